import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Average bytes received per response, headers included (smaller when compressed). */
  bytesPerResponse: number;
};

/** What a browser sends with every request: the server may answer compressed. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** A bounded autocannon run on loopback, with a browser's Accept-Encoding: warm-up first, then the measured window. */
export async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  seconds = 10,
  connections = 50,
  pathOf?: (n: number) => string,
): Promise<LoadResult> {
  const sent = { ...BROWSER_HEADERS, ...headers };
  // With `pathOf`, each request asks another path (the nth request, `pathOf(n)`).
  let n = 0;
  const requests: autocannon.Request[] | undefined = pathOf && [
    { setupRequest: (request) => ({ ...request, path: pathOf(n++) }) },
  ];
  const options = { url, headers: sent, connections, ...(requests && { requests }) };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon({ ...options, duration: seconds });
  return {
    name,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerResponse: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}
