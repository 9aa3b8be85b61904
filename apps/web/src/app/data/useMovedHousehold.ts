import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { forgetCachedData } from '../../lib/persisted-cache';
import { getAccount } from '../../lib/storage';
import { useWrites } from '../../lib/writes/writes';

/**
 * After joining or leaving a household the account's session now points at another one: nothing the
 * app knew stays — cached answers (reset: the screens still open ask again), the copy kept on the
 * device for offline use, and the changes still queued (sent before the move when the network let
 * them; those left would name lines and units of the old household). Then home.
 */
export function useMovedHousehold(): () => void {
  const queryClient = useQueryClient();
  const { queue } = useWrites();
  const navigate = useNavigate();
  return useCallback(() => {
    queue.clear();
    void forgetCachedData(getAccount());
    void queryClient.resetQueries().catch(() => undefined);
    navigate('/', { replace: true });
  }, [queryClient, queue, navigate]);
}
