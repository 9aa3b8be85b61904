/**
 * What one answer weighs on the wire: the same request without and with a browser's Accept-Encoding,
 * read with node:http (fetch would decompress and hide it).
 */
import { request } from 'node:http';
import { BROWSER_HEADERS } from './load.js';

export type PayloadSize = { name: string; rawBytes: number; sentBytes: number; encoding: string };

function bodySize(url: string, headers: Record<string, string>): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function payloadSize(name: string, url: string, headers: Record<string, string>): Promise<PayloadSize> {
  const raw = await bodySize(url, { ...headers, 'accept-encoding': 'identity' });
  const sent = await bodySize(url, { ...headers, ...BROWSER_HEADERS });
  return { name, rawBytes: raw.bytes, sentBytes: sent.bytes, encoding: sent.encoding };
}
