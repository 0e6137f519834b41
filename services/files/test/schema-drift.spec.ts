import { schemaDrift } from '@portal/nest-kit/testing';
import { dropSchema, testInfrastructure, testServiceEnvironment } from '@portal/testing';
import { loadFilesConfig } from '../src/config.js';
import { filesDatabase } from '../src/database.js';

describe("the files service's schema", () => {
  const s3 = testInfrastructure().s3;
  const config = loadFilesConfig(
    testServiceEnvironment('files', {
      APPLICATIONS_URL: 'http://127.0.0.1:9',
      DATA_ENCRYPTION_KEY: 'data-key-for-files-tests-0123456789abcdef',
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
      S3_BUCKET: s3.bucket,
    }),
  );
  afterAll(() => dropSchema(config.DATABASE_SCHEMA));

  it('is exactly what its entities map, once its migrations have run', async () => {
    expect(await schemaDrift(filesDatabase(config))).toEqual([]);
  });
});
