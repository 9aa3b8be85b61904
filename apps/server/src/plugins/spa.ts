import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const SPA_BASE = '/Glouton/';

/**
 * Serves the built SPA under /Glouton/. Hashed assets are cached for good; index.html never is, so a
 * new deploy is picked up at the next load. Any other path under /Glouton/ without a file extension is
 * a client-side route: it gets index.html (deep links and reloads work).
 *
 * The build writes `.br` and `.gz` siblings of every text asset (apps/web/vite/precompress.ts); the browser
 * gets the best one it accepts (brotli, then gzip, then the file itself) with `Content-Encoding`, the
 * original file's `Content-Type`, and `Vary: Accept-Encoding` so that caches keep one copy per encoding.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string) {
  const indexFile = join(webDistDir, 'index.html');
  const hasBuild = existsSync(indexFile);

  app.get('/', (_request, reply) => reply.redirect(SPA_BASE));
  app.get('/Glouton', (_request, reply) => reply.redirect(SPA_BASE));

  if (!hasBuild) {
    app.log.warn({ webDistDir }, 'web build not found: run `npm run build` to serve the app');
    return { serveIndex: null };
  }

  await app.register(fastifyStatic, {
    root: webDistDir,
    prefix: SPA_BASE,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Our own cache policy below; the plugin's default max-age=0 would shadow it.
    cacheControl: false,
    // `path` is the file actually sent: `assets/x.js.br` when the brotli sibling is.
    setHeaders(res, path) {
      const immutable = path.includes(`${join(webDistDir, 'assets')}`);
      res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('vary', 'accept-encoding');
    },
  });

  return {
    serveIndex: (reply: import('fastify').FastifyReply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html'),
  };
}

/** A path that names a file (has an extension) is a real 404, not an app route. */
export const looksLikeAppRoute = (url: string) => {
  const path = url.split('?')[0] ?? '';
  return path.startsWith(SPA_BASE) && !/\.[a-z0-9]+$/i.test(path);
};

/**
 * The base64 SHA-256 of each inline script of the built index.html (its first script, written by the
 * web build: decision 0037), for the CSP to allow exactly those; none when there is no build.
 */
export function indexScriptHashes(webDistDir: string): string[] {
  const indexFile = join(webDistDir, 'index.html');
  return existsSync(indexFile) ? inlineScriptHashes(readFileSync(indexFile, 'utf8')) : [];
}

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => createHash('sha256').update(code, 'utf8').digest('base64'));
}
