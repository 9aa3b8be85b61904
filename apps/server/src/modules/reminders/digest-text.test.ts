// @engine-independent: the digest's wording, no database (decision 0073).
import { describe, expect, it } from 'vitest';
import { dayText, sampleText } from './digest-text.js';

describe('the sample sent when nothing expires', () => {
  it('says « 1 jour » in the singular, « 3 jours » in the plural, and points at no example it does not hold', () => {
    expect(sampleText(1)).toMatch(/^Rien ne périme d’ici 1\u00a0jour\. /);
    expect(sampleText(3)).toMatch(/^Rien ne périme d’ici 3\u00a0jours\. /);
    expect(sampleText(3)).not.toContain('ressemblera à celui-ci');
  });
});

describe('the e-mail’s « Rappel du … »', () => {
  it('writes the first of the month « 1er », as French does (Intl wrote « mardi 1 décembre »)', () => {
    expect(dayText('2026-12-01')).toBe('mardi 1er décembre');
    expect(dayText('2026-11-26')).toBe('jeudi 26 novembre');
  });
});
