import 'reflect-metadata';
import { runServiceMain } from '@portal/nest-kit';
import { AppModule } from './app.module.js';
import { loadGrantsConfig } from './config.js';
import { grantsDatabase } from './database.js';

await runServiceMain({
  service: 'grants',
  loadConfig: () => loadGrantsConfig(),
  database: grantsDatabase,
  appModule: (config) => AppModule.register(config),
  listen: (config) => ({ port: config.PORT, host: config.HOST, logLevel: config.LOG_LEVEL }),
});
