import { exportStockCsv } from '@glouton/core/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authorizationOf, errorResponse } from '../test/render-app';
import { callApiForFile, fileNameOf } from './api-file';
import { setToken } from './storage';

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('callApiForFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches a file with the session and returns its bytes and the name the server gives it', async () => {
    setToken('secret-token');
    const fetchMock = stubFetch(
      new Response('a;b\r\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="placard.csv"' },
      }),
    );
    const file = await callApiForFile(exportStockCsv, {});
    expect(await file.blob.text()).toBe('a;b\r\n');
    expect(file.fileName).toBe('placard.csv');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/export/stock.csv');
    expect(authorizationOf(init)).toBe('Bearer secret-token');
  });

  it('throws the same ApiError as a JSON call', async () => {
    stubFetch(errorResponse(500, 'internal-error', 'Erreur interne.'));
    await expect(callApiForFile(exportStockCsv, {})).rejects.toMatchObject({ status: 500, code: 'internal-error' });
  });
});

describe('fileNameOf', () => {
  it('reads the quoted, bare and encoded forms, and keeps no folder', () => {
    expect(fileNameOf('attachment; filename="glouton-2026-11-21.json"')).toBe('glouton-2026-11-21.json');
    expect(fileNameOf('attachment; filename=a.csv')).toBe('a.csv');
    expect(fileNameOf(`attachment; filename="x.csv"; filename*=UTF-8''caf%C3%A9.csv`)).toBe('café.csv');
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});
