// @engine-independent: runs its own server processes, each on an SQLite file of its own (decision 0073).
import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openStream } from '../test/event-stream.js';
import { listening, ROOT, register, type ServerProcess, startServer, tempFolder } from './testing/server-process.js';

let server: ServerProcess | undefined;
afterEach(() => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  server = undefined;
});

/** A registration whose body arrives in two parts: the request is in flight until `finish`. */
function slowRegistration(port: number, email: string) {
  const body = JSON.stringify({ email, password: 'motdepasse-solide' });
  const half = Math.floor(body.length / 2);
  type Answer = { status: number; body: string };
  let answer: (value: Answer) => void = () => {};
  const done = new Promise<Answer>((resolve) => (answer = resolve));
  const req = request(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/register',
      // The server answers « 100 Continue » once it has read the headers: the request is then in flight.
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        expect: '100-continue',
      },
    },
    (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => answer({ status: res.statusCode ?? 0, body: text }));
    },
  );
  req.on('error', (error) => answer({ status: 0, body: String(error) }));
  const heard = new Promise<void>((resolve) => req.once('continue', resolve));
  req.write(body.slice(0, half));
  return { heard, finish: () => req.end(body.slice(half)), done };
}

describe('stopping the server with SIGTERM', () => {
  it('ends the live streams, finishes the request in flight, closes the database and exits 0', async () => {
    server = await startServer();
    const { origin, port, folder } = server;
    const token = await register(origin, 'marie@example.fr');
    const ticket = await fetch(`${origin}/api/events/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const stream = await openStream(
      `${origin}/api/events?ticket=${((await ticket.json()) as { ticket: string }).ticket}`,
    );
    expect((await stream.next()).retry).toBe('2000');

    const slow = slowRegistration(port, 'paul@example.fr');
    await slow.heard;
    server.child.kill('SIGTERM');

    // The live stream is ended by the server (not cut), and no new connection is accepted…
    await expect(readUntilEnd(stream.next)).resolves.toBe('stream ended');
    await expect.poll(() => listening(port), { timeout: 3000 }).toBe(false);
    // …while the request already in flight still gets its answer.
    slow.finish();
    expect((await slow.done).status).toBe(201);

    // Its keep-alive connection, idle now, does not hold the exit back: Fastify keeps an idle connection
    // open 72 s, far beyond this test's time limit, so an exit that waited for it would fail the test.
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain("Glouton s'arrête (SIGTERM)");
    expect(server.output()).toContain('Glouton est arrêté.');
    expect(await listening(port)).toBe(false);
    // The last connection closed cleanly: SQLite folded its WAL into the file and removed it.
    const file = join(folder, 'data', 'glouton.sqlite');
    expect(existsSync(`${file}-wal`)).toBe(false);
    const db = new SQLite(file, { readonly: true });
    expect(db.prepare('select email from users order by id').pluck().all()).toEqual([
      'marie@example.fr',
      'paul@example.fr',
    ]);
    db.close();
  });

  it('writes out every log line before it exits (the logs are written asynchronously)', async () => {
    server = await startServer({ LOG_LEVEL: 'debug' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => fetch(`${server?.origin}/api/categories?n=${i}`)),
    );
    expect(answers.every((answer) => answer.ok)).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    const output = server.output();
    const logged = output.split('\n').filter((line) => line.includes('"url":"/api/categories?n='));
    expect(logged).toHaveLength(40);
    expect(output.lastIndexOf('/api/categories?n=')).toBeLessThan(output.indexOf('Glouton est arrêté.'));
  });

  it('stops on SIGINT too (Ctrl-C), even when it comes twice', async () => {
    server = await startServer();
    server.child.kill('SIGINT');
    server.child.kill('SIGINT');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output().match(/s'arrête/g)).toHaveLength(1);
    expect(await listening(server.port)).toBe(false);
  });
});

describe('npm start', () => {
  it('execs the server after the build check, so the signal npm forwards to its shell reaches the server', async () => {
    const scripts = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts as Record<string, string>;
    expect(scripts.start).toBe('node --import tsx scripts/start.ts && exec node apps/server/dist/main.js');
    // The same shell line, with the build check (tested on its own) replaced by `true`.
    server = await startServer({}, tempFolder(), { viaShell: true });
    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('Glouton est arrêté.');
    expect(await listening(server.port)).toBe(false);
  });
});

/** Reads frames until the stream ends, and says how it ended. */
async function readUntilEnd(next: (timeoutMs?: number) => Promise<unknown>): Promise<string> {
  for (;;) {
    try {
      await next(5000);
    } catch (error) {
      return (error as Error).message;
    }
  }
}
