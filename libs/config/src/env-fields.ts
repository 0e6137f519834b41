import { logLevels, type LogLevel } from '@portal/logging/log-levels';
import { z } from 'zod';

/** Placeholder values from examples and templates: never accepted as a real secret. */
const placeholderSecret = /change[-_ ]?me|changeme|example|placeholder|^secret$|^(.)\1+$/i;

/** Building blocks for the services' environment schemas (decisions §1). */
export const envFields = {
  port: (fallback?: number) => {
    const field = z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535');
    return fallback === undefined ? field : field.default(fallback);
  },
  host: () => z.string().min(1).default('127.0.0.1'),
  logLevel: () =>
    z
      .enum(logLevels as [LogLevel, ...LogLevel[]], {
        error: `must be one of ${logLevels.join(', ')}`,
      })
      .default('info'),
  databaseUrl: () =>
    z
      .string({ error: 'is required (a postgres:// connection URL)' })
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// connection URL')
      .refine(
        (value) => !placeholderSecret.test(passwordOf(value)),
        'must not use a placeholder password',
      ),
  /** A PostgreSQL schema name; each service keeps its tables in its own. */
  schemaName: (fallback: string) =>
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case schema name')
      .default(fallback),
  /** A secret of at least 32 characters that is not a known placeholder. */
  secret: () =>
    z
      .string({ error: 'is required' })
      .min(32, 'must be at least 32 characters')
      .refine((value) => !placeholderSecret.test(value), 'must not be a placeholder value'),
  /** A password a person types (the first admin's): shorter than a generated secret, never a placeholder. */
  password: () =>
    z
      .string({ error: 'is required' })
      .min(12, 'must be at least 12 characters')
      .refine((value) => !placeholderSecret.test(value), 'must not be a placeholder value'),
  url: () => z.url({ error: 'must be a URL such as http://127.0.0.1:3001' }),
  megabytes: (fallback: number) =>
    z.coerce
      .number({ error: 'must be a number of megabytes' })
      .positive('must be more than 0')
      .max(10_240, 'must be at most 10240')
      .default(fallback),
};

function passwordOf(connectionUrl: string): string {
  try {
    return decodeURIComponent(new URL(connectionUrl).password);
  } catch {
    return '';
  }
}
