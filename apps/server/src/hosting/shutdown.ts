import type { FastifyInstance } from 'fastify';

/** Longer than any request of ours (a recipe import ends within IMPORT_TIMEOUT_MS, 8 s by default). */
const GRACE_MS = 10_000;

type Options = {
  say?: (line: string) => void;
  graceMs?: number;
  /** Writes out the logs still buffered (hosting/log-destination.ts), once the app has closed. */
  flushLogs?: () => Promise<void>;
};

/**
 * SIGTERM (systemd, docker, `kill`) or SIGINT (Ctrl-C): stop accepting, let the requests in flight
 * finish, end the live streams (their preClose hook), then close the database (an onClose hook, which
 * Fastify runs once the server has closed) and exit 0. A repeated signal changes nothing: Ctrl-C reaches
 * the server twice under npm (from the terminal and forwarded by npm). A request still running after
 * the grace period has its connection cut, so a stop never hangs. The logs still buffered are written
 * out before the last line.
 */
export function stopOnSignals(
  app: FastifyInstance,
  { say = console.log, graceMs = GRACE_MS, flushLogs = async () => {} }: Options = {},
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    say(`Glouton s'arrête (${signal}) : fin des requêtes en cours…`);
    // Node closes the idle keep-alive connections once, when closing starts; one whose request ends
    // later would stay open until its keep-alive timeout (72 s, Fastify's default) and hold the exit back.
    const idle = setInterval(() => app.server.closeIdleConnections(), 50);
    idle.unref();
    const cut = setTimeout(() => {
      say(`Des requêtes duraient encore après ${graceMs / 1000} s : leurs connexions sont coupées.`);
      app.server.closeAllConnections();
    }, graceMs);
    cut.unref();
    app
      .close()
      .then(flushLogs)
      .then(
        () => {
          say('Glouton est arrêté.');
          process.exit(0);
        },
        (error: unknown) => {
          console.error("Glouton s'est arrêté sur une erreur :", error);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
