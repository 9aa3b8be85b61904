import { type ChildProcess, spawn } from 'node:child_process';
import { connect, createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { tempFolder as testFolder } from '../../test/temp-folder.js';
import { buildDecision, readBuildState } from '../build-freshness.js';

/** The repository's root (this file is apps/server/src/hosting/testing/). */
export const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
/** tsx's loader by path: the processes below run in temporary folders, where `--import tsx` resolves nothing. */
export const TSX = pathToFileURL(join(ROOT, 'node_modules/tsx/dist/loader.mjs')).href;

/**
 * How to run the server: its build when that is up to date with its sources (in CI the typecheck has
 * just built it), otherwise its sources through tsx. A test never builds: other runs may be reading dist.
 */
export function serverCommand(): { args: string[]; built: boolean } {
  const fresh = (src: string, dist: string) =>
    !buildDecision(readBuildState(ROOT, { inputs: [src], outputs: [`${dist}/.tsbuildinfo`], stamp: null })).build;
  if (fresh('apps/server/src', 'apps/server/dist') && fresh('packages/core/src', 'packages/core/dist')) {
    return { args: [join(ROOT, 'apps/server/dist/main.js')], built: true };
  }
  return { args: ['--conditions=source', '--import', TSX, join(ROOT, 'apps/server/src/main.ts')], built: false };
}

/** A private temporary folder (the server's working directory: no stray .env is read). */
export const tempFolder = (prefix = 'glouton-hosting-') => testFolder(prefix);

/** Only what a process needs from this one: vitest's own variables (NODE_ENV=test…) stay out. */
export const baseEnv = (home: string) => ({ PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, TZ: 'UTC' });

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` (or https). */
  origin: string;
  folder: string;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts the server on a free loopback port with its own SQLite file; resolves at its start line.
 * `viaShell`: as `npm start` does, from `sh -c '… && exec node …'` (the signal then goes to the shell's pid).
 */
export async function startServer(
  env: Record<string, string> = {},
  folder = tempFolder(),
  { viaShell = false } = {},
): Promise<ServerProcess> {
  const [command, args] = viaShell
    ? ['sh', ['-c', 'true && exec "$0" "$@"', process.execPath, ...serverCommand().args]]
    : [process.execPath, serverCommand().args];
  const child = spawn(command as string, args as string[], {
    cwd: folder,
    env: {
      ...baseEnv(folder),
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: join(folder, 'data', 'glouton.sqlite'),
      OFF_BASE_URL: 'http://127.0.0.1:9',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 45_000;
  for (;;) {
    const ready = /Glouton est prêt : (https?):\/\/localhost:(\d+)\//.exec(output);
    if (ready) {
      const port = Number(ready[2]);
      return { child, port, origin: `${ready[1]}://127.0.0.1:${port}`, folder, output: () => output, exited };
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether something accepts connections on this loopback port. */
export function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A port nobody uses right now, for a process that cannot be told to pick its own (Caddy). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function register(origin: string, email: string) {
  const response = await fetch(`${origin}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'motdepasse-solide' }),
  });
  if (response.status !== 201) throw new Error(`register: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
