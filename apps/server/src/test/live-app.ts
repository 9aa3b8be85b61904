import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { type AppDatabase, openDatabase } from '../db/database.js';
import { openStream, ticketFor } from './event-stream.js';
import { createTestApp, createTestClock, type TestApp } from './test-app.js';

type Headers = Record<string, string>;
type Server = { app: FastifyInstance; url: string };

export type LiveTestApp = TestApp & {
  /** Where the app listens: a live stream needs a real socket, `inject` cannot hold one open. */
  readonly baseUrl: string;
  /** The household's event stream for this session, on this server or on `server`. */
  stream(headers: Headers, server?: Server): ReturnType<typeof openStream>;
};

const openOn = async (server: Server, headers: Headers) =>
  openStream(`${server.url}/api/events?ticket=${await ticketFor(server.app, headers)}`);

/**
 * The test file's app, listening on a port, opened before its tests and closed after them (what every
 * live-stream test file needs). Read its fields inside tests: they exist once `beforeAll` has run.
 */
export function useLiveTestApp(env: Record<string, string> = { AUTH_RATE_LIMIT_MAX: '1000' }): LiveTestApp {
  let opened: TestApp | undefined;
  let url = '';
  beforeAll(async () => {
    opened = await createTestApp(env);
    url = await opened.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => opened?.close());
  const current = () => {
    if (!opened) throw new Error('the live test app is opened by beforeAll');
    return opened;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get clock() {
      return current().clock;
    },
    get config() {
      return current().config;
    },
    close: () => current().close(),
    get baseUrl() {
      return url;
    },
    stream: (headers, server = { app: current().app, url }) => openOn(server, headers),
  };
}

/**
 * A second app server on the same PostgreSQL database, for the describe it is called in: what one
 * server does must reach the other's sessions and streams (the bus between them).
 */
export function useOtherServer(live: LiveTestApp): Server {
  let database: AppDatabase | undefined;
  let other: FastifyInstance | undefined;
  let url = '';
  beforeAll(async () => {
    database = await openDatabase(live.config);
    other = await buildApp({ config: live.config, database, clock: createTestClock() });
    url = await other.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });
  return {
    get app() {
      if (!other) throw new Error('the other server is opened by beforeAll');
      return other;
    },
    get url() {
      return url;
    },
  };
}
