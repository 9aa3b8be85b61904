import type { Endpoint, EndpointInput } from '@glouton/core/api';
import { apiRequest, type CallOptions, endpointPath } from './api-client';

// Apart from api-client.ts, which is in every screen's first load: only the account screen downloads.

/** A file the server sends (an export): its bytes and the name it gives it, when it gives one. */
export interface ApiFile {
  blob: Blob;
  /** From `Content-Disposition`; null when absent or not readable (a proxy may drop the header). */
  fileName: string | null;
}

/**
 * Calls a declared endpoint whose answer is a file, not JSON (the exports). Through the API client,
 * not a link: the session is a bearer header, which a plain `<a href>` cannot send.
 */
export async function callApiForFile<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<ApiFile> {
  const response = await apiRequest(endpointPath(endpoint, input), { ...options, method: endpoint.method, raw: true });
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** `attachment; filename="a.json"` or RFC 6266's `filename*=UTF-8''a%20b.json` (which wins). */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return baseName(decodeURIComponent(encoded.trim()));
    } catch {
      // A broken escape: fall back on the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(disposition);
  return baseName(plain?.[1] ?? plain?.[2] ?? '');
}

/** Never a folder in a saved file's name, nor an empty one. */
function baseName(name: string): string | null {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base === '' ? null : base;
}
