import { Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { randomKey } from '../../../lib/random-key';
import { useImportHousehold } from '../api/transfer';
import { readImportFile } from '../transfer/read-import-file';
import { importErrorMessage, importMayBeRetried, importSummary } from '../transfer/transfer-messages';
import { ImportDialog } from './ImportDialog';

interface Chosen {
  name: string;
  document: unknown;
  key: string;
}

/**
 * « Importer un fichier »: read on the device (not JSON: told at once, nothing sent), confirmed in a
 * dialog, then merged by the server; the section says what was added or why nothing was.
 */
export function ImportData() {
  const id = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [summary, setSummary] = useState<string | null>(null);
  const importFile = useImportHousehold();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Choosing the same file again must fire `change` again.
    input.value = '';
    if (!file) return;
    setProblem(null);
    setSummary(null);
    importFile.reset();
    const read = await readImportFile(file);
    if (read.ok) setChosen({ name: file.name, document: read.document, key: randomKey() });
    else setProblem(read.message);
  };

  const confirm = (file: Chosen) =>
    importFile.mutate(
      { document: file.document, key: file.key },
      {
        onSuccess: (answer) => {
          setChosen(null);
          setSummary(`Import terminé\u00a0: ${importSummary(answer)}.`);
        },
        onError: (error) => {
          // The same file again cannot do better: say why in the section and let the dialog go.
          if (importMayBeRetried(error)) return;
          setChosen(null);
          setProblem(importErrorMessage(error));
        },
      },
    );

  const retryError = chosen && importFile.isError ? importErrorMessage(importFile.error) : null;

  return (
    <div className="flex flex-col gap-2">
      {/* The input is the control (keyboard, screen readers, tests); its label is what the eye sees. */}
      <input
        id={id}
        type="file"
        accept=".json,application/json"
        className="peer sr-only"
        aria-describedby={`${id}-hint`}
        onChange={(event) => void choose(event)}
      />
      <label
        htmlFor={id}
        className={cx(
          buttonClasses('secondary', 'cursor-pointer justify-start'),
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand',
        )}
      >
        <Upload aria-hidden="true" className="size-5" />
        Importer un fichier
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        Un fichier JSON téléchargé depuis Glouton, ici ou sur un autre serveur. Son contenu s’ajoute au vôtre.
      </p>
      <p role="status" className={summary ? 'font-bold' : 'sr-only'}>
        {summary}
      </p>
      {problem && <Alert>{problem}</Alert>}
      {chosen && (
        <ImportDialog
          fileName={chosen.name}
          pending={importFile.isPending}
          error={retryError}
          onConfirm={() => confirm(chosen)}
          onCancel={() => {
            setChosen(null);
            importFile.reset();
          }}
        />
      )}
    </div>
  );
}
