import { AppError, notFound } from '../../errors.js';

export const forbidden = (what: string) =>
  new AppError('forbidden', 403, `Seul un propriétaire du foyer peut ${what}.`);

export const memberNotFound = () => notFound('Cette personne ne fait pas partie de votre foyer.');

export const invitationNotFound = () =>
  new AppError(
    'invitation-not-found',
    404,
    "Ce code d'invitation n'est pas valable : il a peut-être expiré, déjà servi ou été révoqué. Demandez-en un nouveau.",
  );

export const alreadyMember = () => new AppError('already-member', 409, 'Vous faites déjà partie de ce foyer.');

export const ownerMustTransfer = () =>
  new AppError(
    'owner-must-transfer',
    409,
    "Vous êtes le seul propriétaire de ce foyer : nommez d'abord un autre membre propriétaire.",
  );

export const soleMember = () =>
  new AppError('sole-member', 409, "Vous êtes le seul membre de ce foyer : il n'y a personne à quitter.");
