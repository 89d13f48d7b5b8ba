import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Data folders opened by this process (a pid file cannot tell two sandboxes of one process apart). */
const openHere = new Set<string>();

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * Takes `<dataDir>/sandbox.lock` (holding this pid) so two sandboxes never open one PGlite folder at once, which
 * would corrupt it (e.g. `npm run dev` and `npm start` on the default folder). A lock left by a dead process is
 * taken over. Answers the release function; throws a clear Error when the folder is in use.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, 'sandbox.lock');
  if (openHere.has(dataDir)) throw new Error(`sandbox: data folder ${dataDir} is already open in this process`);
  try {
    await writeFile(file, String(process.pid), { flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new Error(`sandbox: data folder ${dataDir} is in use by process ${holder}; stop it or set SANDBOX_DATA_DIR`);
    }
    await writeFile(file, String(process.pid));
  }
  openHere.add(dataDir);
  return async () => {
    openHere.delete(dataDir);
    await rm(file, { force: true });
  };
}
