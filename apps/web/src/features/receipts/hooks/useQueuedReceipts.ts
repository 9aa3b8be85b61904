import type { Receipt } from '@glouton/core/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { browserOnline } from '../../../lib/network';
import { useAccount, useToken } from '../../../lib/storage';
import { receiptKeys } from '../api/keys';
import { sendReceipt } from '../api/receipts';
import { markRefused, onOutboxChange, type QueuedReceipt, queuedReceipts, removeQueued } from '../outbox';
import { uploadFailure } from '../upload-messages';

/** The account's receipts waiting on this device, read again after every change. */
export function useQueuedReceipts(): QueuedReceipt[] {
  const account = useAccount();
  const [queued, setQueued] = useState<QueuedReceipt[]>([]);
  useEffect(() => {
    let current = true;
    const read = () =>
      void queuedReceipts(account)
        .then((receipts) => current && setQueued(receipts))
        .catch(() => undefined);
    read();
    const stop = onOutboxChange(read);
    return () => {
      current = false;
      stop();
    };
  }, [account]);
  return queued;
}

/**
 * A send that failed for a reason of the moment (a busy server, a network back a moment before it
 * carries anything) is tried again after these waits, the last one repeated; the `online` event sends
 * at once. Soon at first: a phone just back on the network often fails its first request.
 */
const RETRY_MS = [2_000, 5_000, 15_000, 30_000];

/**
 * Sends the account's queued receipts, oldest first, whenever there is a session and a network: at start,
 * when the browser is back online, when one is queued, and again after a busy answer. A receipt leaves the
 * device once the server has read it (`onRead` tells the person); one the server refuses stays, with why.
 */
export function useSendQueuedReceipts(onRead: (receipt: Receipt) => void) {
  const account = useAccount();
  const token = useToken();
  const queryClient = useQueryClient();
  const told = useRef(onRead);
  told.current = onRead;

  useEffect(() => {
    if (!token) return;
    let running = false;
    let again = false;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let retries = 0;

    const sendOne = async (queued: QueuedReceipt): Promise<boolean> => {
      try {
        const receipt = await sendReceipt(queued.blob, queued.id);
        await removeQueued(account, queued.id);
        queryClient.setQueryData(receiptKeys.detail(receipt.id), receipt);
        void queryClient.invalidateQueries({ queryKey: receiptKeys.list() });
        told.current(receipt);
        retries = 0;
        return true;
      } catch (error) {
        const failure = uploadFailure(error);
        if (failure.kind === 'refused') {
          await markRefused(account, queued.id, failure.message);
          return true;
        }
        // « offline » too: the browser may say it is back before a request gets through, and no other
        // `online` event would come to send it.
        if (failure.kind === 'later' || failure.kind === 'offline') {
          clearTimeout(timer);
          timer = setTimeout(() => void flush(), RETRY_MS[Math.min(retries++, RETRY_MS.length - 1)]);
        }
        return false;
      }
    };

    const flush = async () => {
      if (stopped || !browserOnline()) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          for (const queued of await queuedReceipts(account)) {
            if (stopped) return;
            if (queued.refused) continue;
            if (!(await sendOne(queued))) return;
          }
        } while (again && !stopped);
      } catch {
        // IndexedDB unavailable: nothing was queued on this device.
      } finally {
        running = false;
      }
    };

    void flush();
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    const stop = onOutboxChange(onOnline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      stop();
    };
  }, [account, token, queryClient]);
}
