import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Open Food Facts' `GET /api/v3/product/:code`, so no test needs the internet.
 * Point the server at it with `OFF_BASE_URL=<url>`. Used by the server tests and the e2e journeys.
 */
export type FakeOffOptions = {
  /** Known products by barcode, as OFF's `product` object; any other barcode answers OFF's 404. */
  products?: Record<string, Record<string, unknown>>;
  /** Wait this long before answering (timeouts, concurrent lookups). */
  delayMs?: number;
  /** Answer every request with this HTTP status (an HTML error page), or with a broken JSON body. */
  failWith?: number | 'malformed';
  /** Listen on this port (the e2e journeys need a known address); a free one by default. */
  port?: number;
};

export type FakeOffRequest = { code: string; url: string; fields: string[] | null; headers: IncomingHttpHeaders };

export type FakeOff = {
  url: string;
  /** Every product request received, in order. */
  requests: FakeOffRequest[];
  /** Changes how the next requests are answered (products, delay, failure). */
  configure(options: FakeOffOptions): void;
  close(): Promise<void>;
};

const PRODUCT_PATH = /^\/api\/v3\/product\/([^/]+)\/?$/;

/** Like OFF, only the requested fields come back: a mapping that reads an unrequested field sees nothing. */
function pick(product: Record<string, unknown>, fields: string[] | null) {
  if (!fields) return product;
  return Object.fromEntries(Object.entries(product).filter(([key]) => fields.includes(key)));
}

function answer(code: string, fields: string[] | null, options: FakeOffOptions): { status: number; body: string } {
  if (options.failWith === 'malformed') return { status: 200, body: `{"code": "${code}", "product": {` };
  if (typeof options.failWith === 'number') {
    return { status: options.failWith, body: '<html><body>Service temporarily unavailable</body></html>' };
  }
  const product = options.products?.[code];
  if (!product) {
    const result = { id: 'product_not_found', name: 'Product not found', lc_name: 'Produit non trouvé' };
    const error = { message: { id: 'product_not_found' }, field: { id: 'code', value: code } };
    return { status: 404, body: JSON.stringify({ code, status: 'failure', result, errors: [error], warnings: [] }) };
  }
  const result = { id: 'product_found', name: 'Product found', lc_name: 'Produit trouvé' };
  const body = {
    code,
    status: 'success',
    result,
    product: { code, ...pick(product, fields) },
    errors: [],
    warnings: [],
  };
  return { status: 200, body: JSON.stringify(body) };
}

export async function startFakeOff(initial: FakeOffOptions = {}): Promise<FakeOff> {
  let options = { ...initial };
  const requests: FakeOffRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake-off.invalid');
    const match = PRODUCT_PATH.exec(url.pathname);
    if (request.method !== 'GET' || !match) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const code = decodeURIComponent(match[1] as string);
    const fields = url.searchParams.get('fields')?.split(',') ?? null;
    requests.push({ code, url: request.url ?? '', fields, headers: request.headers });
    const { status, body } = answer(code, fields, options);
    const send = () => {
      if (!response.destroyed) response.writeHead(status, { 'content-type': contentType(status) }).end(body);
    };
    if (!options.delayMs) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, options.delayMs);
    timers.add(timer);
  });

  await new Promise<void>((resolve) => server.listen(initial.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    configure(next) {
      options = { ...next };
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const contentType = (status: number) => (status >= 500 ? 'text/html' : 'application/json');
