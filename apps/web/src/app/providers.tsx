import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ToastProvider } from '../components/ui/Toast';
import { ShoppingListSyncProvider } from '../features/shopping-list/sync';
import { createAppQueryClient } from './data/query-client';
import { refreshAfter } from './data/refresh';

interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own so every test starts with an empty cache. */
  queryClient?: QueryClient;
}

export function Providers({ children, queryClient }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createAppQueryClient());
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ShoppingListSyncProvider queryClient={client} refresh={(changes) => refreshAfter(client, changes)}>
          {children}
        </ShoppingListSyncProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
