import { daysBetween, formatDayWords } from '@glouton/core/dates';
import { digestSectionTitle, expiryPhrase } from '@glouton/core/domain';
import type { Digest, DigestUnit } from '@glouton/core/schemas';

// The words of a digest, the same in a notification, an e-mail and on the « Rappels » screen's preview.

/** « Yaourt nature ×2 » for a pack, the name alone for one unit. */
export const unitName = (unit: DigestUnit) => (unit.count > 1 ? `${unit.name} ×${unit.count}` : unit.name);

/** « 3 produits à surveiller » (an e-mail's subject, a notification's title), or what a sample says. */
export function digestTitle(digest: Digest, sample: boolean): string {
  if (sample) return 'Vos rappels Glouton sont prêts';
  const products = new Set(digest.sections.flatMap((section) => section.units.map((unit) => unit.productId))).size;
  return products > 1 ? `${products} produits à surveiller` : '1 produit à surveiller';
}

/**
 * A unit's date with what it means (core's words, as on the app's screens), and when that is for a date
 * still ahead: « à consommer jusqu’au 27/11/2026, demain », « à consommer de préférence avant le
 * 24/11/2026 » (a passed date: its section says so).
 */
export function whenText(unit: DigestUnit, today: string): string {
  const phrase = expiryPhrase(unit.expiresOn, unit.dateKind);
  const days = daysBetween(today, unit.expiresOn);
  if (days === 0) return `${phrase}, aujourd’hui`;
  if (days === 1) return `${phrase}, demain`;
  if (days > 1) return `${phrase}, dans ${days}\u00a0jours`;
  return phrase;
}

/** One line per section: « À consommer demain : Lait ×2, Jambon ». */
export function digestLines(digest: Digest, leadDays: number): string[] {
  return digest.sections.map(
    (section) => `${digestSectionTitle(section.kind, leadDays)}\u00a0: ${section.units.map(unitName).join(', ')}`,
  );
}

/** What a sample says instead of sections: nothing expires within the member's lead time. */
export function sampleText(leadDays: number): string {
  // Said like the « Rappels » screen says it (« d’ici 1 jour »); the sample shows no example to point at.
  const days = `${leadDays}\u00a0jour${leadDays > 1 ? 's' : ''}`;
  return `Rien ne périme d’ici ${days}. Quand un produit approchera de sa date, votre rappel du jour le nommera, avec des recettes pour l’utiliser.`;
}

/** « À cuisiner : Gratin dauphinois, Quiche », or nothing. */
export function recipesLine(digest: Digest): string | null {
  if (digest.recipes.length === 0) return null;
  return `À cuisiner\u00a0: ${digest.recipes.map((recipe) => recipe.name).join(', ')}`;
}

/** « jeudi 26 novembre », « mardi 1er décembre » (core's words: Intl would write « 1 décembre »). */
export const dayText = (date: string) => formatDayWords(date, { weekday: true });
