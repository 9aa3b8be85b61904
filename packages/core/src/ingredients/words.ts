import { foldText } from '../domain/fold-text.js';
import { matchableText } from './numbers.js';

// French singular and plural where they are obvious, for the food named by a line (« pommes de terre »
// and « pomme de terre » are one thing to buy) and for the words around a scaled amount (« 1 œuf »,
// « 2 œufs »). The exceptions are the words of a kitchen, not of the whole language.

/** Words that end in s, x or z in the singular too. */
const INVARIABLE = new Set([
  'ananas',
  'anis',
  'bas',
  'bois',
  'cassis',
  'colis',
  'couscous',
  'dos',
  'epais',
  'frais',
  'gras',
  'gros',
  'jus',
  'mais',
  'mauvais',
  'noix',
  'os',
  'pois',
  'prix',
  'radis',
  'riz',
  'tapas',
  'anglais',
  'francais',
  'bio',
  'nez',
  'poix',
  'choix',
  'houx',
  'doux',
  'roux',
  'faux',
  'creux',
]);

/** Words that link a noun to its complement: the words after them keep their number (« pommes de terre »). */
const LINKS = new Set([
  'de',
  'du',
  'des',
  'd',
  'a',
  'au',
  'aux',
  'en',
  'pour',
  'sans',
  'avec',
  'et',
  'ou',
  'la',
  'le',
  'l',
  // « œufs plein air », « pleine terre »: a locution, not an adjective agreeing with the noun.
  'plein',
  'pleine',
]);

const isInvariable = (word: string) => INVARIABLE.has(foldText(word));

/** « œufs » → « œuf », « poireaux » → « poireau », « choux » → « chou »; « gros », « radis » unchanged. */
export function singular(word: string): string {
  if (word.length < 3 || isInvariable(word)) return word;
  if (/eaux$/i.test(word)) return word.slice(0, -1);
  if (/oux$/i.test(word)) return word.slice(0, -1);
  if (/[^s]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** « œuf » → « œufs », « poireau » → « poireaux »; words ending in s, x or z are their own plural. */
export function plural(word: string): string {
  if (word.length < 2 || /[sxz]$/i.test(word) || isInvariable(word) || !/\p{L}$/u.test(word)) return word;
  if (/(?:eau|au|eu)$/i.test(word)) return `${word}${word === word.toUpperCase() ? 'X' : 'x'}`;
  return `${word}${word === word.toUpperCase() && word.length > 1 ? 'S' : 's'}`;
}

/**
 * Puts the head of a phrase in the singular or the plural: the words up to the first link (« de »,
 * « à »…), a parenthesis or a comma — « pommes de terre » ↔ « pomme de terre », « oignon rouge » ↔
 * « oignons rouges ». Abbreviations (« c. à s. ») and the rest of the phrase are left as written.
 */
export function inflectHead(phrase: string, toPlural: boolean): string {
  const parts = phrase.split(/(\s+|(?<=['’])|(?=[(,;:]))/u);
  let inHead = true;
  return parts
    .map((part) => {
      if (!inHead || part === undefined || /^\s*$/.test(part)) return part ?? '';
      const word = part.replace(/['’]$/u, '');
      if (/^[(,;:]/.test(part) || LINKS.has(foldText(word)) || word !== part) {
        inHead = false;
        return part;
      }
      if (!/^\p{L}[\p{L}-]*$/u.test(part)) return part;
      return toPlural ? part.split('-').map(plural).join('-') : part.split('-').map(singular).join('-');
    })
    .join('');
}

const DETERMINERS =
  /^(?:(?:de\s+la\s+|de\s+l'\s*|du\s+|des\s+|de\s+|d'\s*|les\s+|le\s+|la\s+|l'\s*|quelques\s+|un\s+peu\s+(?:de\s+|d'\s*)|un\s+soupcon\s+(?:de\s+|d'\s*)|environ\s+|env\.\s*))+/;
const SIZES =
  /^(?:(?:tres\s+)?(?:petite?s?|grande?s?|grosses?|gros|belles?|beaux?|bonnes?|bons?|moyens?|moyennes?|jolie?s?|rases?|bombees?|pleines?)\s+)+/;

/**
 * The food a line names, as compared (week plan, shopping list): folded (case, accents, ligatures),
 * without its determiner, size or what follows a comma or a parenthesis, each word in the singular but
 * names (« champignons de Paris »). « de Pommes de terre (grosses) » → « pomme de terre »;
 * « d’huile d’olive » → « huile d'olive ».
 */
export function foodName(rest: string, cutAtComma: boolean): string | null {
  // Cut and stripped on a copy with the same positions, so that the words keep their capitals.
  let text = rest.replace(/\([^)]*\)?|\[[^\]]*\]?/g, (found) => ' '.repeat(found.length));
  const cut = (pattern: RegExp) => {
    const at = matchableText(text).search(pattern);
    if (at >= 0) text = text.slice(0, at);
  };
  cut(/ pour | a temperature/);
  if (cutAtComma) cut(/[,;]| - | ou /);
  const strip = (pattern: RegExp) => {
    const found = pattern.exec(matchableText(text));
    if (found) text = text.slice(found[0].length);
  };
  strip(/^[\s:.*•·+-]+/);
  for (let pass = 0; pass < 2; pass++) {
    strip(DETERMINERS);
    strip(SIZES);
  }
  const words = text
    .replace(/[\s.:;,!*+-]+$/, '')
    .trim()
    .split(/\s+/);
  const food = words
    .map((word, index) => {
      const folded = foldText(word.replace(/[’ʼ]/g, "'"));
      // A name inside the food (« de Paris », « d’Espelette ») keeps its final s.
      return index > 0 && /^(?:\p{Lu}|\p{L}['’]\p{Lu})/u.test(word)
        ? folded
        : folded
            .split(/(['-])/)
            .map(singular)
            .join('');
    })
    .join(' ');
  return /\p{L}/u.test(food) ? food : null;
}
