export { createLogger, logLevels, redactedPaths } from './create-logger.js';
export type { CreateLoggerOptions, LogLevel } from './create-logger.js';
export { redactUrl } from './redact-url.js';
export { requestIdFrom, requestIdHeader } from './request-id.js';
export type { Logger } from 'pino';
export { RequestLogController } from './request-log-controller.js';
export type { RequestLogOptions } from './request-log-controller.js';
