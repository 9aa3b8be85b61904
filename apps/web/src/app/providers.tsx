import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { ToastProvider, useToast } from '../components/ui/Toast';
import { createWrites, WritesProvider } from '../lib/writes/writes';
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
        <Writes queryClient={client}>{children}</Writes>
      </ToastProvider>
    </QueryClientProvider>
  );
}

/** The app's one queue of changes waiting for the network (lib/writes), sent by each feature's handler. */
function Writes({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const toast = useToast();
  const toastRef = useRef(toast);
  toastRef.current = toast;
  const [writes] = useState(() =>
    createWrites({
      loadHandlers: () => import('./data/write-handlers').then((module) => module.createWriteHandlers(queryClient)),
      refresh: (changes) => refreshAfter(queryClient, changes),
      onDropped: (message) => toastRef.current.show({ message }),
    }),
  );
  return <WritesProvider writes={writes}>{children}</WritesProvider>;
}
