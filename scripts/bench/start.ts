// `npm start` on a fresh data directory, three times: the time to a healthy /api/health, and the
// server's resident memory once healthy.
import { readFileSync } from 'node:fs';
import { startProductionServer } from '../support/server-process';
import { mb, type RecordFigure } from './shared';

/** A process's resident memory, as the kernel counts it (Linux). */
const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;

/** `npm start` on a fresh data directory: the time to a healthy server, and its memory at rest. */
export async function benchStart(record: RecordFigure) {
  const starts: number[] = [];
  const memory: number[] = [];
  for (let run = 0; run < 3; run++) {
    const server = await startProductionServer();
    starts.push(server.startMs);
    memory.push(residentBytes(server.pid));
    await server.stop();
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
  record('startMs', median(starts), {
    figure: 'A first start on a fresh data directory, to a healthy /api/health',
    value: `${median(starts).toFixed(0)} ms`,
    compared: 'median of 3; the embedded database comes from the build’s prepared image',
  });
  record('restingRssBytes', median(memory), {
    figure: 'The server’s resident memory once healthy, before any request',
    value: mb(median(memory)),
    compared: 'median of 3 (PGlite in process)',
  });
}
