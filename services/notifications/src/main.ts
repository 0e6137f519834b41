import 'reflect-metadata';
import { runServiceMain } from '@portal/nest-kit';
import { AppModule } from './app.module.js';
import { loadNotificationsConfig } from './config.js';
import { notificationsDatabase } from './database.js';

await runServiceMain({
  service: 'notifications',
  loadConfig: () => loadNotificationsConfig(),
  database: notificationsDatabase,
  appModule: (config) => AppModule.register(config),
  listen: (config) => ({ port: config.PORT, host: config.HOST, logLevel: config.LOG_LEVEL }),
});
