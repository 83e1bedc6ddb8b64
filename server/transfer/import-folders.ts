import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

// An import's upload waits on disk in DATA_DIR/imports/<host>.<pid>.<random>/, named after the
// process that made it: a process started after a crash (SIGKILL, power cut) knows which are orphans.

export const importsFolder = (dataDir: string) => path.join(dataDir, 'imports');

/** A new, empty folder for one import, owned by this process. */
export async function newImportFolder(dataDir: string) {
  const root = importsFolder(dataDir);
  await mkdir(root, { recursive: true });
  return mkdtemp(path.join(root, `${hostname()}.${process.pid}.`));
}

function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the folders left by imports whose process has ended. Only this host's: processes on other
 * hosts may share DATA_DIR, and their process ids mean nothing here.
 */
export async function removeAbandonedImports(dataDir: string) {
  const root = importsFolder(dataDir);
  const names = await readdir(root).catch(() => [] as string[]);
  for (const name of names) {
    const owner = /^(.+)\.(\d+)\.[^.]+$/.exec(name);
    if (owner && (owner[1] !== hostname() || isRunning(Number(owner[2])))) continue;
    await rm(path.join(root, name), { recursive: true, force: true });
  }
}
