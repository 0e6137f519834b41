import { Module, type DynamicModule } from '@nestjs/common';
import { AuthModule, ServiceKitModule } from '@portal/nest-kit';
import { ConflictsController } from './api/conflicts.controller.js';
import { ReviewExportsController } from './api/review-exports.controller.js';
import { ReviewPanelsController } from './api/review-panels.controller.js';
import { ReviewingController } from './api/reviewing.controller.js';
import type { ReviewsConfig } from './config.js';
import { reviewsDatabase } from './database.js';
import { ReviewsModule } from './reviews/reviews.module.js';

@Module({})
export class AppModule {
  static register(config: ReviewsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot({ service: 'reviews', database: reviewsDatabase(config) }),
        AuthModule.withIdentityService({
          jwtSecret: config.JWT_SECRET,
          serviceSecret: config.SERVICE_SECRET,
          identityUrl: config.IDENTITY_URL,
          databaseUrl: config.DATABASE_URL,
        }),
        ReviewsModule.register({
          dataEncryptionKey: config.DATA_ENCRYPTION_KEY,
          applicationsUrl: config.APPLICATIONS_URL,
          grantsUrl: config.GRANTS_URL,
          identityUrl: config.IDENTITY_URL,
          serviceSecret: config.SERVICE_SECRET,
        }),
      ],
      controllers: [
        ReviewPanelsController,
        ReviewingController,
        ConflictsController,
        ReviewExportsController,
      ],
    };
  }
}
