import { schemaDrift } from '@portal/nest-kit/testing';
import { dropSchema, testServiceEnvironment } from '@portal/testing';
import { loadFilesConfig } from '../src/config.js';
import { filesDatabase } from '../src/database.js';
import { filesStoreEnvironment } from './files-under-test.js';

describe("the files service's schema", () => {
  const config = loadFilesConfig(testServiceEnvironment('files', filesStoreEnvironment()));
  afterAll(() => dropSchema(config.DATABASE_SCHEMA));

  it('is exactly what its entities map, once its migrations have run', async () => {
    expect(await schemaDrift(filesDatabase(config))).toEqual([]);
  });
});
