import { formatShortDate } from '@glouton/core/dates';
import type { ApplyReceiptResponse, Receipt } from '@glouton/core/schemas';
import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ExpiryDateDialog } from '../../../components/ui/ExpiryDateDialog';
import { ApiError } from '../../../lib/api-client';
import { plural } from '../../../lib/plural';
import { useApplyReceipt } from '../api/receipts';
import { euros } from '../money';
import { applyBody, articleLines, type Drafts, initialDrafts, unitsToAdd, withDraft } from '../review-choices';
import { ApplyResult } from './ApplyResult';
import { LineChoiceDialog } from './LineChoiceDialog';
import { OtherLineRow, ReceiptLineRow } from './ReceiptLineRow';
import { SumCheckNotice } from './SumCheckNotice';

const applyError = (error: unknown) =>
  error instanceof ApiError && error.code === 'receipt-line-unknown'
    ? 'Une ligne n’est plus reconnue sur ce ticket. Rouvrez le ticket et réessayez.'
    : error instanceof ApiError
      ? error.message
      : 'Les produits n’ont pas pu être ajoutés. Réessayez.';

/** The lines of a receipt added earlier, as the result shows them (units, and those with no date). */
function appliedSummary(receipt: Receipt) {
  let units = 0;
  for (const line of receipt.lines) units += line.applied?.units ?? 0;
  return units;
}

/**
 * The receipt read: store, date, total and whether the lines add up; each article with what it will be in
 * the cupboard, one tap to change it or give its date; then « Tout ajouter ». Nothing is added before that tap.
 */
export function ReceiptReview({ receipt }: { receipt: Receipt }) {
  const [drafts, setDrafts] = useState<Drafts>(() => initialDrafts(receipt));
  const [changing, setChanging] = useState<number | null>(null);
  const [dating, setDating] = useState<number | null>(null);
  const apply = useApplyReceipt(receipt.id);
  const [applied, setApplied] = useState<{ answer: ApplyReceiptResponse; undatedIndexes: Set<number> } | null>(null);
  const articles = articleLines(receipt);
  const others = receipt.lines.filter((line) => line.kind !== 'item');
  const units = unitsToAdd(drafts);
  const changingLine = articles.find((line) => line.index === changing) ?? null;
  const datingLine = articles.find((line) => line.index === dating) ?? null;

  const undated = useMemo(() => {
    if (!applied) return [];
    return applied.answer.receipt.lines.flatMap((line) => {
      const done = line.applied;
      if (!done || !applied.undatedIndexes.has(line.index)) return [];
      const name = applied.answer.products.find((product) => product.id === done.productId)?.name ?? line.text;
      return [{ index: line.index, productId: done.productId, name }];
    });
  }, [applied]);

  if (applied)
    return <ApplyResult receipt={applied.answer.receipt} unitsAdded={applied.answer.unitsAdded} undated={undated} />;
  if (receipt.appliedAt) return <ApplyResult receipt={receipt} unitsAdded={appliedSummary(receipt)} undated={[]} />;

  const addAll = () => {
    const body = applyBody(drafts);
    const undatedIndexes = new Set(body.lines.filter((line) => !line.expiresOn).map((line) => line.index));
    apply.mutate(body, { onSuccess: (answer) => setApplied({ answer, undatedIndexes }) });
  };

  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-xl border border-line bg-surface p-3">
        <dt className="text-muted">Magasin</dt>
        <dd className="font-bold">{receipt.store ?? 'Non lu'}</dd>
        <dt className="text-muted">Date</dt>
        <dd className="font-bold">{receipt.purchasedOn ? formatShortDate(receipt.purchasedOn) : 'Non lue'}</dd>
        <dt className="text-muted">Total payé</dt>
        <dd className="font-bold">{receipt.totalCents === null ? 'Non lu' : euros(receipt.totalCents)}</dd>
      </dl>
      <SumCheckNotice receipt={receipt} />
      <ul aria-label="Articles" className="flex flex-col gap-2">
        {articles.map((line) => {
          const draft = drafts.get(line.index);
          return draft ? (
            <ReceiptLineRow
              key={line.index}
              line={line}
              draft={draft}
              onChange={() => setChanging(line.index)}
              onDate={() => setDating(line.index)}
            />
          ) : null;
        })}
      </ul>
      {others.length > 0 && (
        <section aria-labelledby="autres-lignes" className="flex flex-col gap-1">
          <h2 id="autres-lignes" className="font-bold">
            Remises et consignes
          </h2>
          <p className="text-sm text-muted">Comptées dans le total, jamais ajoutées au placard.</p>
          <ul className="flex flex-col">
            {others.map((line) => (
              <OtherLineRow key={line.index} line={line} />
            ))}
          </ul>
        </section>
      )}
      {apply.isError && <Alert>{applyError(apply.error)}</Alert>}
      <Button onClick={addAll} pending={apply.isPending} disabled={units === 0}>
        Tout ajouter
      </Button>
      <p className="text-sm text-muted">
        {articles.length === 0
          ? 'Aucun article lu sur ce ticket\u00a0: rien à ajouter.'
          : units === 0
            ? 'Toutes les lignes sont ignorées\u00a0: rien à ajouter.'
            : `${units} ${plural(units, 'unité ira', 'unités iront')} au placard. Les produits sans date seront marqués «\u00a0date à vérifier\u00a0».`}
      </p>
      <LineChoiceDialog
        line={changingLine}
        choice={changing === null ? null : (drafts.get(changing)?.choice ?? null)}
        onClose={() => setChanging(null)}
        onChoose={(choice) => {
          if (changing !== null) setDrafts((current) => withDraft(current, changing, { choice }));
          setChanging(null);
        }}
      />
      <ExpiryDateDialog
        open={datingLine !== null}
        title={datingLine ? `Date de «\u00a0${datingLine.text}\u00a0»` : 'Date'}
        description={'Fermer sans choisir laisse «\u00a0date à vérifier\u00a0».'}
        onClose={() => setDating(null)}
        onChoose={(expiresOn) => {
          if (dating !== null) setDrafts((current) => withDraft(current, dating, { expiresOn }));
          setDating(null);
        }}
      />
    </div>
  );
}
