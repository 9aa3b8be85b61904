import { type Ref, useId } from 'react';
import { formatEuros, perUnit, readPrice } from '../../lib/money';
import { FieldError } from './FieldMessage';
import { RadioChips } from './RadioChips';

/** What the typed price is for: one unit, or the whole pack of `count` units. */
export type PriceFor = 'unit' | 'pack';

export type UnitPrice = { ok: true; cents: number | null } | { ok: false; message: string };

/** The typed price → each unit's share in cents (a pack's price divided among its units), null when empty. */
export function readUnitPrice(text: string, priceFor: PriceFor, count: number): UnitPrice {
  const price = readPrice(text);
  if (!price.ok || price.cents === null) return price;
  return { ok: true, cents: priceFor === 'pack' && count > 1 ? perUnit(price.cents, count) : price.cents };
}

interface PriceFieldProps {
  text: string;
  onText: (text: string) => void;
  /** How many units are added: with more than one, the price may be the pack's. */
  count: number;
  priceFor: PriceFor;
  onPriceFor: (priceFor: PriceFor) => void;
  /** Said under the field and read out with it; the parent decides when. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * « Prix (€) », never required (decision 0070): typed as on the shelf label (« 2,40 »), for one unit or
 * for the whole pack — then each unit's share is said under it, so that nobody wonders what is kept.
 */
export function PriceField({ text, onText, count, priceFor, onPriceFor, error, ref }: PriceFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const shareId = `${id}-share`;
  const pack = count > 1 && priceFor === 'pack';
  const share = readUnitPrice(text, priceFor, count);
  const shareText =
    pack && share.ok && share.cents !== null ? `Soit ${formatEuros(share.cents)} par unité.` : undefined;
  const describedBy = [error && errorId, shareText && shareId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="font-bold">
          Prix (€) <span className="font-normal text-muted">facultatif</span>
        </label>
        <input
          ref={ref}
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="2,40"
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onText(event.target.value)}
          className="min-h-11 w-28 rounded-xl border border-field bg-surface px-3 text-right text-base font-bold aria-invalid:border-2 aria-invalid:border-danger"
        />
      </div>
      {count > 1 && (
        <RadioChips
          legend="Ce prix est celui"
          options={[
            { value: 'unit', label: 'd’une unité' },
            { value: 'pack', label: `du lot de ${count}` },
          ]}
          value={priceFor}
          onChange={onPriceFor}
        />
      )}
      {shareText && (
        <p id={shareId} className="text-sm text-muted">
          {shareText}
        </p>
      )}
      {error && <FieldError id={errorId} message={error} />}
    </div>
  );
}
