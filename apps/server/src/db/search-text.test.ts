// @engine-independent: pure functions building search text and patterns, no database (decision 0073).
import { describe, expect, it } from 'vitest';
import { containsPattern, productSearchName } from './search-text.js';

describe('productSearchName', () => {
  it('folds the name, then the brand after a line break', () => {
    expect(productSearchName('Crème Fraîche', 'Président')).toBe('creme fraiche\npresident');
    expect(productSearchName('Crème Fraîche', null)).toBe('creme fraiche');
    expect(productSearchName('Crème Fraîche', '  ')).toBe('creme fraiche');
  });
});

describe('containsPattern', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('100%_Crème\\')).toBe('%100\\%\\_creme\\\\%');
  });

  it('never holds a line break, so a search cannot match across the name and the brand', () => {
    expect(containsPattern('fraiche\npresident')).toBe('%fraiche president%');
  });
});
