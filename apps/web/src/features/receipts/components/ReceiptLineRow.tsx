import { formatShortDate } from '@glouton/core/dates';
import { CATEGORIES } from '@glouton/core/domain';
import type { ReceiptLineView } from '@glouton/core/schemas';
import { CalendarDays, PackagePlus } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { euros } from '../money';
import type { LineDraft } from '../review-choices';

/** « 2 × 1,25 € », « 0,512 kg × 3,99 €/kg », or nothing for a single unit. */
export function lineDetail(line: ReceiptLineView): string | null {
  if (line.weightGrams !== null) {
    const kilos = (line.weightGrams / 1000).toFixed(3).replace('.', ',');
    return `${kilos}\u00a0kg × ${euros(line.unitPriceCents)}/kg`;
  }
  return line.quantity > 1 ? `${line.quantity} × ${euros(line.unitPriceCents)}` : null;
}

/**
 * « montant corrigé : lu 6,50 € »: a digit OCR misread that the receipt's own sum put right (decision
 * 0068), shown so that what was changed can be looked at.
 */
export function correctionWords(corrected: { of: 'amount' | 'detail' | 'total'; read: string }): string {
  const what = corrected.of === 'amount' ? 'montant' : corrected.of === 'detail' ? 'détail' : 'total';
  const read = /,\d{2}$/.test(corrected.read) ? `${corrected.read}\u00a0€` : corrected.read;
  return `${what} corrigé\u00a0: lu ${read}`;
}

function CorrectionNote({ line }: { line: ReceiptLineView }) {
  return line.corrected ? <p className="text-xs text-muted">{correctionWords(line.corrected)}</p> : null;
}

const categoryName = (id: number) => CATEGORIES.find((category) => category.id === id)?.name ?? 'Autre';

interface ReceiptLineRowProps {
  line: ReceiptLineView;
  draft: LineDraft;
  onChange: () => void;
  onDate: () => void;
}

/** One article: as printed, its amount, what it will be in the cupboard, and one tap to change it or its date. */
export function ReceiptLineRow({ line, draft, onChange, onDate }: ReceiptLineRowProps) {
  const detail = lineDetail(line);
  const { choice } = draft;
  const dateWords = draft.expiresOn ? `Jusqu’au ${formatShortDate(draft.expiresOn)}` : 'Date à vérifier';
  return (
    <li aria-label={line.text} className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3">
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 break-words font-mono text-sm">{line.text}</span>
        <span className="shrink-0 font-bold">{euros(line.amountCents)}</span>
      </div>
      {detail && <p className="text-sm text-muted">{detail}</p>}
      <CorrectionNote line={line} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className={choice.kind === 'skip' ? 'text-muted line-through' : 'font-bold'}>
          {choice.kind === 'product' && choice.name}
          {choice.kind === 'new' && (
            <span className="inline-flex items-center gap-1">
              <PackagePlus aria-hidden="true" className="size-4 shrink-0" />
              Nouveau produit&nbsp;: {choice.name} ({categoryName(choice.categoryId)})
            </span>
          )}
          {choice.kind === 'skip' && 'Ligne ignorée'}
        </p>
        <Button variant="secondary" onClick={onChange} aria-label={`Changer le produit de «\u00a0${line.text}\u00a0»`}>
          Changer
        </Button>
      </div>
      {choice.kind !== 'skip' && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm">{draft.units > 1 ? `${draft.units} unités` : '1 unité'}</span>
          {/* Its name holds the words shown (a voice command says what it sees), then whose date it is. */}
          <Button variant="ghost" onClick={onDate} aria-label={`${dateWords} pour «\u00a0${line.text}\u00a0»`}>
            <CalendarDays aria-hidden="true" className="size-5" />
            {dateWords}
          </Button>
        </div>
      )}
    </li>
  );
}

const KIND_WORDS = { discount: 'Remise', deposit: 'Consigne', other: 'Autre ligne', item: 'Article' } as const;

/** A discount, a deposit or another line: counted in the total, never a unit in the cupboard. */
export function OtherLineRow({ line }: { line: ReceiptLineView }) {
  return (
    <li className="px-3 py-1.5 text-sm">
      <div className="flex items-baseline justify-between gap-3">
        <span className="min-w-0 break-words">
          <span className="font-bold">{KIND_WORDS[line.kind]}</span> · <span className="font-mono">{line.text}</span>
        </span>
        <span className="shrink-0">{euros(line.amountCents)}</span>
      </div>
      <CorrectionNote line={line} />
    </li>
  );
}
