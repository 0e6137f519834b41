// Entry of a runner process: holds one embedded server (PostgreSQL or S3) for a parent process.
// It stops its server on SIGTERM/SIGINT and when the parent goes away (the IPC channel closes),
// so a killed launcher never leaves a database running.
import { startEmbeddedPostgres } from '../postgres/embedded-postgres.js';
import { startEmbeddedS3 } from '../s3/embedded-s3.js';
import type { RunnerReply, RunnerRequest } from './protocol.js';

let stopServer: (() => Promise<void>) | undefined;
let stopping = false;

async function start(request: RunnerRequest): Promise<void> {
  if (request.type === 'start-postgres') {
    const server = await startEmbeddedPostgres({
      ...request.options,
      onWarning: (line) => process.stderr.write(`${line}\n`),
    });
    stopServer = () => server.stop();
    reply({ type: 'ready', url: server.connectionString });
  } else {
    const server = await startEmbeddedS3(request.options);
    stopServer = () => server.stop();
    reply({ type: 'ready', url: server.endpoint });
  }
}

function reply(message: RunnerReply): void {
  process.send?.(message);
}

async function stop(exitCode: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    await stopServer?.();
  } finally {
    process.exit(exitCode);
  }
}

process.once('message', (request: RunnerRequest) => {
  start(request).catch((error: unknown) => {
    reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    void stop(1);
  });
});
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
process.on('disconnect', () => void stop(0));
