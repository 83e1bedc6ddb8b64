import os from 'node:os';

/**
 * Image jobs at most `slots` at a time and `perOwner` per user, taken from each user's queue in turn:
 * a user with ten uploads waiting gets one processed, then the next user gets one, so a small upload
 * from someone else never waits behind a heavy user's backlog.
 */
export class FairQueue {
  private queues = new Map<string, Array<() => void>>();
  private runningOf = new Map<string, number>();
  /** When each user last had a job started (a counter, not a clock); absent: never. */
  private servedAt = new Map<string, number>();
  private turns = 0;
  private running = 0;

  constructor(
    readonly slots: number,
    /** Jobs one user may have running at once: the other slots stay free for everyone else. */
    readonly perOwner = 1,
  ) {}

  run<T>(owner: string, work: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        this.running++;
        this.runningOf.set(owner, (this.runningOf.get(owner) ?? 0) + 1);
        this.servedAt.set(owner, ++this.turns);
        Promise.resolve()
          .then(work)
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            const left = this.runningOf.get(owner)! - 1;
            if (left > 0) this.runningOf.set(owner, left);
            else this.runningOf.delete(owner);
            this.next();
          });
      };
      const queue = this.queues.get(owner);
      if (queue) queue.push(start);
      else this.queues.set(owner, [start]);
      this.next();
    });
  }

  /** Jobs waiting for a slot (not those running). */
  get waiting() {
    let count = 0;
    for (const queue of this.queues.values()) count += queue.length;
    return count;
  }

  /**
   * Starts jobs while slots are free: each time the waiting user with the fewest jobs running (below
   * `perOwner`), and among those the one served longest ago.
   */
  private next() {
    while (this.running < this.slots) {
      let chosen: string | undefined;
      let best: [number, number] = [Infinity, Infinity];
      for (const owner of this.queues.keys()) {
        const rank: [number, number] = [
          this.runningOf.get(owner) ?? 0,
          this.servedAt.get(owner) ?? 0,
        ];
        if (rank[0] >= this.perOwner) continue;
        if (rank[0] < best[0] || (rank[0] === best[0] && rank[1] < best[1])) {
          chosen = owner;
          best = rank;
        }
      }
      if (chosen === undefined) break;
      const queue = this.queues.get(chosen!)!;
      const start = queue.shift()!;
      if (queue.length === 0) this.queues.delete(chosen!);
      start();
    }
    // Users with nothing waiting or running need no memory of their turn.
    for (const owner of this.servedAt.keys())
      if (!this.queues.has(owner) && !this.runningOf.has(owner)) this.servedAt.delete(owner);
  }
}

/**
 * Two image jobs at a time (one on a single-core machine), at most one per user: a user's uploads are
 * made one after another, and the second slot is there for someone else's, so a small upload never
 * waits for a heavy one (each takes at most ~3 s of CPU, server/uploads/images.ts).
 */
export const PROCESSING_SLOTS = Math.min(2, os.availableParallelism());
