// OCR text folded one character for one character (upper case, no accents, one apostrophe), so that a
// match's position in the folded text is its position in the text as read: the proposal shows the
// words as they were read, not as they were folded.

const APOSTROPHES = /[\u2018\u2019\u02BC`´]/;

/** « à consommer jusqu’au » → « A CONSOMMER JUSQU'AU », same length. */
export function foldForReading(text: string): string {
  let folded = '';
  for (const char of text) {
    if (APOSTROPHES.test(char)) {
      folded += "'";
      continue;
    }
    const plain = char.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    // ß → SS and the like would shift every position after it: keep one character.
    folded += plain.length === char.length ? plain : char;
  }
  return folded;
}
