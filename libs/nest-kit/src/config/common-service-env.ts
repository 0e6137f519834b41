import { envFields } from '@portal/config';
import type { LogLevel } from '@portal/logging';

export type CommonServiceEnv = {
  PORT: number;
  HOST: string;
  LOG_LEVEL: LogLevel;
  DATABASE_URL: string;
  DATABASE_SCHEMA: string;
  SERVICE_SECRET: string;
};

/** The variables every service reads. */
export function commonServiceEnv(service: string) {
  return {
    PORT: envFields.port(),
    HOST: envFields.host(),
    LOG_LEVEL: envFields.logLevel(),
    DATABASE_URL: envFields.databaseUrl(),
    DATABASE_SCHEMA: envFields.schemaName(service),
    /** Shown by one service to another on `/internal` calls; the gateway never has it. */
    SERVICE_SECRET: envFields.secret(),
  };
}
