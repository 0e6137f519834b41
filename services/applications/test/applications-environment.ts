import { testServiceEnvironment } from '@portal/testing';

/** The portal's data key in these tests (identity's tests use another: each service derives its own keys). */
export const testDataEncryptionKey = 'data-key-for-applications-tests-0123456789';

/**
 * The applications service's environment on a fresh schema: the run's PostgreSQL, its data key,
 * and (unless `extra` says otherwise) grants and identity unreachable.
 */
export function applicationsTestEnvironment(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return testServiceEnvironment('applications', {
    GRANTS_URL: 'http://127.0.0.1:9',
    FILES_URL: 'http://127.0.0.1:9',
    DATA_ENCRYPTION_KEY: testDataEncryptionKey,
    ...extra,
  });
}
