import 'reflect-metadata';
import { runServiceMain } from '@portal/nest-kit';
import { AppModule } from './app.module.js';
import { loadIdentityConfig } from './config.js';
import { identityDatabase } from './database.js';

await runServiceMain({
  service: 'identity',
  loadConfig: () => loadIdentityConfig(),
  database: identityDatabase,
  appModule: (config) => AppModule.register(config),
  listen: (config) => ({ port: config.PORT, host: config.HOST, logLevel: config.LOG_LEVEL }),
});
