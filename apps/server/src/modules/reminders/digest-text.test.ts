import { describe, expect, it } from 'vitest';
import { sampleText } from './digest-text.js';

describe('the sample sent when nothing expires', () => {
  it('says « 1 jour » in the singular, « 3 jours » in the plural, and points at no example it does not hold', () => {
    expect(sampleText(1)).toMatch(/^Rien ne périme d’ici 1\u00a0jour\. /);
    expect(sampleText(3)).toMatch(/^Rien ne périme d’ici 3\u00a0jours\. /);
    expect(sampleText(3)).not.toContain('ressemblera à celui-ci');
  });
});
