import { describe, expect, it } from 'vitest';
import { findTypographyIssues, fixTypography } from './typography.js';

const rulesOf = (source: string, file = 'x.tsx') => findTypographyIssues(source, file).map((issue) => issue.rule);

describe('French typography of UI text', () => {
  it('finds a straight apostrophe between letters, in JSX text and in strings', () => {
    expect(rulesOf(`export const A = () => <p>Retour à l'accueil</p>;`)).toEqual([
      'apostrophe droite entre deux lettres : écrivez ’',
    ]);
    expect(rulesOf(`toast.show({ message: "La liste n'a pas pu être chargée." });`, 'x.ts')).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds a template literal
    expect(rulesOf("const m = `${n} en attente d'envoi.`;", 'x.ts')).toHaveLength(1);
    expect(rulesOf(`<p>Retour à l’accueil</p>;`)).toEqual([]);
  });

  it('finds a normal space inside « » and before : ; ! ?', () => {
    expect(rulesOf(`<p>Vider le panier ?</p>;`)).toEqual(['espace normale avant : ; ! ? : espace insécable (U+00A0)']);
    expect(rulesOf(`const t = 'Quantité : 2';`, 'x.ts')).toHaveLength(1);
    expect(rulesOf(`const t = 'Bon appétit !';`, 'x.ts')).toHaveLength(1);
    expect(rulesOf(`<h2>Aucun produit pour « {search} »</h2>;`)).toEqual([
      'espace normale après « : espace insécable (U+00A0)',
      'espace normale avant » : espace insécable (U+00A0)',
    ]);
    expect(rulesOf(`const t = '«Crème»';`, 'x.ts')).toEqual(['espace insécable manquante entre « » et le texte']);
    // Split by an expression: the text after it starts with the space.
    expect(rulesOf(`<span>{label} : dans le panier</span>;`)).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds a template literal
    expect(rulesOf('const t = `Date\\u00a0: ${d} «\\u00a0x\\u202f» ok\\u202f?`;', 'x.ts')).toEqual([]);
  });

  it('leaves code alone: paths, types, keys, class names, URLs, console and JavaScript errors', () => {
    const code = [
      `import { x } from "./l'it's";`,
      `type Mode = 'a : b';`,
      `const o = { 'l\\'x : y': 1 };`,
      `const a = <div className="sm:px-4 hover:bg-x [&>li]:[content-visibility:auto] after:content-['x']" data-x="a : b" />;`,
      `const u = 'https://example.fr/?q=1';`,
      `const t = 'HH:mm';`,
      `console.error("Can't load : retrying");`,
      `throw new TypeError("Missing path parameter : it's");`,
      `const j = cx('a : b');`,
    ].join('\n');
    expect(findTypographyIssues(code, 'x.tsx')).toEqual([]);
  });

  it('checks what the app throws for people (ApiError, AppError)', () => {
    expect(rulesOf(`throw new AppError('conflict', 409, "Aucun ingrédient n'est en stock.");`, 'x.ts')).toHaveLength(1);
  });

  it('rewrites what it finds, with \\u00a0 in strings and &nbsp; in JSX text', () => {
    expect(fixTypography(`const a = <p>Vider le panier ? Retour à l'accueil « ici »</p>;`, 'x.tsx')).toBe(
      `const a = <p>Vider le panier&nbsp;? Retour à l’accueil «&nbsp;ici&nbsp;»</p>;`,
    );
    expect(fixTypography(`const t = 'L\\'article : « x » !';`, 'x.ts')).toBe(
      `const t = 'L’article\\u00a0: «\\u00a0x\\u00a0»\\u00a0!';`,
    );
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds a template literal
    expect(fixTypography("const m = `${n} : d'envoi`;", 'x.ts')).toBe('const m = `${n}\\u00a0: d’envoi`;');
    // A JSX attribute's string is JSX too: no JavaScript escapes there.
    expect(fixTypography(`const a = <F hint="Ou « sel » ?" />;`, 'x.tsx')).toBe(
      `const a = <F hint="Ou «&nbsp;sel&nbsp;»&nbsp;?" />;`,
    );
  });
});
