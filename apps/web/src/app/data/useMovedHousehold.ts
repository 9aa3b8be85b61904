import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../components/ui/Toast';
import { forgetCachedData } from '../../lib/persisted-cache';
import { getAccount } from '../../lib/storage';
import { useWrites } from '../../lib/writes/writes';
import { NEXT_SCREEN_NOTICE_MS } from './next-screen-notice';

/**
 * After joining or leaving a household the account's session now points at another one: nothing the
 * app knew stays — cached answers (reset: the screens still open ask again), the copy kept on the
 * device for offline use, and the changes still queued (sent before the move when the network let
 * them; those left would name lines and units of the old household). Then home, which says what
 * happened (`notice`: « Vous avez quitté le foyer … »), since the screen that did it is gone.
 */
export function useMovedHousehold(): (notice: string) => void {
  const queryClient = useQueryClient();
  const { queue } = useWrites();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    (notice: string) => {
      queue.clear();
      void forgetCachedData(getAccount());
      void queryClient.resetQueries().catch(() => undefined);
      navigate('/', { replace: true });
      toast.show({ message: notice, durationMs: NEXT_SCREEN_NOTICE_MS });
    },
    [queryClient, queue, navigate, toast],
  );
}
