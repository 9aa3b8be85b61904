import type { PushService } from '../push/index.js';
import { DIGEST_TOPIC } from '../push/index.js';
import type { DigestChannel } from './channels.js';
import { digestLines, digestTitle, recipesLine, sampleText } from './digest-text.js';

/**
 * The digest as a notification on every device the member allowed (the push module sends it: each
 * device within its time limit, a device gone removed, a failure left for the next digest). One
 * product: its page opens; more: « Rappels », where today's digest links to each. « Ajouter à la
 * liste » puts the digest's products on the list.
 */
export function createPushChannel(push: Pick<PushService, 'configured' | 'deviceCount' | 'send'>): DigestChannel {
  return {
    name: 'push',
    available: push.configured,
    reaches: async (recipient) => (await push.deviceCount(recipient.userId)) > 0,
    async send({ recipient, digest, sample }) {
      const productIds = [
        ...new Set(digest.sections.flatMap((section) => section.units.map((unit) => unit.productId))),
      ];
      const lines = sample
        ? [sampleText(recipient.settings.leadDays)]
        : digestLines(digest, recipient.settings.leadDays);
      const recipes = recipesLine(digest);
      if (recipes) lines.push(recipes);
      const deliveries = await push.send(recipient.userId, {
        title: digestTitle(digest, sample),
        body: lines.join('\n'),
        url: productIds.length === 1 ? `/product/${productIds[0]}` : '/reminders',
        productIds,
        topic: DIGEST_TOPIC,
      });
      return {
        delivered: deliveries.filter((delivery) => delivery.outcome === 'delivered').length,
        failed: deliveries.filter((delivery) => delivery.outcome === 'failed').length,
      };
    },
  };
}
