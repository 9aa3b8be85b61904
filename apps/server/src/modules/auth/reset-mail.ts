import type { MailMessage } from '../../mail/mailer.js';

/** The French e-mail carrying a « mot de passe oublié » link. Plain text: every mail app shows it. */
export function resetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Glouton\u00a0: choisir un nouveau mot de passe',
    text: [
      'Bonjour,',
      '',
      `Quelqu’un (vous, sans doute) a demandé à changer le mot de passe du compte Glouton ${to}.`,
      'Pour choisir un nouveau mot de passe, ouvrez ce lien\u00a0:',
      '',
      link,
      '',
      'Ce lien ne sert qu’une fois et n’est valable qu’une heure. Une fois le mot de passe changé, vos autres',
      'appareils sont déconnectés.',
      '',
      'Si vous n’avez rien demandé, ignorez ce message\u00a0: votre mot de passe reste le même.',
      '',
      'Glouton',
    ].join('\n'),
  };
}
