import type { Recipe } from '@glouton/core/schemas';
import { CircleAlert, CircleCheck, Clock, Leaf, Link2Off, Users } from 'lucide-react';
import { cx } from '../../../components/ui/cx';
import { servingsText } from '../../../components/ui/ServingsStepper';
import { formatDuration } from '../../../lib/dates';
import { availabilityText, expiringSoonText, missingText, toCheckText } from '../recipe-messages';

const chip = 'inline-flex min-h-7 items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-bold';

type Counts = Pick<Recipe, 'availableCount' | 'totalCount' | 'toCheckCount'>;

/**
 * "1/4": ingredients in stock over what the recipe needs (linked products, and lines « à vérifier »,
 * never in stock: decision 0057). Green only when nothing is missing or to check; the icon and the
 * words say the same, so colour is never the only signal.
 */
export function AvailabilityBadge({
  availableCount,
  totalCount,
  // A recipe kept on the device before answers said it (the offline copy, 7 days at most) has none.
  toCheckCount = 0,
}: Counts) {
  if (totalCount === 0) {
    return (
      <span className={cx(chip, 'border border-line text-muted')}>
        <Link2Off aria-hidden="true" className="size-4" />
        Aucun produit lié
      </span>
    );
  }
  const missing = totalCount - availableCount - toCheckCount;
  const complete = missing <= 0 && toCheckCount === 0;
  const Icon = complete ? CircleCheck : CircleAlert;
  return (
    <span
      data-complete={complete}
      className={cx(chip, complete ? 'bg-brand text-on-brand' : 'border border-danger bg-danger-soft text-fg')}
    >
      <Icon aria-hidden="true" className={cx('size-4', complete ? null : 'text-danger')} />
      <span aria-hidden="true">
        {availableCount}/{totalCount}
      </span>
      <span className="sr-only">{availabilityText(availableCount, totalCount)}</span>
      {missing > 0 && <span>· {missingText(missing)}</span>}
      {toCheckCount > 0 && <span>· {toCheckText(toCheckCount)}</span>}
    </span>
  );
}

/**
 * Cooking this saves something from the bin: an invitation, so it looks like one (the brand's green and
 * a leaf), not like a warning; the words say it, not the colour alone.
 */
export function ExpiringSoonMark({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand/15 px-2.5 py-0.5 text-sm font-bold text-fg">
      <Leaf aria-hidden="true" className="size-4 shrink-0 text-link" />
      {expiringSoonText(count)}
    </span>
  );
}

/** « 45 min », « 1 h 30 », with « Durée » for screen readers. */
export function DurationText({ minutes }: { minutes: number | null }) {
  if (minutes === null) return null;
  return (
    <span className="inline-flex items-center gap-1 text-sm text-muted">
      <Clock aria-hidden="true" className="size-4" />
      <span className="sr-only">Durée </span>
      <time dateTime={`PT${minutes}M`}>{formatDuration(minutes)}</time>
    </span>
  );
}

export function ServingsText({ servings }: { servings: number | null }) {
  if (servings === null) return null;
  return (
    <span className="inline-flex items-center gap-1 text-sm text-muted">
      <Users aria-hidden="true" className="size-4" />
      {servingsText(servings)}
    </span>
  );
}
