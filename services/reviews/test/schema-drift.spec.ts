import { schemaDrift } from '@portal/nest-kit/testing';
import { dropSchema } from '@portal/testing';
import { loadReviewsConfig } from '../src/config.js';
import { reviewsDatabase } from '../src/database.js';
import { reviewsTestEnvironment } from './reviews-environment.js';

describe("the reviews service's schema", () => {
  const config = loadReviewsConfig(reviewsTestEnvironment({ IDENTITY_URL: 'http://127.0.0.1:9' }));
  afterAll(() => dropSchema(config.DATABASE_SCHEMA));

  it('is exactly what its entities map, once its migrations have run', async () => {
    expect(await schemaDrift(reviewsDatabase(config))).toEqual([]);
  });
});
