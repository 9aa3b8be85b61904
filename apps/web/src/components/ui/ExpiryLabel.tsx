import { expiryStatus } from '@glouton/core/domain';
import { todayCalendarDate } from '../../lib/today';
import { cx } from './cx';
import { EXPIRY_TONES } from './expiry-tones';

interface ExpiryLabelProps {
  expiresOn: string | null;
  inStock?: boolean;
  /** Screen readers get "Péremption : demain" rather than a bare "demain". */
  prefix?: string;
  className?: string;
}

/** "aujourd'hui", "demain", "dans 5 jours", "expiré depuis 2 jours", "Vide", "Sans date" — with its colour. */
export function ExpiryLabel({ expiresOn, inStock = true, prefix = 'Péremption', className }: ExpiryLabelProps) {
  const status = expiryStatus(expiresOn, todayCalendarDate(), inStock);
  const { className: tone, icon: Icon } = EXPIRY_TONES[status.tone];
  return (
    <span
      data-tone={status.tone}
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-sm font-bold whitespace-nowrap',
        tone,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">{prefix}&nbsp;: </span>
      {status.label}
    </span>
  );
}
