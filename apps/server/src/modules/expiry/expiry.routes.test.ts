import type { ExpiryRead } from '@glouton/core/schemas';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanDotLabel, cleanLabel } from '../../ocr/testing/date-labels.js';
import { type Person, person } from '../../test/households.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ann: Person;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000' });
  // The labels' dates are in 2027: « today » is fixed so that they stay in the window.
  t.clock.advance(Date.parse('2026-11-29T10:00:00Z') - t.clock.now().getTime());
  ann = await person(t.app);
});
afterAll(async () => {
  await t.close();
});

const read = (headers: Record<string, string>, payload: Buffer | string, type = 'image/png') =>
  t.app.inject({
    method: 'POST',
    url: '/api/expiry/read',
    headers: { ...headers, 'content-type': type },
    payload,
  });

// The first photo starts the OCR thread and loads the engine (5–8 s on a quiet core).
describe('POST /api/expiry/read', { timeout: 120_000 }, () => {
  it('reads a DLC from a photo of its label, with the words it was read from', async () => {
    const response = await read(ann.headers, await cleanLabel(['À consommer jusqu’au', '12/03/2027']));
    expect(response.statusCode, response.body).toBe(200);
    const [first] = (response.json() as ExpiryRead).candidates;
    expect(first).toMatchObject({ expiresOn: '2027-03-12', dateKind: 'dlc' });
    expect(first?.text).toMatch(/12\/03\/2027/);
    expect(first?.confidence).toBeGreaterThan(0.5);
  });

  it.each(['jpeg', 'webp'] as const)('reads a DDM from a %s photo', async (format) => {
    const response = await read(ann.headers, await cleanLabel(['DDM 05 MARS 2027'], format), `image/${format}`);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ExpiryRead).candidates[0]).toMatchObject({ expiresOn: '2027-03-05', dateKind: 'ddm' });
  });

  it('reads a date printed in ink-jet dots', async () => {
    const response = await read(ann.headers, await cleanDotLabel(['DDM 03/12/2026']));
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as ExpiryRead).candidates[0], response.body).toMatchObject({
      expiresOn: '2026-12-03',
      dateKind: 'ddm',
    });
  });

  it('reads a label held askew and out of focus, and a dot print held askew (straightened before reading)', async () => {
    const askew = await sharp(await cleanLabel(['DLC', '24/03/2027', 'L40371 11:52']))
      .rotate(-8.5, { background: '#f4f4f4' })
      .blur(1.2)
      .png()
      .toBuffer();
    const printed = await read(ann.headers, askew);
    expect(printed.statusCode, printed.body).toBe(200);
    expect((printed.json() as ExpiryRead).candidates[0]).toMatchObject({ expiresOn: '2027-03-24', dateKind: 'dlc' });

    const dots = await sharp(await cleanDotLabel(['EXP 17 AVR 2027', 'L72899 02:12']))
      .rotate(7, { background: '#ffffff' })
      .png()
      .toBuffer();
    const dotted = await read(ann.headers, dots);
    expect(dotted.statusCode, dotted.body).toBe(200);
    expect((dotted.json() as ExpiryRead).candidates[0]).toMatchObject({ expiresOn: '2027-04-17', dateKind: null });
  });

  it('answers 422 no-date-found for a photo with no date', async () => {
    const response = await read(ann.headers, await cleanLabel(['Lait demi-écrémé', 'Origine France']));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: { code: 'no-date-found', message: 'Aucune date lue\u00a0: prenez la date de plus près.' },
    });
  });

  it('refuses what is not a JPEG, PNG or WebP, whatever its type says (415)', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'binary');
    for (const [payload, type] of [
      [gif, 'image/png'],
      ['not an image', 'image/jpeg'],
      [gif, 'application/octet-stream'],
    ] as const) {
      const response = await read(ann.headers, payload, type);
      expect(response.statusCode, response.body).toBe(415);
      expect(response.json().error.code).toBe('unsupported-media-type');
    }
    const json = await t.app.inject({ method: 'POST', url: '/api/expiry/read', headers: ann.headers, payload: {} });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a photo over 5 MB (413) and a photo without a session (401)', async () => {
    const big = Buffer.concat([await cleanLabel(['12/03/2027']), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await read(ann.headers, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('payload-too-large');
    const anonymous = await read({}, await cleanLabel(['12/03/2027']));
    expect(anonymous.statusCode).toBe(401);
  });

  it('reads one photo of a household at a time: a second sent meanwhile answers 429', async () => {
    const photo = await cleanLabel(['DLC 12/03/2027']);
    const answers = await Promise.all([read(ann.headers, photo), read(ann.headers, photo)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json().error.code).toBe('rate-limited');
    // Another household is not held up by it.
    const bob = await person(t.app);
    expect((await read(bob.headers, photo)).statusCode).toBe(200);
  });

  it('is not offered on another route: an image body elsewhere is refused (415)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { ...ann.headers, 'content-type': 'image/png' },
      // A PNG's signature: small enough for any body limit.
      payload: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported-media-type');
  });
});
