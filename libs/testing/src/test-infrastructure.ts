/**
 * Where the servers started by the global setup can be reached. The global setup puts these
 * in the environment before jest starts its workers, which inherit them.
 */
export interface TestInfrastructure {
  databaseUrl: string;
  s3: { endpoint: string; accessKey: string; secretKey: string; bucket: string };
}

const variables = {
  databaseUrl: 'PORTAL_TEST_DATABASE_URL',
  s3Endpoint: 'PORTAL_TEST_S3_ENDPOINT',
  s3AccessKey: 'PORTAL_TEST_S3_ACCESS_KEY',
  s3SecretKey: 'PORTAL_TEST_S3_SECRET_KEY',
  s3Bucket: 'PORTAL_TEST_S3_BUCKET',
} as const;

export function publishTestInfrastructure(infrastructure: TestInfrastructure): void {
  process.env[variables.databaseUrl] = infrastructure.databaseUrl;
  process.env[variables.s3Endpoint] = infrastructure.s3.endpoint;
  process.env[variables.s3AccessKey] = infrastructure.s3.accessKey;
  process.env[variables.s3SecretKey] = infrastructure.s3.secretKey;
  process.env[variables.s3Bucket] = infrastructure.s3.bucket;
}

/** The servers of this test run; fails clearly when the jest config lacks the global setup. */
export function testInfrastructure(): TestInfrastructure {
  const read = (name: string): string => {
    const value = process.env[name];
    if (!value) {
      throw new Error(
        `${name} is not set: add globalSetup '@portal/testing/global-setup' and globalTeardown ` +
          `'@portal/testing/global-teardown' to this package's jest config.`,
      );
    }
    return value;
  };
  return {
    databaseUrl: read(variables.databaseUrl),
    s3: {
      endpoint: read(variables.s3Endpoint),
      accessKey: read(variables.s3AccessKey),
      secretKey: read(variables.s3SecretKey),
      bucket: read(variables.s3Bucket),
    },
  };
}
