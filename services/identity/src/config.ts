import { envFields, loadConfig } from '@portal/config';
import { signInLimitsEnv } from '@portal/contract';
import { commonServiceEnv } from '@portal/nest-kit';
import { z } from 'zod';

/** The environment of the identity service (decisions §1), validated at start. */
export const identityEnvSchema = z.object({
  ...commonServiceEnv('identity'),
  JWT_SECRET: envFields.secret(),
  DATA_ENCRYPTION_KEY: envFields.secret(),
  PORTAL_ADMIN_EMAIL: z
    .email({ error: 'must be an email address' })
    .transform((email) => email.toLowerCase()),
  PORTAL_ADMIN_PASSWORD: envFields.password(),
  /**
   * The notifications service, which sends the emails with a link (confirm your address).
   * Unset, those emails wait in identity's outbox until a start that has it.
   */
  NOTIFICATIONS_URL: envFields.url().optional(),
  /** The limits on failed sign-ins (decisions §5), with their defaults: see sign-in-limits.service.ts. */
  ...signInLimitsEnv,
  /**
   * Emails with a link one person may be sent in an hour, of each kind: to confirm the address, to
   * reset the password (asked for, or sent by an admin), an invitation sent again.
   */
  EMAIL_LINKS_PER_HOUR: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(10_000, 'must be at most 10000')
    .default(5),
});

export type IdentityConfig = z.infer<typeof identityEnvSchema>;

export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  return loadConfig(identityEnvSchema, env);
}

/** Injection token of the validated configuration. */
export const IDENTITY_CONFIG = Symbol('IDENTITY_CONFIG');
