import { testServiceEnvironment } from '@portal/testing';

/** The portal's data key in these tests (each service derives its own keys from it). */
export const testDataEncryptionKey = 'data-key-for-grants-tests-0123456789abcdef';

/** The grants service's environment on a fresh schema: the run's PostgreSQL and its data key. */
export function grantsTestEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return testServiceEnvironment('grants', { DATA_ENCRYPTION_KEY: testDataEncryptionKey, ...extra });
}
