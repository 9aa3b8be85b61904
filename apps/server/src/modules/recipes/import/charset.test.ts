// @engine-independent: decodes pages, no database (decision 0073).
import { describe, expect, it } from 'vitest';
import { charsetFromContentType, decodeHtml } from './charset.js';

const latin1 = (text: string) => Uint8Array.from(Array.from(text, (char) => char.charCodeAt(0)));

describe('decodeHtml', () => {
  it('reads UTF-8 by default', () => {
    expect(decodeHtml(new TextEncoder().encode('<p>Crème brûlée</p>'), 'text/html')).toBe('<p>Crème brûlée</p>');
  });

  it('follows the charset of the header', () => {
    expect(decodeHtml(latin1('<p>Crème</p>'), 'text/html; charset=ISO-8859-1')).toBe('<p>Crème</p>');
  });

  it('follows <meta charset> and <meta http-equiv>', () => {
    expect(
      decodeHtml(
        latin1('<meta charset="windows-1252"><p>Œuf à 2 €</p>'.replace('Œ', '\x8c').replace('€', '\x80')),
        null,
      ),
    ).toBe('<meta charset="windows-1252"><p>Œuf à 2 €</p>');
    const equiv = '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"><p>Pâte</p>';
    expect(decodeHtml(latin1(equiv), 'text/html')).toBe(equiv);
  });

  it('lets a UTF-8 BOM win, and survives an unknown charset', () => {
    const bom = Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('é')]);
    expect(decodeHtml(bom, 'text/html; charset=iso-8859-1')).toBe('é');
    expect(decodeHtml(new TextEncoder().encode('é'), 'text/html; charset=klingon')).toBe('é');
  });

  it('takes the first charset of a meta tag, quoted or not', () => {
    expect(decodeHtml(latin1("<meta charset = ' latin1'><p>\xe9</p>"), null)).toBe(
      "<meta charset = ' latin1'><p>é</p>",
    );
    expect(decodeHtml(latin1('<metadata charset=latin1><p>\xe9</p>'), null)).toBe(
      '<metadata charset=latin1><p>\ufffd</p>',
    );
  });

  it('reads a hostile head in linear time', () => {
    // 100 unclosed "<meta" then "charset=" and spaces: the old pattern took about 2 s on these 4 KB (the
    // most it sniffs). Read 20 times: the old pattern would take far beyond this test's time limit (20 s).
    const head = `${'<meta'.repeat(100)} charset=${' '.repeat(3500)}`;
    for (let read = 0; read < 20; read++) {
      expect(decodeHtml(latin1(`${head}<p>\xe9</p>`), null)).toContain('\ufffd');
    }
  });

  it('reads the charset parameter', () => {
    expect(charsetFromContentType('text/html;charset="utf-8"')).toBe('utf-8');
    expect(charsetFromContentType('text/html')).toBeNull();
    expect(charsetFromContentType(null)).toBeNull();
  });
});
