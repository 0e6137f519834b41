import { schemaDrift } from '@portal/nest-kit/testing';
import { dropSchema } from '@portal/testing';
import { grantsTestEnvironment } from './grants-environment.js';
import { loadGrantsConfig } from '../src/config.js';
import { grantsDatabase } from '../src/database.js';

describe("the grants service's schema", () => {
  const config = loadGrantsConfig(grantsTestEnvironment());
  afterAll(() => dropSchema(config.DATABASE_SCHEMA));

  it('is exactly what its entities map, once its migrations have run', async () => {
    expect(await schemaDrift(grantsDatabase(config))).toEqual([]);
  });
});
