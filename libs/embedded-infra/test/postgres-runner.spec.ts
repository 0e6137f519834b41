import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '../src/ports.js';
import { launchRunner } from '../src/runners/launch-runner.js';
import type { RunnerRequest } from '../src/runners/protocol.js';
import { expectCancelledOnceStarted, isAlive, query } from './support/postgres-checks.js';

/**
 * What the test harness relies on: a runner whose PostgreSQL dies exits by itself, and a new
 * runner on the same folder and port finds the same data, even when the old runner was killed.
 */
describe('the PostgreSQL runner', () => {
  let folder: string;
  let request: RunnerRequest & { type: 'start-postgres' };

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'portal-runner-'));
    await chmod(folder, 0o755); // PostgreSQL runs as the postgres user when we are root
    request = {
      type: 'start-postgres',
      options: {
        dataDir: path.join(folder, 'postgres'),
        port: await findFreePort(),
        user: 'portal',
        password: randomBytes(12).toString('base64url'),
        database: 'portal',
      },
    };
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  /** The server's pid, from the first line of the postmaster.pid file it writes at start. */
  const serverPid = async () =>
    Number.parseInt(await readFile(path.join(request.options.dataDir, 'postmaster.pid'), 'utf8'));

  it('exits with code 1 when its server is killed; the next runner serves the same data on the same port', async () => {
    let output = '';
    const first = await launchRunner(request, {
      onOutput: (_stream, chunk) => (output += String(chunk)),
    });
    await query(first.url, 'CREATE TABLE kept (value int); INSERT INTO kept VALUES (42)');

    const pid = await serverPid();
    process.kill(pid, 'SIGKILL');
    expect(await first.exited).toEqual({ code: 1, signal: null });
    expect(output).toContain(`the PostgreSQL server (pid ${pid}) stopped on its own (SIGKILL)`);

    const second = await launchRunner(request);
    try {
      expect(second.url).toBe(first.url);
      expect(await query(second.url, 'SELECT value FROM kept')).toEqual([{ value: 42 }]);
    } finally {
      await second.stop();
    }
  });

  it('a killed runner leaves no server running; the next runner starts on the same data', async () => {
    const first = await launchRunner(request);
    const server = await serverPid();
    first.child.kill('SIGKILL');
    await first.exited;
    // The kernel sends the server SIGINT when the runner dies (setpriv --pdeathsig); where that is
    // not available, the next start stops it (stale-postmaster.ts).
    const second = await launchRunner(request);
    try {
      expect(isAlive(server)).toBe(false);
      expect(await serverPid()).not.toBe(server);
      expect(await query(second.url, 'SELECT value FROM kept')).toEqual([{ value: 42 }]);
    } finally {
      await second.stop();
    }
  });

  it('stops a server it is still starting when the start is cancelled, leaving nothing running', async () => {
    const cancel = new AbortController();
    await expectCancelledOnceStarted(
      request.options.dataDir,
      launchRunner(request, { signal: cancel.signal }),
      cancel,
    );
  });
});
