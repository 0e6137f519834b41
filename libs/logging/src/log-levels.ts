// The levels alone, without pino: the launcher validates LOG_LEVEL through @portal/config and
// has no use for pino or fastify (`@portal/logging/log-levels`).
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export const logLevels: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];
