import { DATE_KIND_WORDS, type DateKind, expiryStatus } from '@glouton/core/domain';
import { todayCalendarDate } from '../../lib/today';
import { cx } from './cx';
import { EXPIRY_TONES } from './expiry-tones';

interface ExpiryLabelProps {
  expiresOn: string | null;
  /** What the date means: « DLC » or « DDM » is shown before it, its full words to screen readers. */
  dateKind: DateKind;
  inStock?: boolean;
  /** Screen readers get "Péremption : demain" rather than a bare "demain". */
  prefix?: string;
  className?: string;
}

/**
 * « DLC · demain », « DDM · dans 5 jours », « DLC dépassée depuis 2 jours », « DDM dépassée — encore
 * bonne », "Vide", "Sans date" — with its colour and icon.
 */
export function ExpiryLabel({
  expiresOn,
  dateKind,
  inStock = true,
  prefix = 'Péremption',
  className,
}: ExpiryLabelProps) {
  const status = expiryStatus(expiresOn, todayCalendarDate(), dateKind, inStock);
  const { className: tone, icon: Icon } = EXPIRY_TONES[status.tone];
  const words = DATE_KIND_WORDS[dateKind];
  // The kind is already in a passed date's own label; « Vide » and « Sans date » have no date to qualify.
  const showKind = status.daysLeft !== null && status.daysLeft >= 0;
  return (
    <span
      data-tone={status.tone}
      className={cx(
        // A long label (« DDM dépassée — encore bonne ») wraps inside a narrow card instead of overflowing it.
        'inline-flex max-w-full items-center gap-1 rounded-2xl px-2 py-0.5 text-sm font-bold',
        tone,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">
        {prefix} ({words.name})&nbsp;:{' '}
      </span>
      {/* One run of text: squeezed, it wraps between words in reading order, where three flex items each
          wrapped on its own (« dans / DLC · 3 / jours »). */}
      <span className="min-w-0">
        {showKind && <span aria-hidden="true">{words.short}&nbsp;· </span>}
        {status.label}
      </span>
    </span>
  );
}
