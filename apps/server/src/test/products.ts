import { gs1CheckDigit } from '@glouton/core/domain';
import type { Product, StockChangeResponse } from '@glouton/core/schemas';
import type { FastifyInstance } from 'fastify';

type Headers = Record<string, string>;

let barcodeCounter = 0;
/** A fresh valid EAN-13 (French 376 prefix) so tests never collide on a barcode. */
export function freshBarcode(): string {
  const body = `3761${String(process.pid % 1000).padStart(3, '0')}${String(++barcodeCounter).padStart(5, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

export async function createCustom(app: FastifyInstance, headers: Headers, body: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/api/custom-products', headers, payload: body });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as Product;
}

export async function createScanned(app: FastifyInstance, headers: Headers, body: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/api/scanned-products', headers, payload: body });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json() as Product;
}

export async function addStock(
  app: FastifyInstance,
  headers: Headers,
  productId: number,
  body: { expiresOn: string | null; count?: number; priceCents?: number | null },
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/products/${productId}/stock`,
    headers,
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`add stock failed: ${response.statusCode} ${response.body}`);
  return response.json() as StockChangeResponse;
}

export async function listProducts(app: FastifyInstance, headers: Headers, query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/products${query}`, headers });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.statusCode} ${response.body}`);
  return response.json() as { items: Product[]; total: number };
}
