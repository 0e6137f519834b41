import type { LoggerService } from '@nestjs/common';
import type { Logger } from '@portal/logging';

/**
 * Routes NestJS's own messages into the service's JSON log. Its routine start-up chatter
 * ("dependencies initialized", "Mapped route") goes to debug; warnings and errors stay.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]): void {
    this.logger.debug(contextOf(rest), String(message));
  }

  error(message: unknown, ...rest: unknown[]): void {
    const [stack, context] = rest.length >= 2 ? rest : [undefined, rest[0]];
    this.logger.error(
      { context, ...(typeof stack === 'string' ? { stack } : {}) },
      String(message),
    );
  }

  warn(message: unknown, ...rest: unknown[]): void {
    this.logger.warn(contextOf(rest), String(message));
  }

  debug(message: unknown, ...rest: unknown[]): void {
    this.logger.debug(contextOf(rest), String(message));
  }

  verbose(message: unknown, ...rest: unknown[]): void {
    this.logger.trace(contextOf(rest), String(message));
  }

  fatal(message: unknown, ...rest: unknown[]): void {
    this.logger.fatal(contextOf(rest), String(message));
  }
}

function contextOf(rest: unknown[]): { context?: unknown } {
  const context = rest[rest.length - 1];
  return typeof context === 'string' ? { context } : {};
}
