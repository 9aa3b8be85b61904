import type { Receipt } from '@glouton/core/schemas';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { euros } from '../money';
import { sumVerdict } from '../review-choices';
import { correctionWords } from './ReceiptLineRow';

/**
 * Whether the lines read add up to the total paid. « Vérifié » only when the server says so
 * (`sumCheck.ok`); otherwise which part is doubtful, so that the amounts are looked at before adding.
 */
export function SumCheckNotice({ receipt }: { receipt: Receipt }) {
  const verdict = sumVerdict(receipt);
  if (verdict.kind === 'checked') {
    return (
      <p className="flex items-start gap-2 rounded-xl border border-line bg-surface px-3 py-2.5">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
        <span>
          Les lignes font bien le total payé&nbsp;: {euros(verdict.totalCents)}.
          {receipt.sumCheck.totalRead !== null && (
            <span className="block text-xs text-muted">
              {correctionWords({ of: 'total', read: receipt.sumCheck.totalRead })}
            </span>
          )}
        </span>
      </p>
    );
  }
  const words =
    verdict.kind === 'mismatch'
      ? `Les lignes ne font pas le total\u00a0: ${euros(verdict.readCents)} lus pour ${euros(verdict.totalCents)} payés — vérifiez les montants.`
      : verdict.kind === 'no-total'
        ? `Le total payé n’a pas été lu (${euros(verdict.readCents)} lus sur les lignes)\u00a0: vérifiez qu’aucune ligne ne manque.`
        : verdict.kind === 'no-article'
          ? 'Aucun article lu sur ce ticket\u00a0: reprenez la photo, bien à plat et en entier.'
          : 'Le total n’a pas pu être vérifié\u00a0: vérifiez les montants.';
  return (
    <div role="alert" className="flex items-start gap-2 rounded-xl border border-danger bg-danger-soft px-3 py-2.5">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
      <p>{words}</p>
    </div>
  );
}
