import { loadConfig } from '@portal/config';
import { commonServiceEnv } from '@portal/nest-kit';
import { z } from 'zod';

/** The environment of the identity service (decisions §1), validated at start. */
export const identityEnvSchema = z.object({
  ...commonServiceEnv('identity'),
});

export type IdentityConfig = z.infer<typeof identityEnvSchema>;

export function loadIdentityConfig(env: NodeJS.ProcessEnv = process.env): IdentityConfig {
  return loadConfig(identityEnvSchema, env);
}
