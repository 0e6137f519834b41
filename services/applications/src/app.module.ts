import { Module, type DynamicModule } from '@nestjs/common';
import { AuthModule, ServiceKitModule } from '@portal/nest-kit';
import { ApplicationDraftsController } from './api/application-drafts.controller.js';
import { ApplicationsInternalController } from './api/applications-internal.controller.js';
import { GrantApplicationsController } from './api/grant-applications.controller.js';
import { ApplicationsModule } from './applications/applications.module.js';
import type { ApplicationsConfig } from './config.js';
import { applicationsDatabase } from './database.js';

@Module({})
export class AppModule {
  static register(config: ApplicationsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot({
          service: 'applications',
          database: applicationsDatabase(config),
        }),
        AuthModule.withIdentityService({
          jwtSecret: config.JWT_SECRET,
          serviceSecret: config.SERVICE_SECRET,
          identityUrl: config.IDENTITY_URL,
          databaseUrl: config.DATABASE_URL,
        }),
        ApplicationsModule.register({
          grantsUrl: config.GRANTS_URL,
          filesUrl: config.FILES_URL,
          notificationsUrl: config.NOTIFICATIONS_URL,
          serviceSecret: config.SERVICE_SECRET,
          dataEncryptionKey: config.DATA_ENCRYPTION_KEY,
        }),
      ],
      controllers: [
        ApplicationDraftsController,
        GrantApplicationsController,
        ApplicationsInternalController,
      ],
    };
  }
}
