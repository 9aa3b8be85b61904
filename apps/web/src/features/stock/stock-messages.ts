import { type DateKind, expiryPhrase } from '@glouton/core/domain';
import type { StockEvent } from '@glouton/core/schemas';
import { memberName } from '../../lib/members';
import { formatEuros } from '../../lib/money';

/** « 2 unités ajoutées (à consommer jusqu’au 05/12/2026). »: the date said as its kind says it (core). */
export function unitsAdded(count: number, expiresOn: string | null, dateKind: DateKind): string {
  const units = count > 1 ? `${count} unités ajoutées` : '1 unité ajoutée';
  return `${units} (${expiryPhrase(expiresOn, dateKind)}).`;
}

export function unitRemoved(kind: Extract<StockEvent['kind'], 'consumed' | 'discarded'>): string {
  return kind === 'consumed' ? 'Unité consommée\u00a0: bien joué, rien de gaspillé\u00a0!' : 'Unité jetée.';
}

export const unitDated = (expiresOn: string | null, dateKind: DateKind) =>
  expiresOn === null ? 'Date retirée (sans date).' : `Date enregistrée (${expiryPhrase(expiresOn, dateKind)}).`;

export const unitPriced = (priceCents: number | null) =>
  priceCents === null ? 'Prix retiré.' : `Prix enregistré (${formatEuros(priceCents)}).`;

const DONE = {
  added: 'ajouté',
  consumed: 'mangé',
  discarded: 'jeté',
  opened: 'entamé',
  frozen: 'congelé',
  thawed: 'décongelé',
} as const;

/**
 * Who did a stock event, for a product's history in a household of several people: « mangé par Paul »,
 * « jeté par vous », « ajouté par ancien membre ». `you`: null when the household is one person, where
 * it would be noise (then null is answered).
 */
export function eventDoneBy(event: Pick<StockEvent, 'kind' | 'doneBy'>, you: number | null): string | null {
  if (you === null) return null;
  return `${DONE[event.kind]} par ${memberName(event.doneBy, you)}`;
}

const DID = {
  added: 'Ajouté',
  consumed: 'Mangé',
  discarded: 'Jeté',
  opened: 'Entamé',
  frozen: 'Congelé',
  thawed: 'Décongelé',
} as const;

/**
 * A line of a product's history: « Mangé par Paul », « Ajouté par vous »; only « Mangé » when the
 * household is one person (`you` null), or while it is not known yet.
 */
export function historyLine(event: Pick<StockEvent, 'kind' | 'doneBy'>, you: number | null): string {
  const doneBy = eventDoneBy(event, you);
  return doneBy === null ? DID[event.kind] : `${doneBy.charAt(0).toUpperCase()}${doneBy.slice(1)}`;
}
