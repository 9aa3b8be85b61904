import { describe, expect, it } from 'vitest';
import { parseCents } from './amounts.js';
import { parseReceipt } from './parse-receipt.js';
import { drawReceipt, RECEIPT_LAYOUTS } from './testing/receipt-text.js';

const today = '2026-11-29';
const read = (text: string) => parseReceipt(text, { today });

describe('parseReceipt: a Carrefour receipt', () => {
  const receipt = read(
    [
      'CARREFOUR MARKET',
      '12 RUE DE LA PAIX 75002 PARIS',
      '28/11/2026 18:32  CAISSE 4',
      'LAIT 1/2 ECR UHT 1L            1,05',
      'YAOURT NATURE X4               3,78',
      '   2 x 1,89',
      'TOMATES GRAPPE                 2,04',
      '   0,512 kg x 3,99 EUR/kg',
      'REMISE FIDELITE               -0,50',
      'CONSIGNE BOUTEILLE             0,20',
      'SOUS TOTAL                     7,07',
      'TOTAL A PAYER                  6,57',
      'CB EMV                         6,57',
      'TVA 5,50%                      0,34',
    ].join('\n'),
  );

  it('reads the store, the date, the total and each line with its kind', () => {
    expect(receipt).toMatchObject({ store: 'Carrefour Market', purchasedOn: '2026-11-28', totalCents: 657 });
    expect(receipt.lines).toEqual([
      {
        index: 0,
        text: 'LAIT 1/2 ECR UHT 1L',
        quantity: 1,
        unitPriceCents: 105,
        amountCents: 105,
        weightGrams: null,
        kind: 'item',
      },
      {
        index: 1,
        text: 'YAOURT NATURE X4',
        quantity: 2,
        unitPriceCents: 189,
        amountCents: 378,
        weightGrams: null,
        kind: 'item',
      },
      {
        index: 2,
        text: 'TOMATES GRAPPE',
        quantity: 1,
        unitPriceCents: 399,
        amountCents: 204,
        weightGrams: 512,
        kind: 'item',
      },
      {
        index: 3,
        text: 'REMISE FIDELITE',
        quantity: 1,
        unitPriceCents: -50,
        amountCents: -50,
        weightGrams: null,
        kind: 'discount',
      },
      {
        index: 4,
        text: 'CONSIGNE BOUTEILLE',
        quantity: 1,
        unitPriceCents: 20,
        amountCents: 20,
        weightGrams: null,
        kind: 'deposit',
      },
    ]);
    expect(receipt.sumCheck).toEqual({ itemsCents: 707, discountsCents: -50, totalCents: 657, ok: true });
  });

  it('reads an amount whose VAT letter A was read « h », a speck of the paper’s edge after it or before a total', () => {
    const receipt = read(
      ['LIDL', 'Lait demi-ecreme 1,05 h', 'Beurre doux 2,59 A i', 'Bon de reduction -0,50 € j', '+ Total 3,14'].join(
        '\n',
      ),
    );
    expect(receipt.lines.map((line) => [line.text, line.amountCents])).toEqual([
      ['Lait demi-ecreme', 105],
      ['Beurre doux', 259],
      ['Bon de reduction', -50],
    ]);
    expect(receipt.sumCheck.ok).toBe(true);
  });

  it('reads euros of one lookalike (« B,97 » for 8,97), never a word (« SOS »)', () => {
    const receipt = read(['EAU MINERALE 6X1,5L', '3 x 2,99 B,97 €', 'LAIT O,95', 'TOTAL 9,92'].join('\n'));
    expect(receipt.lines.map((line) => line.amountCents)).toEqual([897, 95]);
    expect(receipt.sumCheck.ok).toBe(true);
    expect(read(['CAFE SOS', 'TOTAL 1,00'].join('\n')).lines).toEqual([]);
  });
});

