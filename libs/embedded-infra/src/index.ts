export { startEmbeddedPostgres } from './postgres/embedded-postgres.js';
export type { EmbeddedPostgresOptions, RunningPostgres } from './postgres/embedded-postgres.js';
export { startEmbeddedS3 } from './s3/embedded-s3.js';
export type { EmbeddedS3Options, RunningS3 } from './s3/embedded-s3.js';
export { launchRunner } from './runners/launch-runner.js';
export type { LaunchRunnerOptions, RunningRunner } from './runners/launch-runner.js';
export type { RunnerReply, RunnerRequest } from './runners/protocol.js';
export { findFreePort } from './ports.js';
export { LogTail } from './process/log-tail.js';
