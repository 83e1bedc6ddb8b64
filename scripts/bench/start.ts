// `npm start`: the time to a healthy /api/health on a fresh data directory and on warm data (the
// folder a previous start left), and the server's resident memory idle on warm data.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProductionServer } from '../support/server-process';
import { mb, type RecordFigure } from './shared';

/** A process's resident memory, as the kernel counts it (Linux). */
const residentBytes = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;

/** How long a started server is left alone before its memory is read: "idle", not "just started". */
const IDLE_MS = 5000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[1]!;

export async function benchStart(record: RecordFigure) {
  const fresh: number[] = [];
  const warm: number[] = [];
  const memory: number[] = [];
  for (let run = 0; run < 3; run++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'folio-start-'));
    const first = await startProductionServer({ DATA_DIR: dataDir });
    fresh.push(first.startMs);
    await first.stop();
    const again = await startProductionServer({ DATA_DIR: dataDir });
    warm.push(again.startMs);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    memory.push(residentBytes(again.pid));
    await again.stop();
  }
  record('startMs', median(fresh), {
    figure: 'A first start on a fresh data directory, to a healthy /api/health',
    value: `${median(fresh).toFixed(0)} ms`,
    compared: 'median of 3; the embedded database comes from the build’s prepared image',
  });
  record('warmStartMs', median(warm), {
    figure: 'A start on warm data (the folder of an earlier start), to a healthy /api/health',
    value: `${median(warm).toFixed(0)} ms`,
    compared: 'goal < 2 s; median of 3',
  });
  record('restingRssBytes', median(memory), {
    figure: `The server’s resident memory idle on warm data (${IDLE_MS / 1000} s after it is healthy)`,
    value: mb(median(memory)),
    compared: 'goal < 250 MB; median of 3 (PGlite on its own thread)',
  });
}
