import { CloudOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Page } from '../../../components/ui/Page';
import { Spinner } from '../../../components/ui/Spinner';
import { SHARED_PARAM } from '../../../lib/share-target';
import { takeSharedFile } from '../../../lib/shared-files';
import { useQueuedReceipts } from '../hooks/useQueuedReceipts';
import { useReceiptUpload } from '../hooks/useReceiptUpload';
import { QUEUED_MESSAGE } from '../upload-messages';
import { ReceiptSources } from './ReceiptSources';
import { WaitingReceipts } from './WaitingReceipts';

const NOTHING_SHARED = 'Le fichier partagé n’est pas arrivé. Choisissez-le ci-dessous.';

/**
 * « Ticket de caisse » (decision 0071): a photo or a PDF of the receipt is read by the server, then checked
 * line by line on its own screen. Opened by the share sheet with `?partage=1`, it takes the shared file.
 */
export function ReceiptScreen() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { state, upload } = useReceiptUpload((receipt) => navigate(`/receipt/${receipt.id}`));
  const [shareMissing, setShareMissing] = useState(false);
  // Said while a receipt waits for the network: once sent (from any screen), the toast takes over.
  const waiting = useQueuedReceipts().some((queued) => !queued.refused);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the URL the screen was opened with counts
  useEffect(() => {
    if (!params.has(SHARED_PARAM)) return;
    setParams({}, { replace: true });
    void takeSharedFile()
      .catch(() => null)
      .then((shared) => {
        if (shared) void upload(shared.blob, shared.name);
        else setShareMissing(true);
      });
  }, []);

  const busy = state.step === 'preparing' || state.step === 'sending';
  return (
    <div className="flex flex-col gap-5">
      <Page title="Ticket de caisse" />
      <p>Les articles du ticket vont au placard après votre vérification, ligne par ligne.</p>
      <ReceiptSources
        busy={busy}
        onFile={(file) => {
          setShareMissing(false);
          void upload(file, file.name);
        }}
      />
      {state.step === 'preparing' && <Spinner label="Préparation de la photo…" />}
      {state.step === 'sending' && (
        <p className="flex items-center gap-2" role="status">
          <Spinner />
          Envoi et lecture du ticket… (quelques secondes)
        </p>
      )}
      {state.step === 'queued' && waiting && (
        <p role="status" className="flex items-start gap-2 rounded-xl border border-line bg-surface px-3 py-2.5">
          <CloudOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {QUEUED_MESSAGE}
        </p>
      )}
      {state.step === 'error' && <Alert>{state.message}</Alert>}
      {shareMissing && <Alert>{NOTHING_SHARED}</Alert>}
      <WaitingReceipts />
    </div>
  );
}
