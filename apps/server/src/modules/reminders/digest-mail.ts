import { digestSectionTitle } from '@glouton/core/domain';
import type { Digest, DigestSectionKind, DigestUnit } from '@glouton/core/schemas';
import type { MailMessage } from '../../mail/mailer.js';
import type { DigestMessage } from './channels.js';
import { dayText, digestTitle, recipesLine, sampleText, unitName, whenText } from './digest-text.js';

/** The colours of the app's labels: red for a DLC past, amber for a DDM past, green for the rest. */
const SECTION_COLOURS: Record<DigestSectionKind, string> = {
  'dlc-passed': '#AC3931',
  today: '#AC3931',
  tomorrow: '#9A3412',
  freeze: '#1D4ED8',
  soon: '#92400E',
  'ddm-passed': '#92400E',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

type Links = { app: string; unsubscribe: string; oneClick: string };

/** The address of a screen of the app (`/Glouton/product/12`). */
const screen = (app: string, path: string) => `${app}/Glouton/${path}`;

/** A unit's page; from « À congeler aujourd’hui ? », the page that offers to freeze it in one tap. */
const unitPage = (app: string, unit: DigestUnit) =>
  screen(app, `product/${unit.productId}${unit.itemIds?.[0] ? `?congeler=${unit.itemIds[0]}` : ''}`);

function textPart(message: DigestMessage, links: Links): string {
  const { digest, sample, recipient } = message;
  const { leadDays } = recipient.settings;
  const lines = [`Bonjour ${recipient.displayName},`, ''];
  if (sample) lines.push(sampleText(leadDays), '');
  for (const section of digest.sections) {
    lines.push(digestSectionTitle(section.kind, leadDays));
    for (const unit of section.units) {
      lines.push(`- ${unitName(unit)} (${whenText(unit, digest.date)}) : ${unitPage(links.app, unit)}`);
    }
    lines.push('');
  }
  const recipes = recipesLine(digest);
  if (recipes) {
    lines.push(recipes);
    for (const recipe of digest.recipes) lines.push(`- ${recipe.name} : ${screen(links.app, `recipe/${recipe.id}`)}`);
    lines.push('');
  }
  lines.push(
    '—',
    `Régler vos rappels : ${screen(links.app, 'reminders')}`,
    `Ne plus recevoir ces e-mails : ${links.unsubscribe}`,
  );
  return lines.join('\n');
}

function htmlSections(digest: Digest, leadDays: number, app: string): string {
  return digest.sections
    .map((section) => {
      const colour = SECTION_COLOURS[section.kind];
      const items = section.units
        .map(
          (unit) =>
            `<li style="margin:4px 0"><a href="${escapeHtml(unitPage(app, unit))}" style="color:#012A36;font-weight:bold">${escapeHtml(unitName(unit))}</a> <span style="color:#555">— ${escapeHtml(whenText(unit, digest.date))}</span></li>`,
        )
        .join('');
      return `<h2 style="font-size:17px;margin:20px 0 6px;color:${colour}">${escapeHtml(digestSectionTitle(section.kind, leadDays))}</h2><ul style="margin:0;padding-left:20px">${items}</ul>`;
    })
    .join('');
}

function htmlPart(message: DigestMessage, links: Links): string {
  const { digest, sample, recipient } = message;
  const { leadDays } = recipient.settings;
  const recipes = digest.recipes
    .map(
      (recipe) =>
        `<li style="margin:4px 0"><a href="${escapeHtml(screen(links.app, `recipe/${recipe.id}`))}" style="color:#2F6F53;font-weight:bold">${escapeHtml(recipe.name)}</a></li>`,
    )
    .join('');
  return `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(digestTitle(digest, sample))}</title></head>
<body style="margin:0;background:#FAFAFA;font-family:Arial,Helvetica,sans-serif;color:#012A36;font-size:16px;line-height:1.4">
<div style="max-width:560px;margin:0 auto;padding:20px">
<p style="font-size:22px;font-weight:bold;color:#49A078;margin:0 0 12px">Glouton</p>
<p>Bonjour ${escapeHtml(recipient.displayName)},</p>
${sample ? `<p>${escapeHtml(sampleText(leadDays))}</p>` : ''}
${htmlSections(digest, leadDays, links.app)}
${recipes ? `<h2 style="font-size:17px;margin:20px 0 6px">À cuisiner</h2><ul style="margin:0;padding-left:20px">${recipes}</ul>` : ''}
<p style="margin-top:28px;font-size:13px;color:#555">Rappel du ${escapeHtml(dayText(digest.date))}. <a href="${escapeHtml(screen(links.app, 'reminders'))}" style="color:#555">Régler vos rappels</a> · <a href="${escapeHtml(links.unsubscribe)}" style="color:#555">Ne plus recevoir ces e-mails</a></p>
</div></body></html>`;
}

/**
 * The digest as an e-mail: a French HTML message and its plain-text part, each entry linking to its
 * product page, and an unsubscribe link that works without logging in — also as the `List-Unsubscribe`
 * headers a mail client offers as one click (RFC 8058).
 */
export function digestMail(message: DigestMessage, links: Links): MailMessage {
  return {
    to: message.recipient.email,
    subject: digestTitle(message.digest, message.sample),
    text: textPart(message, links),
    html: htmlPart(message, links),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
