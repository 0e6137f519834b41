import { envFields, loadConfig } from '@portal/config';
import { commonServiceEnv } from '@portal/nest-kit';
import { z } from 'zod';

/** The environment of the reviews service, validated at start. */
export const reviewsEnvSchema = z.object({
  ...commonServiceEnv('reviews'),
  JWT_SECRET: envFields.secret(),
  /**
   * The portal's key for personal data at rest, the same as identity's: this service derives a
   * key of its own from it for reviewers' comments and reasons.
   */
  DATA_ENCRYPTION_KEY: envFields.secret(),
  /** Where identity answers who is calling, and who the staff are. */
  IDENTITY_URL: envFields.url(),
  /** Where the grants service answers who leads a grant's review. */
  GRANTS_URL: envFields.url(),
  /** Where the applications service answers a grant's applications and their answers. */
  APPLICATIONS_URL: envFields.url(),
});

export type ReviewsConfig = z.infer<typeof reviewsEnvSchema>;

export function loadReviewsConfig(env: NodeJS.ProcessEnv = process.env): ReviewsConfig {
  return loadConfig(reviewsEnvSchema, env);
}
