import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { envFields, loadConfig } from '@portal/config';
import { uploadLimitEnv } from '@portal/contract';
import {
  rateLimitPerAccountPerMinuteSchema,
  rateLimitPerMinuteSchema,
  trustedProxiesSchema,
} from '@portal/http-kit';
import { z } from 'zod';

/** The repository root when running from gateway/dist: it holds shell/dist and the remotes' dist. */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const remoteEntry = () =>
  z
    .string()
    .regex(/^(https?:\/\/|\/)\S+$/, 'must be an absolute URL or a path starting with /')
    .optional();

/** The gateway's environment (decisions §1), validated at start. */
export const gatewayEnvSchema = z.object({
  PORT: envFields.port(8080),
  HOST: envFields.host(),
  LOG_LEVEL: envFields.logLevel(),
  IDENTITY_URL: envFields.url(),
  GRANTS_URL: envFields.url(),
  APPLICATIONS_URL: envFields.url(),
  FILES_URL: envFields.url(),
  NOTIFICATIONS_URL: envFields.url(),
  REVIEWS_URL: envFields.url(),
  ...uploadLimitEnv,
  /**
   * The key identity signs session tokens with: the gateway checks a page-session cookie itself
   * before asking any service for a member's page, and counts calls per account.
   */
  JWT_SECRET: envFields.secret(),
  /** Proxies in front of the gateway whose X-Forwarded-For is believed (addresses or CIDR ranges). */
  TRUSTED_PROXIES: trustedProxiesSchema,
  /** `/api` requests per client address per minute; 0 turns the limit off. */
  RATE_LIMIT_PER_MINUTE: rateLimitPerMinuteSchema,
  /** `/api` requests and drawn data pages per signed-in account per minute; 0 turns the limit off. */
  RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: rateLimitPerAccountPerMinuteSchema,
  /** Folder holding shell/dist, mf-member/dist, mf-staff/dist and mf-admin/dist. */
  WEB_ROOT: z.string().min(1).default(repositoryRoot),
  /** Where the shell finds each remote's manifest; change these to move a remote without rebuilding the shell. */
  REMOTE_ENTRY_MF_MEMBER: remoteEntry(),
  REMOTE_ENTRY_MF_STAFF: remoteEntry(),
  REMOTE_ENTRY_MF_ADMIN: remoteEntry(),
});

export type GatewayConfig = z.infer<typeof gatewayEnvSchema>;

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return loadConfig(gatewayEnvSchema, env);
}
