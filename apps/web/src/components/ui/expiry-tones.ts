import type { ExpiryTone } from '@glouton/core/domain';
import type { LucideIcon } from 'lucide-react';
import {
  CalendarCheck,
  CalendarClock,
  CalendarX,
  CircleAlert,
  Hourglass,
  Infinity as NoDate,
  PackageOpen,
} from 'lucide-react';

/**
 * Red → green by days left (docs/product.md, « Look and feel »: red for what expires). The label's words carry the meaning
 * and each tone has its own icon too, so colour is never the only signal. Text on each background
 * keeps at least 4.5:1 in both themes.
 */
export const EXPIRY_TONES: Record<ExpiryTone, { className: string; icon: LucideIcon }> = {
  expired: { className: 'bg-red text-white', icon: CalendarX },
  today: { className: 'border border-danger bg-danger-soft text-danger', icon: CircleAlert },
  urgent: {
    className: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
    icon: CalendarClock,
  },
  soon: { className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200', icon: CalendarClock },
  // A DDM past: amber with its own icon, never the red of waste — the food is still good.
  'ddm-passed': {
    className: 'border border-amber-600 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
    icon: Hourglass,
  },
  fresh: {
    className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
    icon: CalendarCheck,
  },
  none: { className: 'bg-line/50 text-fg', icon: NoDate },
  empty: { className: 'border border-line text-muted', icon: PackageOpen },
};
