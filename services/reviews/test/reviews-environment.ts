import { testServiceEnvironment } from '@portal/testing';

/** The portal's data key in these tests (each service derives its own keys from it). */
export const testDataEncryptionKey = 'data-key-for-reviews-tests-0123456789abcdef';

/** The reviews service's environment on a fresh schema: the run's PostgreSQL and its data key. */
export function reviewsTestEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return testServiceEnvironment('reviews', {
    DATA_ENCRYPTION_KEY: testDataEncryptionKey,
    GRANTS_URL: 'http://127.0.0.1:9',
    APPLICATIONS_URL: 'http://127.0.0.1:9',
    ...extra,
  });
}
