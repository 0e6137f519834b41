import { envFields, loadConfig } from '@portal/config';
import { commonServiceEnv } from '@portal/nest-kit';
import { z } from 'zod';

/** The environment of the files service (decisions §1), validated at start. */
export const filesEnvSchema = z.object({
  ...commonServiceEnv('files'),
  JWT_SECRET: envFields.secret(),
  /** Where identity answers who is calling (its internal /internal/principal). */
  IDENTITY_URL: envFields.url(),
});

export type FilesConfig = z.infer<typeof filesEnvSchema>;

export function loadFilesConfig(env: NodeJS.ProcessEnv = process.env): FilesConfig {
  return loadConfig(filesEnvSchema, env);
}
