import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * One launcher per DATA_DIR: a second `npm start` on the same folder would fight the first
 * over its database. A lock left by a launcher that was killed is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, 'launcher.pid');
  try {
    await writeFile(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `another "npm start" (process ${holder}) is already running on ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
        { cause: error },
      );
    }
    await writeFile(file, String(process.pid));
  }
  return () => rm(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
