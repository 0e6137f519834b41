import { schemaDrift } from '@portal/nest-kit/testing';
import { dropSchema } from '@portal/testing';
import { loadNotificationsConfig } from '../src/config.js';
import { notificationsDatabase } from '../src/database.js';
import { notificationsTestEnvironment } from './notifications-environment.js';

const environment = { SMTP_URL: 'smtp://127.0.0.1:9' };

describe("the notifications service's schema", () => {
  const config = loadNotificationsConfig(notificationsTestEnvironment(environment));
  afterAll(() => dropSchema(config.DATABASE_SCHEMA));

  it('is exactly what its entities map, once its migrations have run', async () => {
    expect(await schemaDrift(notificationsDatabase(config))).toEqual([]);
  });
});
