import { testServiceEnvironment } from '@portal/testing';

/** The portal's data key in these tests (each service derives its own keys from it). */
export const testDataEncryptionKey = 'data-key-for-notifications-tests-0123456789';

/** The notifications service's environment on a fresh schema: the run's PostgreSQL and its data key. */
export function notificationsTestEnvironment(
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return testServiceEnvironment('notifications', {
    DATA_ENCRYPTION_KEY: testDataEncryptionKey,
    ...extra,
  });
}
