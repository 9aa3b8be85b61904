import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useToast } from '../../../components/ui/Toast';
import { subscribeEnqueued } from './pending-writes';
import { flushWrites, startWriteRunner } from './write-runner';

/** Sends the queued shopping-list writes: now, after each new one, and when the network comes back. */
export function useWriteRunner(): void {
  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(() => {
    const stop = startWriteRunner({ queryClient, onDropped: (message) => toast.show({ message }) });
    const flush = () => void flushWrites();
    flush();
    const unsubscribe = subscribeEnqueued(flush);
    window.addEventListener('online', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('online', flush);
      stop();
    };
  }, [queryClient, toast]);
}
