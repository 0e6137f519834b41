import { envFields, loadConfig } from '@portal/config';
import { commonServiceEnv } from '@portal/nest-kit';
import { z } from 'zod';

/** The environment of the applications service (decisions §1), validated at start. */
export const applicationsEnvSchema = z.object({
  ...commonServiceEnv('applications'),
  JWT_SECRET: envFields.secret(),
  /**
   * The portal's key for personal data at rest (decisions §5), the same as identity's: this
   * service derives keys of its own from it (personal-data-cipher.ts), never identity's.
   */
  DATA_ENCRYPTION_KEY: envFields.secret(),
  /** Where identity answers who is calling (its internal /internal/principal). */
  IDENTITY_URL: envFields.url(),
  /** Where the grants service answers snapshots and takes application events (its /internal). */
  GRANTS_URL: envFields.url(),
  /** Where the files service takes removed applications (its /internal; orphaned files). */
  FILES_URL: envFields.url(),
  /**
   * Where the notifications service takes the events of this service's outbox. Unset:
   * the events wait in the outbox, nothing is sent, until a start with it delivers them.
   */
  NOTIFICATIONS_URL: envFields.url().optional(),
});

export type ApplicationsConfig = z.infer<typeof applicationsEnvSchema>;

export function loadApplicationsConfig(env: NodeJS.ProcessEnv = process.env): ApplicationsConfig {
  return loadConfig(applicationsEnvSchema, env);
}