describe('parseReceipt: what it refuses to call checked', () => {
  it('says the sum does not hold when a line was lost or misread', () => {
    const receipt = read(['LIDL', 'Lait demi-ecreme 1,05 A', 'Beurre doux 2,59 A', 'Total 4,64'].join('\n'));
    expect(receipt.sumCheck).toEqual({ itemsCents: 364, discountsCents: 0, totalCents: 464, ok: false });
  });

  it('is not checked when a weighed detail could not be read, though the amounts add up', () => {
    // « 1,331 kg » read « 1,33L kg »: not an article of that name; its weight is unknown.
    const lines = ['INTERMARCHE', 'POMMES GALA', '1,33L kg x 2,49 EUR/kg 3,31', 'CAMEMBERT 2,35', 'TOTAL A PAYER 5,66'];
    expect(read(lines.join('\n')).sumCheck).toMatchObject({ totalCents: 566, ok: false });
    const right = read(lines.with(2, '1,331 kg x 2,49 EUR/kg 3,31').join('\n'));
    expect(right.sumCheck.ok).toBe(true);
    expect(right.lines[0]).toMatchObject({ text: 'POMMES GALA', weightGrams: 1331, amountCents: 331 });
  });

  it('is not checked when misreads cancel out but a detail or the sub-total disagrees', () => {
    // OCR read 0,80 as 6,80 and -0,50 as -6,50: the sum holds by chance, the weighed detail does not.
    const weighed = read(
      ['BANANES 6,80', '   0,400 kg x 1,99 EUR/kg', 'PROMO IMMEDIATE -6,50', 'PAIN 1,10', 'TOTAL A PAYER 1,40'].join(
        '\n',
      ),
    );
    expect(weighed.sumCheck).toMatchObject({ itemsCents: 790, discountsCents: -650, totalCents: 140, ok: false });
    // A multi-buy whose own amount is not its quantity × price (E.Leclerc's layout).
    expect(read(['YAOURT X4', '   3 x 1,89    6,67 €', 'TOTAL 6,67'].join('\n')).sumCheck.ok).toBe(false);
    expect(read(['YAOURT X4', '   3 x 1,89    5,67 €', 'TOTAL 5,67'].join('\n')).sumCheck.ok).toBe(true);
    // A multi-buy whose count was misread past knowing: its amount is right, its quantity is not known.
    expect(read(['OEUFS X6', '# x 2,79 11,16 €', 'TOTAL 11,16'].join('\n')).sumCheck.ok).toBe(false);
    // « & » for 4, only where 4 × the price gives the amount.
    const amp = read(['OEUFS X6', '& x 2,79 11,16 €', 'TOTAL 11,16'].join('\n'));
    expect(amp.lines[0]).toMatchObject({ text: 'OEUFS X6', quantity: 4, unitPriceCents: 279, amountCents: 1116 });
    expect(amp.sumCheck.ok).toBe(true);
    expect(read(['OEUFS X6', '& x 2,79 8,37 €', 'TOTAL 8,37'].join('\n')).sumCheck.ok).toBe(false);
    const after = read(['BEURRE DOUX 10,36', 'à x 2,59', 'TOTAL 10,36'].join('\n'));
    expect(after.lines).toMatchObject([{ quantity: 4, unitPriceCents: 259, amountCents: 1036 }]);
    expect(read(['BEURRE DOUX 10,36', '# x 2,59', 'TOTAL 10,36'].join('\n')).sumCheck.ok).toBe(false);
    // The sub-total says the articles add up to 3,05: the 2,59 read 8,59 and the 6,50 read 0,50 cancel out.
    const subTotal = ['LAIT 1,05', 'BEURRE 8,59', 'REMISE -6,50', 'SOUS TOTAL 3,64', 'TOTAL A PAYER 3,14'];
    expect(read(subTotal.join('\n')).sumCheck.ok).toBe(false);
    const right = ['LAIT 1,05', 'BEURRE 2,59', 'REMISE -0,50', 'SOUS TOTAL 3,64', 'TOTAL A PAYER 3,14'];
    expect(read(right.join('\n')).sumCheck.ok).toBe(true);
  });

  it('leaves out a lone mark OCR read at the end or the start of a line', () => {
    const receipt = read(['RIZ LONG 1KG 1,89 ( :', ', PAIN 1,10', 'ê TOTAL A PAYER 2,99 : .'].join('\n'));
    expect(receipt.lines.map((line) => [line.text, line.amountCents])).toEqual([
      ['RIZ LONG 1KG', 189],
      ['PAIN', 110],
    ]);
    expect(receipt.sumCheck.ok).toBe(true);
  });

  it('is not checked without a total, nor without an article', () => {
    expect(read('CARREFOUR\nLAIT 1,05\nBEURRE 2,59').sumCheck.ok).toBe(false);
    expect(read('TOTAL A PAYER 0,00').sumCheck.ok).toBe(false);
    expect(read('')).toMatchObject({ store: null, purchasedOn: null, totalCents: null, lines: [] });
  });

  it('leaves the payment and VAT blocks out, and reads a total printed on the next line', () => {
    const receipt = read(['AUCHAN', 'PAIN 1,10', 'TOTAL A PAYER', '1,10', 'CB 1,10', 'RENDU 0,00'].join('\n'));
    expect(receipt).toMatchObject({ store: 'Auchan', totalCents: 110, sumCheck: { ok: true } });
    expect(receipt.lines).toHaveLength(1);
  });

  it('never takes a future day, nor one of long ago, for the purchase', () => {
    expect(read('01/12/2026\n15/11/2026\nPAIN 1,10').purchasedOn).toBe('2026-11-15');
    expect(read('15/11/2019\nPAIN 1,10').purchasedOn).toBeNull();
    expect(read('31/02/2026\nPAIN 1,10').purchasedOn).toBeNull();
  });
});

