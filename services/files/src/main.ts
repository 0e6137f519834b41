import 'reflect-metadata';
import { runServiceMain } from '@portal/nest-kit';
import { AppModule } from './app.module.js';
import { loadFilesConfig } from './config.js';
import { filesDatabase } from './database.js';

await runServiceMain({
  service: 'files',
  loadConfig: () => loadFilesConfig(),
  database: filesDatabase,
  appModule: (config) => AppModule.register(config),
  listen: (config) => ({
    port: config.PORT,
    host: config.HOST,
    logLevel: config.LOG_LEVEL,
    maxUploadMegabytes: config.MAX_UPLOAD_MB,
  }),
});
