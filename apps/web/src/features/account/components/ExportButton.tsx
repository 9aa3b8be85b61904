import { Download } from 'lucide-react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { type ExportKind, useDownloadExport } from '../api/transfer';
import { fallbackFileName, saveFile } from '../transfer/save-file';
import { exportErrorMessage } from '../transfer/transfer-messages';

const LABELS: Record<ExportKind, string> = {
  json: 'Télécharger tout (JSON)',
  csv: 'Télécharger le placard (CSV)',
};

/** One download: fetched with the session, then saved under the server's name (or the same one). */
export function ExportButton({ kind }: { kind: ExportKind }) {
  const download = useDownloadExport(kind);
  const start = () =>
    download.mutate(undefined, {
      onSuccess: (file) => saveFile(file.blob, file.fileName ?? fallbackFileName(kind)),
    });
  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" className="justify-start" pending={download.isPending} onClick={start}>
        {!download.isPending && <Download aria-hidden="true" className="size-5" />}
        {LABELS[kind]}
      </Button>
      <p role="status" className={download.isPending ? 'text-muted' : 'sr-only'}>
        {download.isPending && 'Préparation…'}
      </p>
      {download.isError && <Alert>{exportErrorMessage(download.error)}</Alert>}
    </div>
  );
}