describe('parseCents', () => {
  it.each([
    ['1,05', 105],
    ['1.05', 105],
    ['-0,50', -50],
    ['0,50-', -50],
    ['12,34 €', 1234],
    ['1,O5', 105],
    ['abc', null],
    ['1,5', null],
  ])('%j → %j', (text, cents) => expect(parseCents(text)).toBe(cents));
});

describe('parseReceipt: every generated receipt reads back its truth', () => {
  it.each(RECEIPT_LAYOUTS)('%s: 60 receipts', (layout) => {
    for (let seed = 1; seed <= 60; seed++) {
      const { text, truth } = drawReceipt(seed, layout);
      expect(read(text), `${layout} #${seed}\n${text}`).toEqual(truth);
    }
  });
});

describe('parseReceipt: a detail OCR damaged', () => {
  it('reads « kg » read « ka » or « ky », the weight × price still deciding', () => {
    const receipt = read(['LIDL', '1,711 ka x 1,49 EUR/kg', 'Carottes vrac 2,55 A', 'Total 2,55'].join('\n'));
    expect(receipt.lines[0]).toMatchObject({ weightGrams: 1711, unitPriceCents: 149, amountCents: 255 });
    expect(receipt.sumCheck.ok).toBe(true);
    expect(read(['POMMES 1,08', '0,432 ky x 2,49 EUR/kg', 'TOTAL 1,08'].join('\n')).lines[0]).toMatchObject({
      weightGrams: 432,
    });
  });

  it('does not check a receipt whose detail could not be read, even when the amounts add up', () => {
    // « 3 x 1,05 » read « 3 x 1,5 »: the article's 3,15 is right, its quantity unknown.
    expect(read(['EAU MINERALE 6X1,5L 2,99', '3 x 1,5', 'JAMBON 3,15', 'TOTAL 6,14'].join('\n')).sumCheck.ok).toBe(
      false,
    );
    expect(read(['1,711 kz x 1,49 EUR/kg', 'Carottes vrac 2,55 A', 'Total 2,55'].join('\n')).sumCheck.ok).toBe(false);
  });
});
