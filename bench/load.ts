import autocannon from 'autocannon';

export type LoadResult = {
  name: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/** A bounded autocannon run on loopback: warm-up first, then the measured window. */
export async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  seconds = 10,
  connections = 50,
): Promise<LoadResult> {
  await autocannon({ url, headers, connections, duration: 2 });
  const result = await autocannon({ url, headers, connections, duration: seconds });
  return {
    name,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
