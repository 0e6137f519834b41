import { envFields, loadConfig } from '@portal/config';
import { commonServiceEnv } from '@portal/nest-kit';
import { z } from 'zod';

/** The environment of the grants service (decisions §1), validated at start. */
export const grantsEnvSchema = z.object({
  ...commonServiceEnv('grants'),
  JWT_SECRET: envFields.secret(),
  /**
   * The portal's key for personal data at rest (decisions §5), the same as identity's: this
   * service derives a key of its own from it for the names in grants' history.
   */
  DATA_ENCRYPTION_KEY: envFields.secret(),
  /** Where identity answers who is calling (its internal /internal/principal). */
  IDENTITY_URL: envFields.url(),
  /**
   * Where the notifications service takes this service's notices (a grant waiting for a second
   * approver). Unset: they wait in the outbox, nothing is sent, until a start with it.
   */
  NOTIFICATIONS_URL: envFields.url().optional(),
});

export type GrantsConfig = z.infer<typeof grantsEnvSchema>;

export function loadGrantsConfig(env: NodeJS.ProcessEnv = process.env): GrantsConfig {
  return loadConfig(grantsEnvSchema, env);
}
