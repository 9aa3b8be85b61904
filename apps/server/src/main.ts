import { buildApp } from './app.js';
import { createShiftedClock, systemClock } from './clock.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { startLine } from './hosting/addresses.js';
import { loadDotEnv } from './hosting/env-file.js';
import { authorityNote, prepareHttps, serveAuthority } from './hosting/https.js';
import { createLogDestination } from './hosting/log-destination.js';
import { stopOnSignals } from './hosting/shutdown.js';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  // Before the database: a certificate problem is told at once, with nothing to undo.
  const https = prepareHttps(config);
  const database = await openDatabase(config);
  const logs = createLogDestination();
  const app = await buildApp({
    config,
    database,
    // NODE_ENV=test: the browser journeys set the time through POST /api/test/clock.
    clock: config.env === 'test' ? createShiftedClock() : systemClock,
    logStream: logs,
    ...(https && { https: https.options }),
  });
  app.addHook('onClose', () => database.close());
  if (https?.authorityDer) serveAuthority(app, https.authorityDer);
  stopOnSignals(app, { flushLogs: logs.close });

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    throw listenError(error, config.host, config.port);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const download = https?.authorityDer && authorityNote(config.host, port);
  // One write: whoever watches for the start line (a service manager, a test) gets the notes with it.
  const lines = [startLine({ host: config.host, port, protocol: https ? 'https' : 'http' }), ...(https?.notes ?? [])];
  if (download) lines.push(download);
  console.log(lines.join('\n'));
}

/** How listening usually fails on a home server, said in French; anything else as it is. */
function listenError(error: unknown, host: string, port: number): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') {
    return new ConfigError(
      `Le port ${port} est déjà pris sur ${host} (un autre Glouton ?) : choisissez un autre PORT.`,
    );
  }
  if (code === 'EACCES') {
    return new ConfigError(`Le port ${port} est réservé à root : choisissez un PORT au-dessus de 1023.`);
  }
  if (code === 'EADDRNOTAVAIL') return new ConfigError(`HOST=${host} n'est pas une adresse de cette machine.`);
  return error;
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
