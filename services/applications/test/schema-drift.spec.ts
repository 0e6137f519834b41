import { schemaDrift } from '@portal/nest-kit/testing';
import { dropSchema } from '@portal/testing';
import { loadApplicationsConfig } from '../src/config.js';
import { applicationsDatabase } from '../src/database.js';
import { applicationsTestEnvironment } from './applications-environment.js';

describe("the applications service's schema", () => {
  const config = loadApplicationsConfig(applicationsTestEnvironment());
  afterAll(() => dropSchema(config.DATABASE_SCHEMA));

  it('is exactly what its entities map, once its migrations have run', async () => {
    expect(await schemaDrift(applicationsDatabase(config))).toEqual([]);
  });
});
