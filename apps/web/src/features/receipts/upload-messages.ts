import { ApiError, NETWORK_ERROR_CODE } from '../../lib/api-client';

// What the person reads when a receipt could not be read, one sentence per reason, each saying what to
// do next (decision 0071).

export type UploadFailure =
  /** No network: the receipt is kept on the device and sent when it comes back. */
  | { kind: 'offline' }
  /** The server is busy or reading another photo of the household: the same file will do later. */
  | { kind: 'later'; message: string }
  /** This file will not be read as it is: another photo, another file. */
  | { kind: 'refused'; message: string };

const REFUSED: Partial<Record<string, string>> = {
  'payload-too-large': 'Le fichier dépasse 10\u00a0Mo, même réduit. Reprenez la photo de plus près ou envoyez le PDF.',
  'unsupported-media-type':
    'Ce fichier n’est ni une photo (JPEG, PNG, WebP) ni un PDF. Choisissez la photo du ticket ou le PDF reçu par e-mail.',
  'no-receipt-found':
    'Aucun ticket de caisse lu sur ce fichier. Reprenez la photo bien à plat, en entier, sans reflet, ou choisissez le PDF.',
  'pdf-without-text':
    'Ce PDF ne contient que des images, sans texte à lire. Faites une capture d’écran du ticket et envoyez-la.',
  'pdf-unreadable': 'Ce PDF n’a pas pu être ouvert (abîmé ou trop lourd). Essayez une photo ou une capture d’écran.',
};

const LATER: Partial<Record<string, string>> = {
  'rate-limited': 'Une autre photo du foyer est en cours de lecture. Réessayez dans un instant.',
  'server-busy': 'Le serveur lit beaucoup de photos en ce moment. Réessayez dans une minute.',
};

export function uploadFailure(error: unknown): UploadFailure {
  if (!(error instanceof ApiError)) return { kind: 'refused', message: 'Le ticket n’a pas pu être envoyé. Réessayez.' };
  if (error.code === NETWORK_ERROR_CODE) return { kind: 'offline' };
  // An ended session: the app goes to the log-in, and the file waits for the next session of the account.
  if (error.status === 401) return { kind: 'later', message: error.message };
  const later = LATER[error.code];
  if (later) return { kind: 'later', message: later };
  if (error.status >= 500) return { kind: 'later', message: error.message };
  return { kind: 'refused', message: REFUSED[error.code] ?? error.message };
}

/** Told when the receipt is kept for later: the person may close the app, nothing is lost. */
export const QUEUED_MESSAGE =
  'Pas de réseau\u00a0: le ticket est gardé sur l’appareil, envoyé dès le retour du réseau.';
