import { envFields, loadConfig } from '@portal/config';
import { uploadLimitEnv } from '@portal/contract';
import { commonServiceEnv } from '@portal/nest-kit';
import { z } from 'zod';

/** The environment of the files service (decisions §1), validated at start. */
export const filesEnvSchema = z.object({
  ...commonServiceEnv('files'),
  JWT_SECRET: envFields.secret(),
  /**
   * The portal's key for personal data at rest (decisions §5): the uploader's and applicant's
   * names and email are kept encrypted with keys this service derives from it (file.cipher.ts).
   */
  DATA_ENCRYPTION_KEY: envFields.secret(),
  /** Where identity answers who is calling (its internal /internal/principal). */
  IDENTITY_URL: envFields.url(),
  /** Where the applications service answers whose application a file belongs to. */
  APPLICATIONS_URL: envFields.url(),
  /** The S3-compatible store (MinIO, or the embedded one of npm start). */
  S3_ENDPOINT: envFields.url(),
  S3_ACCESS_KEY: z.string().min(1),
  S3_SECRET_KEY: z.string().min(1),
  /** Created at start when missing. */
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name'),
  /** The largest upload, counted on the stream (decisions §4: larger is a 413). */
  ...uploadLimitEnv,
});

export type FilesConfig = z.infer<typeof filesEnvSchema>;

export function loadFilesConfig(env: NodeJS.ProcessEnv = process.env): FilesConfig {
  return loadConfig(filesEnvSchema, env);
}
