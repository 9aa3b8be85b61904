import { expiryPhrase } from '@glouton/core/domain';
import { Undo2 } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { ExpiryDateDialog } from '../../../components/ui/ExpiryDateDialog';
import { RadioChips } from '../../../components/ui/RadioChips';
import { BATCH_DATE_CHOICES, type BatchEntry } from '../batch-entries';
import type { BatchScan } from '../hooks/useBatchScan';

/** Batch mode's date for every item, and the list of what this session added, each with an undo. */
export function BatchPanel({ batch }: { batch: BatchScan }) {
  return (
    <div className="flex flex-col gap-4">
      <RadioChips
        legend="Date de péremption de chaque article"
        options={BATCH_DATE_CHOICES}
        value={batch.dateChoice}
        onChange={batch.setDateChoice}
      />
      {batch.dateChoice === 'pick' && (
        <p className="text-sm text-muted">Le calendrier s’ouvrira à chaque article scanné.</p>
      )}
      <section aria-labelledby="rafale-titre" className="flex flex-col gap-2">
        <h2 id="rafale-titre" className="text-lg font-extrabold">
          Ajoutés pendant cette session ({batch.entries.filter((entry) => entry.status !== 'undone').length})
        </h2>
        {batch.entries.length === 0 ? (
          <p className="text-muted">Scannez un premier article&nbsp;: il s’ajoute aussitôt et apparaît ici.</p>
        ) : (
          <ul aria-live="polite" className="flex flex-col gap-2">
            {batch.entries.map((entry) => (
              <BatchRow key={entry.id} entry={entry} onUndo={() => batch.undo(entry)} />
            ))}
          </ul>
        )}
      </section>
      <ExpiryDateDialog
        open={batch.asking !== null}
        onClose={batch.skip}
        title={`Date de péremption\u00a0: ${batch.asking ?? ''}`}
        onChoose={(expiresOn) => batch.answer(expiresOn)}
      />
    </div>
  );
}

function BatchRow({ entry, onUndo }: { entry: BatchEntry; onUndo: () => void }) {
  const undone = entry.status === 'undone';
  return (
    <li className="flex items-center gap-2 rounded-xl border border-line bg-surface p-2 pl-3">
      <div className={`min-w-0 flex-1 ${undone ? 'text-muted line-through' : ''}`}>
        <p className="font-bold break-words">{entry.name}</p>
        <p className="text-sm">
          {undone
            ? 'Annulé'
            : `${entry.undo.kind === 'product' ? 'Nouveau produit' : '1 unité'}, ${expiryPhrase(entry.expiresOn, entry.dateKind)}`}
        </p>
      </div>
      {!undone && (
        <Button
          variant="ghost"
          pending={entry.status === 'undoing'}
          onClick={onUndo}
          aria-label={`Annuler l’ajout de «\u00a0${entry.name}\u00a0»`}
        >
          <Undo2 aria-hidden="true" className="size-5" />
          <span aria-hidden="true">Annuler</span>
        </Button>
      )}
    </li>
  );
}
