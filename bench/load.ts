import autocannon from 'autocannon';

export interface LoadCase {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
}

// BENCH_SECONDS shortens a run for a quick look; the recorded results use the default.
export const LOAD = { connections: 20, seconds: Number(process.env.BENCH_SECONDS ?? 10), warmupSeconds: 2 } as const;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

/**
 * Drives one case with autocannon from this process (the server runs in another), for a fixed time on loopback.
 * Latencies are recorded per response so that p95 (which autocannon does not report) is exact.
 */
export async function runLoad(
  test: LoadCase,
  seconds: number = LOAD.seconds,
  connections: number = LOAD.connections,
  /** Requests per second across all connections (a steady load); unset, as fast as the server answers. */
  overallRate?: number,
): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(test.url)) throw new Error(`load only on 127.0.0.1, not ${test.url}`);
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: test.url,
        method: test.method,
        body: test.body,
        headers: test.body ? { 'content-type': 'application/json' } : {},
        connections,
        duration: seconds,
        ...(overallRate ? { overallRate } : {}),
      },
      (error, finished) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: Math.round(result.requests.total / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}
