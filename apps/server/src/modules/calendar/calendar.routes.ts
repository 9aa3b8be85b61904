import { createCalendarFeed, deleteCalendarFeed, getCalendarFeed } from '@glouton/core/api';
import { route } from '../../http/routes.js';
import type { Calendar } from './calendar.service.js';
import { FEED_REFRESH_SECONDS } from './calendar-document.js';
import { feedAddress } from './feed-address.js';

const SUFFIX = '.ics';

export function calendarRoutes(calendar: Calendar, publicUrl: string | null) {
  return [
    // The secret leaves the server once, in this answer (and in the idempotency key's stored answer,
    // for a retry within 24 hours: docs/decisions/0043).
    route(createCalendarFeed, async ({ auth, request }) => {
      const secret = await calendar.create(auth.userId);
      return { url: feedAddress(secret, publicUrl, request) };
    }),

    route(deleteCalendarFeed, ({ auth }) => calendar.revoke(auth.userId)),

    // Read by calendar apps, which show no error: a secret that opens nothing is a bare 404, the same
    // for a malformed one (`emptyNotFound`, instead of the envelope's 400), so nothing tells them apart.
    route(
      getCalendarFeed,
      async ({ params, reply }) => {
        const document = await calendar.feed(params.secret.slice(0, -SUFFIX.length));
        if (document === null) {
          await reply.status(404).send();
          return;
        }
        // Private: the answer is the member's own; an hour, as often as the feed asks to be read again.
        await reply
          .type('text/calendar; charset=utf-8')
          .header('cache-control', `private, max-age=${FEED_REFRESH_SECONDS}`)
          .send(document);
      },
      { emptyNotFound: true },
    ),
  ];
}
