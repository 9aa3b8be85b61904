import { createProduct } from '../support/api.js';
import { expectNoSeriousA11yViolations } from '../support/axe.js';
import { callApi, decryptedFor, newPushDevice, serverClockAt } from '../support/push.js';
import { expect, openHome, test } from '../support/signed-in.js';

// Chromium here cannot subscribe at its real push service (offline, and Playwright's contexts are
// incognito, where push is refused): the phone's subscription is made at the local push service, which
// checks the server's VAPID signature and decrypts what the server sent. That decrypted payload is then
// handed to the page's service worker as Chromium's push service would (CDP deliverPushMessage).
test.use({ serviceWorkers: 'allow', permissions: ['notifications'] });

type Shown = {
  title: string;
  body: string;
  tag: string;
  actions: string[];
  data: { open: string; addToList: string | null };
};

test('a reminder reaches the phone: the server sends it, the service worker shows « Voir » and « Ajouter à la liste »', async ({
  page,
  context,
}) => {
  await openHome(page);
  const yaourt = await createProduct(page, 'Yaourt e2e', 1);
  const creme = await createProduct(page, 'Crème e2e', 2);
  // The app's service worker, installed a few seconds after the first screen (decision 0031).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // The phone's subscription, given to the server with the person's session.
  const subscription = await newPushDevice();
  const device = await callApi<{ id: number }>(page, 'POST', '/me/push-subscriptions', subscription, 201);
  // The server sends a test notification to this device…
  expect(await callApi(page, 'POST', `/me/push-subscriptions/${device.id}/test`)).toEqual({ outcome: 'delivered' });
  // …and, at 18:00 in Paris (the default hour), the day's digest: the server's clock is moved there and
  // its round of digests runs, as every minute's does.
  const me = await callApi<{ user: { id: number } }>(page, 'GET', '/me');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const round = await serverClockAt(page, parisEvening(today));
  expect(round.sent).toContainEqual({ userId: me.user.id, units: 2, delivered: 1, failed: 0 });
  const payloads = await decryptedFor(subscription);
  expect(payloads).toHaveLength(2);
  // The other journeys run on the real time again.
  await serverClockAt(page, new Date());

  // Chromium's side: each decrypted payload reaches the page's service worker as a push.
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => entry.scopeURL.endsWith('/Glouton/') && !entry.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = await registered;
  const origin = new URL(page.url()).origin;
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const notifications = await registration.getNotifications();
      return notifications.map((notification) => ({
        title: notification.title,
        body: notification.body,
        tag: notification.tag,
        actions: ((notification as unknown as { actions: { title: string }[] }).actions ?? []).map((a) => a.title),
        data: notification.data,
      }));
    });
  // One push at a time, each waited for as a phone shows it. Under load, a push CDP hands to a worker that
  // is still waking up can be dropped (Chromium's delivery, not the app's): it is handed again.
  for (const [index, data] of payloads.entries()) {
    await expect
      .poll(
        async () => {
          if ((await shown()).length > index) return true;
          await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data });
          return (await shown()).length > index;
        },
        { intervals: [1000, 2000, 3000] },
      )
      .toBe(true);
  }
  await expect.poll(async () => (await shown()).length).toBe(2);
  const notifications = (await shown()) as Shown[];
  const scope = new URL('/Glouton/', origin).href;
  expect(notifications.find((notification) => notification.tag === 'essai')).toMatchObject({
    title: 'Glouton',
    body: 'Les notifications arrivent bien sur cet appareil.',
    actions: ['Voir'],
  });
  const reminder = notifications.find((notification) => notification.tag === 'rappel-du-jour');
  expect(reminder).toEqual({
    title: '2 produits à surveiller',
    body: 'À consommer demain\u00a0: Yaourt e2e\nÀ consommer d’ici 3\u00a0jours\u00a0: Crème e2e',
    tag: 'rappel-du-jour',
    actions: ['Voir', 'Ajouter à la liste'],
    data: { open: `${scope}reminders`, addToList: `${scope}shopping-list?ajouter=${yaourt.id},${creme.id}` },
  });

  // « Ajouter à la liste » opens that address: the page adds the products with the session, and says so.
  await page.goto(reminder?.data.addToList ?? '');
  await expect(page.getByText('Yaourt e2e et Crème e2e sont sur la liste de courses.')).toBeVisible();
  const toBuy = page.getByRole('region', { name: 'À acheter' });
  await expect(toBuy.getByText('Yaourt e2e')).toBeVisible();
  await expect(toBuy.getByText('Crème e2e')).toBeVisible();
  await expect(page).toHaveURL(/\/shopping-list$/);
  await expectNoSeriousA11yViolations(page, 'shopping list after « Ajouter à la liste »');
});

/** 18:30 in Paris on that day, whatever the season (UTC+1 in winter, UTC+2 in summer). */
function parisEvening(day: string): Date {
  const winter = new Date(`${day}T17:30:00Z`);
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }).format(winter),
  );
  return hour === 18 ? winter : new Date(`${day}T16:30:00Z`);
}

test('« Rappels » on a 360 px phone: a channel this server cannot send through is off and disabled, and says who can turn it on', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openHome(page);
  await page.goto('reminders');
  // This server sends notifications (VAPID_SUBJECT) but no e-mail (no SMTP_URL).
  const email = page.getByRole('switch', { name: 'E-mail' });
  await expect(email).toHaveAttribute('aria-checked', 'false');
  await expect(email).toHaveAttribute('aria-disabled', 'true');
  const why = page.getByText(/^Ce serveur n’envoie pas d’e-mails\s: la personne qui l’héberge peut les activer/);
  await expect(why).toBeVisible();
  await expect(email).toHaveAccessibleDescription(/SMTP_URL, MAIL_FROM et PUBLIC_URL/);
  // A tap changes nothing, here or on the server (forced: Playwright does not tap what says it is disabled).
  await email.click({ force: true });
  await expect(email).toHaveAttribute('aria-checked', 'false');
  expect((await callApi<{ channels: { email: boolean } }>(page, 'GET', '/me/reminders')).channels.email).toBe(false);
  await expect(page.getByRole('switch', { name: 'Notifications' })).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page, '« Rappels » with a channel the server cannot use');
});
