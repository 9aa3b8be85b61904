import {
  getReminderPreview,
  getReminderSettings,
  putReminderSettings,
  sendReminderTest,
  unsubscribeReminders,
} from '@glouton/core/api';
import { AppError } from '../../errors.js';
import { route } from '../../http/routes.js';
import type { RemindersService } from './reminders.service.js';

/** « M'envoyer maintenant » sends real e-mails and notifications: a few tries an hour is plenty. */
const TESTS_PER_HOUR = 10;

export function remindersRoutes(reminders: RemindersService) {
  const testLimit = {
    rateLimit: {
      max: TESTS_PER_HOUR,
      timeWindow: 3_600_000,
      keyGenerator: (request: { auth: { userId: number } }) => `reminder-test:${request.auth.userId}`,
      errorResponseBuilder: () =>
        new AppError('rate-limited', 429, 'Déjà beaucoup d’essais cette heure-ci\u00a0: réessayez plus tard.'),
    },
  };
  return [
    route(getReminderSettings, async ({ auth }) => reminders.settings(auth)),
    route(putReminderSettings, async ({ auth, body }) => reminders.save(auth, body)),
    route(getReminderPreview, async ({ auth }) => reminders.preview(auth)),
    route(sendReminderTest, async ({ auth, body }) => reminders.test(auth, body.channel), testLimit),
    route(unsubscribeReminders, async ({ query }) => reminders.unsubscribe(query.token), { acceptsForm: true }),
  ];
}
