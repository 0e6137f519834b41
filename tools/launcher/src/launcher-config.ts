import path from 'node:path';
import { envFields, loadConfig } from '@portal/config';
import { uploadLimitEnv } from '@portal/contract/files';
import { signInLimitsEnv } from '@portal/contract/users';
import {
  rateLimitPerAccountPerMinuteSchema,
  rateLimitPerMinuteSchema,
  trustedProxiesSchema,
} from '@portal/http-kit';
import { z } from 'zod';

/**
 * `npm start`'s configuration: the variables of decisions §1, plus the gateway's edge settings
 * (TRUSTED_PROXIES, RATE_LIMIT_PER_MINUTE, RATE_LIMIT_PER_ACCOUNT_PER_MINUTE), identity's sign-in
 * limits (SIGN_IN_…) and email links (EMAIL_LINKS_PER_HOUR), and the mail server (SMTP_URL).
 * Secrets and the first
 * admin are optional here: when unset, values generated on the first start and kept in
 * DATA_DIR are used. When DATABASE_URL or S3_ENDPOINT is set, nothing embedded is started.
 */
export const launcherEnvSchema = z
  .object({
    PORT: envFields.port(8080),
    HOST: envFields.host(),
    DATA_DIR: z.string().min(1).default('./.data'),
    LOG_LEVEL: envFields.logLevel(),
    DATABASE_URL: envFields.databaseUrl().optional(),
    S3_ENDPOINT: envFields.url().optional(),
    S3_ACCESS_KEY: z.string().min(3, 'must be at least 3 characters').optional(),
    S3_SECRET_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a valid bucket name (lower-case letters, digits, dots, hyphens)',
      )
      .default('portal-files'),
    JWT_SECRET: envFields.secret().optional(),
    DATA_ENCRYPTION_KEY: envFields.secret().optional(),
    PORTAL_ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
    PORTAL_ADMIN_PASSWORD: envFields.password().optional(),
    ...uploadLimitEnv,
    /**
     * The mail server the notifications service sends through. Unset: the launcher starts its own
     * SMTP receiver that writes each email to DATA_DIR/mail as an .eml file.
     */
    SMTP_URL: z
      .string()
      .regex(
        /^smtps?:\/\/[^\s/]+/,
        'must be an smtp:// or smtps:// URL such as smtp://127.0.0.1:1025',
      )
      .optional(),
    /**
     * The services' credential for their /internal calls. Unset (the usual case): new at every
     * start and never stored. Set it only for a tool that must act as a service (the benchmark).
     */
    SERVICE_SECRET: envFields.secret().optional(),
    TRUSTED_PROXIES: trustedProxiesSchema,
    RATE_LIMIT_PER_MINUTE: rateLimitPerMinuteSchema,
    /** The limits on failed sign-ins (decisions §5), passed to identity, which checks them too. */
    ...signInLimitsEnv,
    RATE_LIMIT_PER_ACCOUNT_PER_MINUTE: rateLimitPerAccountPerMinuteSchema,
    /** Given to identity as is (it validates it): links a member may have sent in an hour. */
    EMAIL_LINKS_PER_HOUR: z.string().optional(),
  })
  .superRefine((env, context) => {
    if (env.S3_ENDPOINT && (!env.S3_ACCESS_KEY || !env.S3_SECRET_KEY)) {
      context.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY ? 'S3_SECRET_KEY' : 'S3_ACCESS_KEY'],
        message: 'is required when S3_ENDPOINT is set',
      });
    }
  })
  .transform((env) => ({ ...env, DATA_DIR: path.resolve(env.DATA_DIR) }));

export type LauncherConfig = z.infer<typeof launcherEnvSchema>;

export function loadLauncherConfig(env: NodeJS.ProcessEnv = process.env): LauncherConfig {
  return loadConfig(launcherEnvSchema, env);
}
