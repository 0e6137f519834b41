// Only what a parent process needs, and light enough for the launcher: the servers are started
// from plans (node:child_process only), and what needs heavier modules (pg, s3rver) runs in
// runner processes (runners/runner-main.ts).
export type { EmbeddedPostgresOptions } from './postgres/embedded-postgres.js';
export { postgresConnectionString, preparePostgres } from './postgres/prepare-postgres.js';
export type { PostgresClusterOptions } from './postgres/prepare-postgres.js';
export { spawnPostgresServer } from './postgres/postgres-server.js';
export type {
  PostgresServerPlan,
  RunningPostgresServer,
  ServerExit,
  SpawnPostgresOptions,
} from './postgres/postgres-server.js';
export type { EmbeddedS3Options } from './s3/embedded-s3.js';
// smtp-server installs no process hooks: tests start and stop the receiver in their own process.
export { startEmbeddedSmtp } from './smtp/embedded-smtp.js';
export type { EmbeddedSmtpOptions, RunningSmtp } from './smtp/embedded-smtp.js';
export { readMailFolder, repeatedMessageIds } from './smtp/mail-folder.js';
export type { FolderEmail } from './smtp/mail-folder.js';
export { launchRunner, runRunnerJob } from './runners/launch-runner.js';
export type { LaunchRunnerOptions, RunnerExit, RunningRunner } from './runners/launch-runner.js';
export type { RunnerReply, RunnerRequest } from './runners/protocol.js';
export { findFreePort } from './ports.js';
export { LogTail } from './process/log-tail.js';
