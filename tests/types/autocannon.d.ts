// autocannon ships no types: the little the benchmark and the load test use.
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    headers?: Record<string, string>;
    /** Requests each connection sends in turn, round and round. */
    requests?: Array<{ method?: string; path: string }>;
  };
  export type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; max: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  export default function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): unknown;
}
