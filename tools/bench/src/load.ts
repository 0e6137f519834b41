import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failures: number;
}

export interface LoadOptions {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  connections: number;
  seconds: number;
}

/** Drives one endpoint with autocannon for a while; any answer other than 2xx counts as a failure. */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    method: options.method,
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}
