import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { findFreePort } from '../src/ports.js';
import { spawnPostgresServer } from '../src/postgres/postgres-server.js';
import {
  postgresConnectionString,
  preparePostgres,
  type PostgresClusterOptions,
} from '../src/postgres/prepare-postgres.js';
import { runRunnerJob } from '../src/runners/launch-runner.js';
import { expectCancelledOnceStarted, isAlive, query } from './support/postgres-checks.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * What `npm start`'s launcher relies on now that it holds the PostgreSQL server itself (no
 * runner beside it): the server is its child, a new start on the same folder and port finds the
 * same data, and a launcher killed with SIGKILL leaves no server running.
 */
describe('the embedded PostgreSQL server, started as the launcher starts it', () => {
  let folder: string;
  let cluster: PostgresClusterOptions;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'portal-postgres-'));
    await chmod(folder, 0o755); // PostgreSQL runs as the postgres user when we are root
    cluster = {
      dataDir: path.join(folder, 'postgres'),
      port: await findFreePort(),
      user: 'portal',
      password: randomBytes(12).toString('base64url'),
      database: 'portal',
    };
  });

  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  const start = async () => {
    const server = await spawnPostgresServer(await preparePostgres(cluster));
    await runRunnerJob({ type: 'create-database', options: cluster });
    return server;
  };

  it('creates the cluster and the database; once killed, a new start serves the same data', async () => {
    const first = await start();
    const url = postgresConnectionString(cluster);
    await query(url, 'CREATE TABLE kept (value int); INSERT INTO kept VALUES (42)');
    expect(await serverPid()).toBe(first.pid);

    process.kill(first.pid, 'SIGKILL');
    expect(await first.ended).toEqual({ code: null, signal: 'SIGKILL' });

    const second = await start();
    try {
      expect(await query(url, 'SELECT value FROM kept')).toEqual([{ value: 42 }]);
    } finally {
      await second.stop();
    }
    expect(isAlive(second.pid)).toBe(false);
  });

  it('stops by itself when the process that started it is killed with SIGKILL', async () => {
    const parent = fork(path.join(here, 'fixtures', 'start-postgres-then-wait.mjs'), [], {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const started = new Promise<{ pid: number }>((resolve) => parent.once('message', resolve));
    parent.send(cluster);
    const { pid } = await started;
    expect(isAlive(pid)).toBe(true);

    parent.kill('SIGKILL');
    for (let waited = 0; waited < 15_000 && isAlive(pid); waited += 100) await sleep(100);
    expect(isAlive(pid)).toBe(false);

    const next = await start();
    await next.stop();
  });

  it('stops a server it is still starting when the start is cancelled, leaving nothing running', async () => {
    // Held in its start on purpose: in archive recovery (recovery.signal) the server asks its
    // restore_command for WAL before it accepts connections, and this one takes 30 s. Without
    // it a quiet machine has the server ready before the cancel lands, and the test proves nothing.
    const recoverySignal = path.join(cluster.dataDir, 'recovery.signal');
    await writeFile(recoverySignal, '');
    const plan = await preparePostgres(cluster);
    const held = { ...plan, args: [...plan.args, '-c', 'restore_command=sleep 30'] };
    const cancel = new AbortController();
    try {
      await expectCancelledOnceStarted(
        cluster.dataDir,
        spawnPostgresServer(held, { signal: cancel.signal }),
        cancel,
      );
    } finally {
      await rm(recoverySignal, { force: true });
    }
    // The cluster is whole: the next plain start is ready and serves it.
    const next = await start();
    await next.stop();
  });

  /** The server's pid, from the first line of the postmaster.pid file it writes at start. */
  const serverPid = async () =>
    Number.parseInt(await readFile(path.join(cluster.dataDir, 'postmaster.pid'), 'utf8'));
});
