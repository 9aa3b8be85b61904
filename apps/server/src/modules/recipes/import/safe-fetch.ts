import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { AppError } from '../../../errors.js';
import { checkTarget } from '../../../outbound/address-policy.js';
import { connectionOptions, RefusedAddressError } from '../../../outbound/guarded-lookup.js';
import { decodeHtml } from './charset.js';
import {
  addressRefused,
  httpError,
  notHtml,
  pageTooLarge,
  refusedTarget,
  timedOut,
  unreachable,
} from './import-errors.js';

/**
 * `deadline` (a `performance.now()` time): when the whole import must have answered. The page's parse
 * gets what is left of it (parse-pool.ts).
 */
export type FetchedPage = { url: URL; html: string; deadline: number };
/** Fetches one recipe page; throws an import AppError for every way it can fail. */
export type PageFetcher = (url: URL) => Promise<FetchedPage>;

type SafeFetchOptions = {
  allowedHosts: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  userAgent: string;
};

const MAX_REDIRECTS = 5;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['', 'text/html', 'application/xhtml+xml']);
const PAGE_SCHEMES = ['http:', 'https:'];

export function createPageFetcher(options: SafeFetchOptions): PageFetcher {
  return async (start) => {
    // One deadline for the whole import: DNS, every redirect, reading the body, then parsing it.
    const deadline = performance.now() + options.timeoutMs;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), options.timeoutMs);
    try {
      let url = start;
      for (let redirects = 0; ; redirects++) {
        const response = await requestOnce(url, options, controller.signal);
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECTS.has(status) && location) {
          response.destroy();
          if (redirects >= MAX_REDIRECTS)
            throw unreachable('Cette page redirige trop de fois : elle ne peut pas être lue.');
          url = nextUrl(location, url);
          continue;
        }
        if (status < 200 || status > 299) {
          response.destroy();
          throw httpError(status);
        }
        const contentType = response.headers['content-type'] ?? null;
        const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
        if (!HTML_TYPES.has(mediaType)) {
          response.destroy();
          throw notHtml();
        }
        const bytes = await readBody(response, options.maxBytes, controller.signal);
        return { url, html: decodeHtml(bytes, contentType), deadline };
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (controller.signal.aborted) throw timedOut();
      if (error instanceof RefusedAddressError) throw addressRefused();
      throw unreachable();
    } finally {
      clearTimeout(timer);
    }
  };
}

function nextUrl(location: string, from: URL): URL {
  try {
    return new URL(location, from);
  } catch {
    throw unreachable('Cette page redirige vers une adresse invalide.');
  }
}

function requestOnce(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  // Every hop is checked again: a public page may redirect to a private address.
  const target = checkTarget(url, { allowedHosts: options.allowedHosts, schemes: PAGE_SCHEMES });
  if (!target.allowed) throw refusedTarget(target.refusal, url);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'GET',
        signal,
        // Each connection goes to the address the guarded lookup checked (outbound/guarded-lookup.ts).
        ...connectionOptions(target),
        headers: {
          'User-Agent': options.userAgent,
          Accept: 'text/html,application/xhtml+xml;q=0.9',
          'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5',
          'Accept-Encoding': 'gzip, deflate, br',
        },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/**
 * The body, decompressed, never more than maxBytes of it in memory (a small gzip can inflate a lot).
 * Only a whole body is returned: one cut by the deadline is a timeout, never a shorter page to parse.
 */
async function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Uint8Array> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw pageTooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const body = decompressed(response);
  for await (const chunk of body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      body.destroy();
      response.destroy();
      throw pageTooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  // Checked here too: however the stream library ends a stream whose request was aborted, the body that
  // was still coming at the deadline is not a page.
  if (signal.aborted) throw timedOut();
  if (!response.complete) throw unreachable();
  return Buffer.concat(chunks);
}

function decompressed(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const inflater =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : null;
  if (encoding !== '' && encoding !== 'identity' && !inflater) {
    response.destroy();
    throw unreachable('Ce site envoie sa page dans un format compressé inconnu.');
  }
  // pipeline carries a failure of the response (reset, abort) into the stream being read.
  return inflater ? pipeline(response, inflater, () => {}) : response;
}
