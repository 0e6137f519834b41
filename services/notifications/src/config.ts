import { envFields, loadConfig } from '@portal/config';
import { commonServiceEnv } from '@portal/nest-kit';
import { z } from 'zod';

const seconds = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number of seconds' })
    .positive('must be more than 0')
    .max(max, `must be at most ${max}`)
    .default(fallback);

/** The environment of the notifications service, validated at start. */
export const notificationsEnvSchema = z
  .object({
    ...commonServiceEnv('notifications'),
    JWT_SECRET: envFields.secret(),
    /**
     * The portal's key for personal data at rest: what a reviewer wrote to an applicant waits
     * encrypted with a key derived from it until its email is sent (notice.cipher.ts).
     */
    DATA_ENCRYPTION_KEY: envFields.secret(),
    /** Where identity answers who is calling, and the name and email of whom an email is for. */
    IDENTITY_URL: envFields.url(),
    /**
     * The mail server: `smtp://host:port` (or `smtps://`, with `user:password@` when it asks).
     * Under `npm start` without it, the launcher's own receiver writes each email to DATA_DIR/mail.
     */
    SMTP_URL: z
      .string({ error: 'is required (an smtp:// or smtps:// URL of the mail server)' })
      .regex(
        /^smtps?:\/\/[^\s/]+/,
        'must be an smtp:// or smtps:// URL such as smtp://127.0.0.1:1025',
      ),
    /** Who the emails are from. */
    MAIL_FROM: z.string().min(3).default('Education Grants <no-reply@portal.local>'),
    /** The portal's address as members open it: the emails' links start with it. */
    PORTAL_URL: envFields.url().default('http://127.0.0.1:8080'),
    /** Tries of one email before it is listed as failed for admins. */
    EMAIL_MAX_ATTEMPTS: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(50, 'must be at most 50')
      .default(10),
    /** The wait after an email's first failed try, doubled after each, up to EMAIL_RETRY_MAX_SECONDS. */
    EMAIL_RETRY_FIRST_SECONDS: seconds(2, 3_600),
    EMAIL_RETRY_MAX_SECONDS: seconds(300, 86_400),
  })
  .superRefine((env, context) => {
    if (env.EMAIL_RETRY_MAX_SECONDS < env.EMAIL_RETRY_FIRST_SECONDS)
      context.addIssue({
        code: 'custom',
        path: ['EMAIL_RETRY_MAX_SECONDS'],
        message: 'must be at least EMAIL_RETRY_FIRST_SECONDS',
      });
  });

export type NotificationsConfig = z.infer<typeof notificationsEnvSchema>;

export function loadNotificationsConfig(env: NodeJS.ProcessEnv = process.env): NotificationsConfig {
  return loadConfig(notificationsEnvSchema, env);
}
