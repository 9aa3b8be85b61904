import { CAMERA_PROBLEMS, type CameraProblem } from '../../../lib/camera/camera-errors';

/** Why the live scanner cannot be used: the camera's problems, or the decoder that did not load. */
export type ScannerProblem = CameraProblem | 'decoder';

const OTHER_PATHS = 'Vous pouvez aussi prendre une photo du code-barres ou saisir ses chiffres.';

const withOtherPaths = ({ title, body, retry }: (typeof CAMERA_PROBLEMS)[CameraProblem]) => ({
  title,
  body: `${body} ${OTHER_PATHS}`,
  retry,
});

export const PROBLEM_MESSAGES: Record<ScannerProblem, { title: string; body: string; retry: boolean }> = {
  insecure: withOtherPaths(CAMERA_PROBLEMS.insecure),
  unsupported: withOtherPaths(CAMERA_PROBLEMS.unsupported),
  'no-camera': withOtherPaths(CAMERA_PROBLEMS['no-camera']),
  denied: withOtherPaths(CAMERA_PROBLEMS.denied),
  busy: withOtherPaths(CAMERA_PROBLEMS.busy),
  decoder: {
    title: 'Le lecteur de codes-barres n’a pas pu se charger',
    body: `Vérifiez votre connexion puis touchez «\u00a0Réessayer\u00a0». ${OTHER_PATHS}`,
    retry: true,
  },
  unknown: withOtherPaths(CAMERA_PROBLEMS.unknown),
};
