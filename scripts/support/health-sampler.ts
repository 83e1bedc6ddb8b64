import { Worker } from 'node:worker_threads';

/**
 * /api/health timed every 20 ms from a thread of its own: the caller's event loop is busy making the
 * load (uploads, page reads), and its delays would be counted as the server's.
 */
export function healthSampler(origin: string) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    let sampling = true;
    const latencies = [];
    parentPort.once('message', () => (sampling = false));
    (async () => {
      // Untimed: a thread's first fetch loads the HTTP client.
      await (await fetch(workerData + '/api/health')).arrayBuffer();
      parentPort.postMessage('ready');
      while (sampling) {
        const start = performance.now();
        await (await fetch(workerData + '/api/health')).arrayBuffer();
        latencies.push(performance.now() - start);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      parentPort.postMessage(latencies);
    })();`,
    { eval: true, workerData: origin },
  );
  const ready = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const result = ready.then(
    () =>
      new Promise<number[]>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      }),
  );
  return {
    ready,
    async stop() {
      worker.postMessage('stop');
      const latencies = await result;
      await worker.terminate();
      return latencies;
    },
  };
}
