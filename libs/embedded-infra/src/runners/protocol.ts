import type { EmbeddedPostgresOptions } from '../postgres/embedded-postgres.js';
import type { EmbeddedS3Options } from '../s3/embedded-s3.js';
import type { EmbeddedSmtpOptions } from '../smtp/embedded-smtp.js';

/**
 * Messages between a parent (the launcher, the test harness) and a runner process that holds
 * one embedded server (PostgreSQL, the object store, the mail folder's SMTP receiver). Options travel over the IPC channel, so passwords never show in `ps`.
 */
export type RunnerRequest =
  | { type: 'start-postgres'; options: Omit<EmbeddedPostgresOptions, 'onWarning'> }
  | { type: 'start-s3'; options: EmbeddedS3Options }
  | { type: 'start-smtp'; options: EmbeddedSmtpOptions };

export type RunnerReply = { type: 'ready'; url: string } | { type: 'failed'; message: string };
