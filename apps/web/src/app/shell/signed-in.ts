/**
 * What the shell adds for someone signed in, as one chunk fetched once there is a session: the header's
 * menu, the footer, the offline banner, the live stream, the copy kept on the device, the receipts kept
 * for the network (decision 0071) and what Back does
 * (a sheet closed first, a form with changes not left without asking). /login and
 * /register never fetch it; a signed-in screen fetches it once, instead of five chunks and their shared
 * pieces one by one (each a request and a separate drawing of the page).
 */
export { default as KeepOnDevice } from '../data/KeepOnDevice';
export { default as LiveEvents } from '../data/LiveEvents';
export { default as SendQueuedReceipts } from '../data/SendQueuedReceipts';
export { BackHandler } from './BackHandler';
export { Footer } from './Footer';
export { HeaderMenu } from './HeaderMenu';
export { default as OfflineBanner } from './OfflineBanner';
