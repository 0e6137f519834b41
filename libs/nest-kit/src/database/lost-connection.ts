import { Logger } from '@nestjs/common';

const logger = new Logger('Database');

/**
 * The pool's 'error' handler: an idle connection failed, most often because PostgreSQL
 * restarted or ended it. The pool has already dropped it and opens a new one for the next
 * query, so the service carries on; without a handler, the event would crash the process.
 */
export function reportLostConnection(error: Error): void {
  logger.warn(
    `an idle database connection was lost (${error.message}); the next query opens a new one`,
  );
}
