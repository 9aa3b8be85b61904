import { createCalendarFeed, deleteCalendarFeed, getCalendarFeed } from '@glouton/core/api';
import { notFound } from '../../errors.js';
import { route } from '../../http/routes.js';
import type { Calendar } from './calendar.service.js';
import { FEED_REFRESH_SECONDS } from './calendar-document.js';
import { feedAddress } from './feed-address.js';

const SUFFIX = '.ics';
const FEED_NOT_FOUND = 'Calendrier introuvable : créez une nouvelle adresse dans Glouton, menu « Rappels ».';

export function calendarRoutes(calendar: Calendar, publicUrl: string | null) {
  return [
    // The secret leaves the server once, in this answer (and in the idempotency key's stored answer,
    // for a retry within 24 hours: docs/decisions/0043).
    route(createCalendarFeed, async ({ auth, request }) => {
      const secret = await calendar.create(auth.userId);
      return { url: feedAddress(secret, publicUrl, request) };
    }),

    route(deleteCalendarFeed, ({ auth }) => calendar.revoke(auth.userId)),

    // A secret that opens nothing is a 404 in the envelope, like every refusal; a malformed one is the
    // same 404 with the same words (`refusedAsNotFound`, instead of the 400), so nothing tells them apart.
    route(
      getCalendarFeed,
      async ({ params, reply }) => {
        const document = await calendar.feed(params.secret.slice(0, -SUFFIX.length));
        if (document === null) throw notFound(FEED_NOT_FOUND);
        // Private: the answer is the member's own; an hour, as often as the feed asks to be read again.
        await reply
          .type('text/calendar; charset=utf-8')
          .header('cache-control', `private, max-age=${FEED_REFRESH_SECONDS}`)
          .send(document);
      },
      { refusedAsNotFound: FEED_NOT_FOUND },
    ),
  ];
}
