// What the next screen says after the person changed household: home shows it, where a leave or a join
// lands (the old screen is gone with what the app knew of that household).

const quoted = (name: string) => `«\u00a0${name}\u00a0»`;

/** « Vous avez quitté le foyer « Les Martin » : vous voici dans « Mon foyer », vide, à votre nom. » */
export const leftMessage = (left: string, now: string) =>
  `Vous avez quitté le foyer ${quoted(left)}\u00a0: vous voici dans ${quoted(now)}, un foyer vide à votre nom.`;

/** « Vous avez rejoint le foyer « Les Martin ». » */
export const joinedMessage = (name: string) => `Vous avez rejoint le foyer ${quoted(name)}.`;
