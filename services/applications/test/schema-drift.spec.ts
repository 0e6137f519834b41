import { schemaDrift } from '@portal/nest-kit/testing';
import { dropSchema, testServiceEnvironment } from '@portal/testing';
import { loadApplicationsConfig } from '../src/config.js';
import { applicationsDatabase } from '../src/database.js';

describe("the applications service's schema", () => {
  const config = loadApplicationsConfig(
    testServiceEnvironment('applications', { GRANTS_URL: 'http://127.0.0.1:9' }),
  );
  afterAll(() => dropSchema(config.DATABASE_SCHEMA));

  it('is exactly what its entities map, once its migrations have run', async () => {
    expect(await schemaDrift(applicationsDatabase(config))).toEqual([]);
  });
});
