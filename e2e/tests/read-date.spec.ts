import { cleanLabel } from '../../apps/server/src/ocr/testing/date-labels.js';
import { createProduct } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { cameraLaunchOptions } from '../support/chromium.js';
import { ensureDateCameraVideo, printedDayFromToday } from '../support/date-camera.js';
import { expect, openHome, type Page, test } from '../support/signed-in.js';

// The phone's camera films a pack's printed date, 20 days ahead, in the middle of the picture.
const PRINTED = printedDayFromToday(20);
const CAMERA_VIDEO = await ensureDateCameraVideo(['À consommer jusqu’au', PRINTED]);

test.use({
  viewport: { width: 360, height: 780 },
  permissions: ['camera'],
  launchOptions: cameraLaunchOptions(CAMERA_VIDEO),
});

/**
 * Every camera stream the page opens, kept where the journey can ask whether a track is still live
 * (« no track left open »), and the picture sent to be read (DevTools does not hand a Blob body over);
 * `refuse` makes the camera answer as a person who said no.
 */
async function watchCamera(page: Page, { refuse = false } = {}) {
  await page.addInitScript((refused) => {
    const streams: MediaStream[] = [];
    Object.assign(window, { __cameraStreams: streams });
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const body = init?.body;
      if (String(input).endsWith('/expiry/read') && body instanceof Blob) {
        const bitmap = await createImageBitmap(body);
        Object.assign(window, { __sentPicture: { type: body.type, width: bitmap.width, height: bitmap.height } });
      }
      return send(input, init);
    };
    const media = navigator.mediaDevices;
    const open = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      if (refused) throw new DOMException('Permission denied', 'NotAllowedError');
      const stream = await open(constraints);
      streams.push(stream);
      return stream;
    };
  }, refuse);
}

const liveTracks = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __cameraStreams: MediaStream[] }).__cameraStreams
        .flatMap((stream) => stream.getTracks())
        .filter((track) => track.readyState === 'live').length,
  );

const sentPicture = async (page: Page) => {
  await page.waitForFunction(() => '__sentPicture' in window);
  return page.evaluate(
    () => (window as unknown as { __sentPicture: { type: string; width: number; height: number } }).__sentPicture,
  );
};

async function openAddUnits(page: Page) {
  await openHome(page);
  const yogurts = await createProduct(page, 'Yaourts nature', null);
  await page.goto(`product/${yogurts.id}`);
  const cupboard = page.getByRole('region', { name: /Dans le placard/ });
  await cupboard.getByRole('button', { name: 'Ajouter des unités' }).click();
  return { cupboard, sheet: page.getByRole('dialog', { name: 'Ajouter des unités' }) };
}

test('« Lire la date »: the camera films the pack’s date in the guide box, read into a unit with one tap', async ({
  page,
}) => {
  await watchCamera(page);
  const { cupboard, sheet } = await openAddUnits(page);

  await sheet.getByRole('button', { name: 'Lire la date' }).click();
  const camera = sheet.getByRole('region', { name: 'Caméra pour lire la date' });
  await expect(camera).toContainText('Placez la date dans le cadre');
  const read = camera.getByRole('button', { name: 'Lire' });
  await expect(read).toBeFocused();
  await expect(read).not.toHaveAttribute('aria-busy', 'true');
  await expectNoSeriousA11yViolations(page, 'date sheet: the camera and its guide box');
  await read.click();

  // What leaves is the part under the box (3:1, grown by a quarter of its height on each side), not the frame.
  const picture = await sentPicture(page);
  expect(picture.type).toBe('image/jpeg');
  expect(picture.width).toBeLessThan(1280);
  expect(picture.width / picture.height).toBeCloseTo(3.5 / 1.5, 1);

  const proposal = sheet.getByRole('region', { name: 'Date lue' });
  await expect(proposal).toContainText(PRINTED, { timeout: 30_000 });
  await expect(proposal).toContainText('DLC · Date limite de consommation');
  // The picture is taken: the camera is off while the date waits for the tap, and nothing is added yet.
  await expect(camera).toBeHidden();
  expect(await liveTracks(page)).toBe(0);
  await expect(cupboard).not.toContainText(PRINTED);
  await proposal.getByRole('button', { name: `Utiliser le ${PRINTED}` }).click();
  await expect(sheet).toBeHidden();
  await expect(cupboard).toContainText(PRINTED);

  // Closing the sheet while the camera films leaves no track open.
  await cupboard.getByRole('button', { name: 'Ajouter des unités' }).click();
  await sheet.getByRole('button', { name: 'Lire la date' }).click();
  await expect(camera.getByRole('button', { name: 'Lire' })).not.toHaveAttribute('aria-busy', 'true');
  expect(await liveTracks(page)).toBe(1);
  await sheet.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(sheet).toBeHidden();
  expect(await liveTracks(page)).toBe(0);
});

test('« Lire la date »: the camera refused, the reason is given and a photo of the pack is read instead', async ({
  page,
}) => {
  await watchCamera(page, { refuse: true });
  const { cupboard, sheet } = await openAddUnits(page);

  await sheet.getByRole('button', { name: 'Lire la date' }).click();
  await expect(sheet.getByRole('alert')).toContainText('Accès à la caméra refusé');
  await expect(sheet.getByRole('alert')).toContainText('Vous pouvez prendre une photo de la date à la place.');
  await expect(sheet.getByRole('button', { name: 'Prendre une photo' })).toBeFocused();

  // The photo a phone's camera would give: the label's words and its date, printed.
  const printed = printedDayFromToday(12);
  await sheet.getByLabel('Photo de la date').setInputFiles({
    name: 'date.png',
    mimeType: 'image/png',
    buffer: await cleanLabel(['À consommer jusqu’au', printed]),
  });
  const read = sheet.getByRole('region', { name: 'Date lue' });
  await expect(read).toContainText(printed, { timeout: 20_000 });
  await expect(read).toContainText('DLC · Date limite de consommation');
  // Nothing is added before the tap.
  await expect(cupboard).not.toContainText(printed);
  await read.getByRole('button', { name: `Utiliser le ${printed}` }).click();
  await expect(sheet).toBeHidden();
  await expect(cupboard).toContainText(printed);
});
