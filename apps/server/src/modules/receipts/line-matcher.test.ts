// @engine-independent: matches receipt lines against a catalogue given in memory, no database (decision 0073).
import { describe, expect, it } from 'vitest';
import { type CatalogueProduct, prepareCatalogue, proposeFor } from './line-matcher.js';
import { lineKey, lineWords, proposedName, sizeOf } from './receipt-words.js';

const products: CatalogueProduct[] = [
  { id: 1, name: 'Lait demi-écrémé', brand: 'Lactel', quantity: '1 L' },
  { id: 2, name: 'Lait entier', brand: null, quantity: null },
  { id: 3, name: 'Pain', brand: null, quantity: null },
  { id: 4, name: 'Yaourt nature', brand: null, quantity: null },
  { id: 5, name: 'Jambon', brand: null, quantity: null },
  { id: 6, name: 'Huile d’olive', brand: null, quantity: null },
  { id: 7, name: 'Emmental râpé', brand: null, quantity: '200 g' },
  { id: 8, name: 'Crème fraîche', brand: null, quantity: '50 cl' },
  { id: 9, name: 'Compote de pommes', brand: null, quantity: null },
];
const catalogue = prepareCatalogue(products);
const propose = (text: string) => proposeFor(text, catalogue, null);

describe('a receipt line’s words', () => {
  it('spells out the till’s abbreviations and leaves the size and pack counts apart', () => {
    expect(lineWords('LAIT 1/2 ECR UHT 1L')).toEqual(['lait', 'demi', 'ecreme', 'uht']);
    expect(lineWords('Lait 1/2 ecr uht 1l')).toEqual(['lait', 'demi', 'ecreme', 'uht']);
    expect(lineWords('YAOURT NATURE X4')).toEqual(['yaourt', 'nature']);
    expect(sizeOf('EAU MINERALE 6X1,5L')).toEqual({ dimension: 'volume', amount: 1500 });
    expect(sizeOf('LARDONS FUMES 2X100G')).toEqual({ dimension: 'mass', amount: 100 });
    expect(sizeOf('CREME FRAICHE 20CL')).toEqual({ dimension: 'volume', amount: 200 });
    expect(sizeOf('BANANES')).toBeNull();
    expect(lineKey('Lait 1/2 Ecr  UHT 1L')).toBe(lineKey('LAIT 1/2 ECR UHT 1L'));
  });

  it('names a new product from the line, spelt out, without its size', () => {
    expect(proposedName('LAIT 1/2 ECR UHT 1L')).toBe('Lait demi écrémé UHT');
    expect(proposedName('LARDONS FUMES 2X100G')).toBe('Lardons fumés');
    expect(proposedName('OEUFS PLEIN AIR X6')).toBe('Œufs plein air');
  });
});

describe('a receipt line’s product', () => {
  it('is given when every word of its name is on the line, and most of the line is its words', () => {
    expect(propose('LAIT 1/2 ECR UHT 1L').match).toMatchObject({ productId: 1 });
    expect(propose('YAOURT NATURE X4').match).toMatchObject({ productId: 4 });
    expect(propose('HUILE OLIVE V.EXTRA 1L').match).toMatchObject({ productId: 6 });
    expect(propose('EMMENTAL RAPE 200G').match).toMatchObject({ productId: 7 });
    expect(propose('COMPOTE POMME X4').match).toMatchObject({ productId: 9 });
    const { confidence = 0 } = propose('LAIT 1/2 ECR UHT 1L').match ?? {};
    expect(confidence).toBeGreaterThanOrEqual(0.8);
    expect(confidence).toBeLessThan(1);
  });

  it('is not given when unsure: suggested instead, with a new product proposed', () => {
    // « Pain » is on the line, but « pain de mie » is not the product « Pain ».
    expect(propose('PAIN DE MIE 500G')).toEqual({
      match: null,
      suggestions: [{ productId: 3, name: 'Pain' }],
      newProduct: { name: 'Pain de mie', categoryId: 3 },
    });
    // Two milks: the line says neither whole nor semi-skimmed.
    const milk = propose('LAIT UHT');
    expect(milk.match).toBeNull();
    expect(milk.suggestions.map((found) => found.productId).sort()).toEqual([1, 2]);
    // Another size is another product.
    expect(propose('CREME FRAICHE 20CL').match).toBeNull();
    expect(propose('CREME FRAICHE 20CL').suggestions).toEqual([{ productId: 8, name: 'Crème fraîche' }]);
    expect(propose('JAMBON BLANC X4').match).toBeNull();
    expect(propose('CAFE MOULU 250G')).toEqual({
      match: null,
      suggestions: [],
      newProduct: { name: 'Café moulu', categoryId: 6 },
    });
  });

  it('is the one the household confirmed for this line, at confidence 1', () => {
    const learned = products[2] as CatalogueProduct;
    expect(proposeFor('PAIN DE MIE 500G', catalogue, learned)).toEqual({
      match: { productId: 3, name: 'Pain', confidence: 1 },
      suggestions: [],
      newProduct: null,
    });
  });
});
