import 'reflect-metadata';
import { runServiceMain } from '@portal/nest-kit';
import { AppModule } from './app.module.js';
import { loadReviewsConfig } from './config.js';
import { reviewsDatabase } from './database.js';

await runServiceMain({
  service: 'reviews',
  loadConfig: () => loadReviewsConfig(),
  database: reviewsDatabase,
  appModule: (config) => AppModule.register(config),
  listen: (config) => ({ port: config.PORT, host: config.HOST, logLevel: config.LOG_LEVEL }),
});
