import 'reflect-metadata';
import { runServiceMain } from '@portal/nest-kit';
import { AppModule } from './app.module.js';
import { loadApplicationsConfig } from './config.js';
import { applicationsDatabase } from './database.js';

await runServiceMain({
  service: 'applications',
  loadConfig: () => loadApplicationsConfig(),
  database: applicationsDatabase,
  appModule: (config) => AppModule.register(config),
  listen: (config) => ({ port: config.PORT, host: config.HOST, logLevel: config.LOG_LEVEL }),
});
