import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lockDataDir } from '../src/data-dir-lock.js';

describe('one launcher per data folder', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'launcher-lock-'));
  });

  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a folder another running launcher holds', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      await writeFile(path.join(dataDir, 'launcher.pid'), String(other.pid));
      await expect(lockDataDir(dataDir)).rejects.toThrow(
        `another "npm start" (process ${other.pid}) is already running`,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a launcher that was killed, and releases it', async () => {
    await writeFile(path.join(dataDir, 'launcher.pid'), '999999');
    const unlock = await lockDataDir(dataDir);
    expect(await readFile(path.join(dataDir, 'launcher.pid'), 'utf8')).toBe(String(process.pid));
    await unlock();
    await expect(readFile(path.join(dataDir, 'launcher.pid'), 'utf8')).rejects.toThrow(/ENOENT/);
  });
});
