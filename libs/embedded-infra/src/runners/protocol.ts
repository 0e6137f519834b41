import type { EmbeddedPostgresOptions } from '../postgres/embedded-postgres.js';
import type { PostgresClusterOptions } from '../postgres/prepare-postgres.js';
import type { EmbeddedS3Options } from '../s3/embedded-s3.js';

/**
 * Messages between a parent (the launcher, the test harness) and a runner process. A runner
 * either holds one embedded server (`start-…`: PostgreSQL, the object store; answered `ready`) or
 * does one job and exits (`create-database`, answered `done`). The mail folder's SMTP receiver
 * needs no runner: it runs in its parent's process (the launcher's, a test's).
 * Options travel over the IPC channel, so passwords never show in `ps`.
 */
export type RunnerRequest =
  | { type: 'start-postgres'; options: Omit<EmbeddedPostgresOptions, 'onWarning'> }
  | { type: 'start-s3'; options: EmbeddedS3Options }
  | { type: 'create-database'; options: PostgresClusterOptions };

export type RunnerReply =
  { type: 'ready'; url: string } | { type: 'done' } | { type: 'failed'; message: string };
