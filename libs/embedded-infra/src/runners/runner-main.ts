// Entry of a runner process: holds one embedded server (PostgreSQL or S3) for a parent
// process, or does one job for it and exits (`create-database`: pg is loaded here, not in the
// launcher). It stops its server on SIGTERM/SIGINT and when the parent goes away (the IPC channel
// closes), so a killed launcher never leaves a database running. When its server dies on its own,
// the runner exits with code 1, so that the parent sees it and can start a new runner.
// Each runner loads only its own server's modules: s3rver (koa, winston, lodash…) is about
// 9 MiB of heap that a PostgreSQL runner (the tests') would otherwise hold for nothing, and the
// store's runner has no use for pg.
import type { RunnerReply, RunnerRequest } from './protocol.js';

interface HeldServer {
  url: string;
  /** Resolves, with a description, when the server ends without being asked to. */
  ended?: Promise<string>;
  stop(): Promise<void>;
}

let starting: Promise<HeldServer> | undefined;
let stopping = false;

async function startServer(
  request: Exclude<RunnerRequest, { type: 'create-database' }>,
): Promise<HeldServer> {
  if (request.type === 'start-postgres') {
    const { startEmbeddedPostgres } = await import('../postgres/embedded-postgres.js');
    const server = await startEmbeddedPostgres({
      ...request.options,
      onWarning: (line) => process.stderr.write(`${line}\n`),
    });
    return {
      url: server.connectionString,
      ended: server.serverEnded.then(
        ({ code, signal }) =>
          `the PostgreSQL server (pid ${server.serverPid}) stopped on its own (${signal ?? `code ${code}`})`,
      ),
      stop: () => server.stop(),
    };
  }
  // s3rver runs inside this process: if it dies, so does the runner.
  const { startEmbeddedS3 } = await import('../s3/embedded-s3.js');
  const server = await startEmbeddedS3(request.options);
  return { url: server.endpoint, stop: () => server.stop() };
}

function reply(message: RunnerReply): void {
  process.send?.(message);
}

async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    // A stop during start-up waits for the server, so that no half-started PostgreSQL is left.
    const server = await starting?.catch(() => undefined);
    await server?.stop();
  } finally {
    process.exit(exitCode);
  }
}

async function doJob(request: RunnerRequest & { type: 'create-database' }): Promise<void> {
  const { ensureDatabase } = await import('../postgres/embedded-postgres.js');
  await ensureDatabase(request.options);
}

process.once('message', (request: RunnerRequest) => {
  if (request.type === 'create-database') {
    // Exits once the answer is sent.
    const answer = (message: RunnerReply, exitCode: number) =>
      process.send ? process.send(message, () => process.exit(exitCode)) : process.exit(exitCode);
    doJob(request).then(
      () => answer({ type: 'done' }, 0),
      (error: unknown) =>
        answer(
          { type: 'failed', message: error instanceof Error ? error.message : String(error) },
          1,
        ),
    );
    return;
  }
  starting = startServer(request);
  starting.then(
    (server) => {
      if (stopping) return;
      reply({ type: 'ready', url: server.url });
      void server.ended?.then((reason) => {
        if (stopping) return;
        process.stderr.write(`${reason}\n`);
        process.exit(1);
      });
    },
    (error: unknown) => {
      reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
      void stop(1);
    },
  );
});
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
process.on('disconnect', () => void stop(0));
