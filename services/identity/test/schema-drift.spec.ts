import { schemaDrift } from '@portal/nest-kit/testing';
import { dropSchema } from '@portal/testing';
import { identityDatabase } from '../src/database.js';
import { IdentityUnderTest } from './identity-under-test.js';

describe("identity's schema", () => {
  // A fresh schema name of its own, migrated from nothing.
  const { config } = new IdentityUnderTest();
  afterAll(() => dropSchema(config.DATABASE_SCHEMA));

  it('is exactly what its entities map, once its migrations have run', async () => {
    expect(await schemaDrift(identityDatabase(config))).toEqual([]);
  });
});
