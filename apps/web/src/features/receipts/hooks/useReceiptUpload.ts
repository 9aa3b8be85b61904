import type { Receipt } from '@glouton/core/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isOffline } from '../../../lib/network';
import { smallEnough } from '../../../lib/photo-size';
import { randomKey } from '../../../lib/random-key';
import { useAccount } from '../../../lib/storage';
import { receiptKeys } from '../api/keys';
import { sendReceipt } from '../api/receipts';
import { queueReceipt } from '../outbox';
import { uploadFailure } from '../upload-messages';

/** The server takes 10 MiB; a larger photo is drawn again smaller, tall enough for a long receipt's print. */
const RECEIPT_PHOTO_LIMIT = { maxBytes: 9.5 * 1024 * 1024, longSide: 4000 };
const MAX_BYTES = 10 * 1024 * 1024;

export type UploadState =
  | { step: 'idle' }
  | { step: 'preparing' }
  | { step: 'sending' }
  | { step: 'queued' }
  | { step: 'error'; message: string };

const isReceiptFile = (file: Blob) => file.type.startsWith('image/') || file.type === 'application/pdf';

/**
 * Sends a photo or a PDF to be read and hands the receipt read to `onRead` (the review screen). With no
 * network the file is kept on the device and sent when the network comes back (outbox.ts).
 */
export function useReceiptUpload(onRead: (receipt: Receipt) => void) {
  const queryClient = useQueryClient();
  const account = useAccount();
  const [state, setState] = useState<UploadState>({ step: 'idle' });

  const upload = async (file: Blob, name: string) => {
    if (!isReceiptFile(file)) {
      setState({ step: 'error', message: 'Choisissez une photo du ticket ou le PDF reçu par e-mail.' });
      return;
    }
    setState({ step: 'preparing' });
    let blob: Blob;
    try {
      blob = file.type.startsWith('image/') ? await smallEnough(file, RECEIPT_PHOTO_LIMIT) : file;
    } catch {
      setState({
        step: 'error',
        message: 'Cette photo n’a pas pu être ouverte. Reprenez-la ou choisissez-en une autre.',
      });
      return;
    }
    if (blob.size > MAX_BYTES) {
      setState({
        step: 'error',
        message: 'Le fichier dépasse 10\u00a0Mo. Reprenez la photo de plus près ou envoyez le PDF.',
      });
      return;
    }
    const key = randomKey();
    const keep = async () => {
      await queueReceipt(account, blob, name, key);
      setState({ step: 'queued' });
    };
    if (isOffline()) return keep();
    setState({ step: 'sending' });
    try {
      const receipt = await sendReceipt(blob, key);
      queryClient.setQueryData(receiptKeys.detail(receipt.id), receipt);
      void queryClient.invalidateQueries({ queryKey: receiptKeys.list() });
      setState({ step: 'idle' });
      onRead(receipt);
    } catch (error) {
      const failure = uploadFailure(error);
      if (failure.kind === 'offline') return keep();
      setState({ step: 'error', message: failure.message });
    }
  };

  return { state, upload };
}
