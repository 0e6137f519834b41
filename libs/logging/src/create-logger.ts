import { pino, type DestinationStream, type Logger } from 'pino';
import { type LogLevel } from './log-levels.js';
import { redactUrl } from './redact-url.js';

export { logLevels, type LogLevel } from './log-levels.js';

/** Headers and fields that carry credentials; pino replaces them before a line is written. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-auth-token"]',
  'res.headers["set-cookie"]',
  'password',
  'token',
  'encryptionKey',
  '*.password',
  '*.token',
  '*.encryptionKey',
];

interface SerializedRequest {
  method?: string;
  url?: string;
}

export interface CreateLoggerOptions {
  /** The part writing: gateway, identity, grants, … */
  part: string;
  level?: LogLevel;
  /** Where lines go; standard output when not given. */
  destination?: DestinationStream;
}

/** One JSON line per event, tagged with the part that wrote it. */
export function createLogger({ part, level = 'info', destination }: CreateLoggerOptions): Logger {
  const options = {
    level,
    base: { part },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: redactedPaths, censor: '[REDACTED]' },
    serializers: {
      // Only what is needed to follow a request: never headers or bodies.
      // The request id is already on the line (`requestId`).
      req: (req: SerializedRequest) => ({
        method: req.method,
        url: redactUrl(req.url ?? ''),
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
