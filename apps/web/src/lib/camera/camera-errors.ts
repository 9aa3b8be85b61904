/** Why a live camera cannot be used: each view that films says it in its own words. */
export type CameraProblem = 'insecure' | 'unsupported' | 'no-camera' | 'denied' | 'busy' | 'unknown';

/** Before asking: the camera API only exists on https (or localhost) pages. */
export function cameraPrecheck(): CameraProblem | null {
  if (!window.isSecureContext) return 'insecure';
  if (!navigator.mediaDevices?.getUserMedia) return 'unsupported';
  return null;
}

/** getUserMedia's DOMException names → what happened, for the person. */
export function classifyCameraError(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'no-camera';
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'unknown';
  }
}

/**
 * What the person can do about each problem, in words that fit any camera view (the view adds its
 * own way out). `retry`: whether trying again can help.
 */
export const CAMERA_PROBLEMS: Record<CameraProblem, { title: string; body: string; retry: boolean }> = {
  insecure: {
    title: 'La caméra demande une connexion sécurisée',
    body: 'Le navigateur n’autorise la caméra que sur une adresse en https:// (ou sur localhost). Ouvrez Glouton par son adresse https.',
    retry: false,
  },
  unsupported: {
    title: 'Caméra non disponible dans ce navigateur',
    body: 'Ce navigateur ne permet pas d’utiliser la caméra.',
    retry: false,
  },
  'no-camera': {
    title: 'Aucune caméra trouvée',
    body: 'Cet appareil ne semble pas avoir de caméra, ou elle est désactivée.',
    retry: true,
  },
  denied: {
    title: 'Accès à la caméra refusé',
    body: 'Pour l’autoriser\u00a0: touchez l’icône à gauche de l’adresse (cadenas ou réglages), puis Autorisations › Caméra › Autoriser, et touchez «\u00a0Réessayer\u00a0». Sur iPhone\u00a0: Réglages › Safari › Caméra › Autoriser.',
    retry: true,
  },
  busy: {
    title: 'La caméra est déjà utilisée',
    body: 'Une autre application ou un autre onglet (appel vidéo, appareil photo…) utilise la caméra. Fermez-le puis touchez «\u00a0Réessayer\u00a0».',
    retry: true,
  },
  unknown: {
    title: 'La caméra n’a pas pu démarrer',
    body: 'Touchez «\u00a0Réessayer\u00a0».',
    retry: true,
  },
};
