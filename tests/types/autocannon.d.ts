// autocannon ships no types: the little the benchmark uses.
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  };
  type Result = {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    non2xx: number;
  };
  export default function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): unknown;
}
