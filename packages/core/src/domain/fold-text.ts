// How two texts are compared when case, accents, ligatures and repeated spaces must not matter: the
// server's searches (products, recipes, ingredients) and the shopping list's free-text lines, on the
// server and in the web's offline queue alike.

const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss' };

/** "Crème Brûlée" → "creme brulee"; "Œufs" → "oeufs"; "  Lait   entier " → "lait entier". */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œæß]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Two free-text lines of the shopping list are the same thing to buy: « Crème » and « creme ». */
export function sameLineText(a: string, b: string): boolean {
  return foldText(a) === foldText(b);
}
