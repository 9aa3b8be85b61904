import { isIP } from 'node:net';

/**
 * The VAPID subject: who push services contact about our server (RFC 8292), `mailto:` or an https URL.
 * Apple's push service refuses a JWT whose subject is not a real contact (`localhost`, `.local`,
 * `.invalid`…): every push to an iPhone would fail, so such a subject is refused at start.
 */

/** Names that are nobody's contact: special-use (RFC 6761, 6762) and the usual home-network ones. */
const NOT_REAL = /(^|\.)(localhost|local|invalid|test|example|internal|lan|home\.arpa)$/;

/** Why this domain is no contact, in French; null when it can be one. */
function domainProblem(domain: string): string | null {
  const name = domain.toLowerCase().replace(/\.$/, '');
  if (isIP(name.replace(/^\[|\]$/g, '')) !== 0) return 'une adresse IP n’est pas un contact';
  if (NOT_REAL.test(name)) return `« ${name} » n’est pas un vrai domaine (Apple refuse localhost, .local, .invalid…)`;
  if (!/^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/.test(name)) {
    return `« ${name} » n’est pas un nom de domaine complet`;
  }
  return null;
}

/** Why `subject` cannot be a VAPID subject (French, for « Configuration invalide : »); null when it can. */
export function vapidSubjectProblem(subject: string): string | null {
  let url: URL;
  try {
    url = new URL(subject);
  } catch {
    return 'attendu : mailto:adresse@domaine.fr ou https://domaine.fr';
  }
  if (url.protocol === 'mailto:') {
    const address = decodeURIComponent(url.pathname);
    const at = address.lastIndexOf('@');
    if (at < 1 || /[\s,?]/.test(address)) return 'attendu : mailto: suivi d’une seule adresse e-mail';
    return domainProblem(address.slice(at + 1));
  }
  if (url.protocol === 'https:') {
    if (url.username || url.password) return 'pas d’identifiant ni de mot de passe dans l’adresse';
    return domainProblem(url.hostname);
  }
  return 'attendu : mailto:adresse@domaine.fr ou https://domaine.fr (ni http, ni autre chose)';
}

/**
 * The subject when VAPID_SUBJECT is not set: the app's https address (PUBLIC_URL), else the e-mails'
 * sender (MAIL_FROM) as `mailto:`. One that would be refused is skipped (a server at https://glouton.local
 * keeps starting as before, without push); null: push stays off.
 */
export function derivedVapidSubject(publicUrl: string, mailFrom: string): string | null {
  const candidates: string[] = [];
  if (publicUrl.startsWith('https://')) {
    try {
      candidates.push(new URL(publicUrl).origin);
    } catch {
      // PUBLIC_URL's own check says what is wrong with it.
    }
  }
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom;
  if (address.includes('@')) candidates.push(`mailto:${address.trim()}`);
  return candidates.find((candidate) => vapidSubjectProblem(candidate) === null) ?? null;
}
