import { useEffect, useRef } from 'react';
import { ScrollRestoration, useLocation, useNavigate, useNavigation } from 'react-router';
import { useToast } from '../../components/ui/Toast';
import { onUnauthorized } from '../../lib/api-client';
import { deferred } from '../../lib/deferred';
import { loginPath } from '../../lib/redirect';
import { useToken } from '../../lib/storage';
import { Header } from './Header';
import { PageTransition } from './PageTransition';

// Only logged-in people see them, so they are kept out of the first load of /login and /register
// (one chunk, signed-in.ts): the footer, the live stream of the household's changes, the data kept on
// the device for offline use, the banner that says the network is gone, and what Back does (sheets,
// forms with changes: every screen with one is behind the log-in).
const Footer = deferred(() => import('./signed-in').then((module) => module.Footer));
const LiveEvents = deferred(() => import('./signed-in').then((module) => module.LiveEvents));
const KeepOnDevice = deferred(() => import('./signed-in').then((module) => module.KeepOnDevice));
const OfflineBanner = deferred(() => import('./signed-in').then((module) => module.OfflineBanner));
const BackHandler = deferred(() => import('./signed-in').then((module) => module.BackHandler));
const SendQueuedReceipts = deferred(() => import('./signed-in').then((module) => module.SendQueuedReceipts));

/** Header, the routed page, the footer; plus the app-wide reaction to an expired session. */
export function AppShell() {
  const token = useToken();
  useRedirectOnUnauthorized();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-xl focus:bg-surface focus:p-3"
      >
        Aller au contenu
      </a>
      <Header />
      {token && <OfflineBanner />}
      <NavigationProgress />
      {/* Room at the bottom so that the fixed footer, and a toast on top of it, never hide the end of a
          page: it can always be scrolled out from under them (decision 0056). */}
      <main
        id="contenu"
        tabIndex={-1}
        className={`mx-auto outline-none w-full max-w-3xl flex-1 px-4 pt-6 ${token ? 'pb-40' : 'pb-10'}`}
      >
        <PageTransition />
      </main>
      {token && <Footer />}
      {token && <LiveEvents />}
      {token && <KeepOnDevice />}
      {token && <BackHandler />}
      {token && <SendQueuedReceipts />}
      <ScrollRestoration />
    </div>
  );
}

/**
 * Any call answered 401 (token expired or revoked) has already cleared the token; send the user to
 * /login with the current location as the redirect target, wherever they are (public pages included).
 */
function useRedirectOnUnauthorized() {
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const here = useRef('/');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}${location.hash}`;
  }, [location]);

  useEffect(
    () =>
      onUnauthorized((code) => {
        toast.show({ message: sessionEndedMessage(code) });
        navigate(loginPath(here.current), { replace: true });
      }),
    [navigate, toast],
  );
}

/** Why the person must log in again, from the 401's code: a new password elsewhere is not an expiry. */
const sessionEndedMessage = (code: string) =>
  code === 'password-changed'
    ? 'Votre mot de passe a été changé sur un autre appareil\u00a0: reconnectez-vous.'
    : 'Votre session a expiré. Reconnectez-vous.';

/** Screens load on demand: a thin bar tells the user something is happening on slow networks. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Chargement de la page"
      className="fixed inset-x-0 top-0 z-50 h-1 overflow-hidden"
    >
      <div className="h-full w-1/3 bg-brand motion-safe:animate-pulse" />
    </div>
  );
}
