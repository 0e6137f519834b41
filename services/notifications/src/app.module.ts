import { Module, type DynamicModule } from '@nestjs/common';
import { AuthModule, ServiceKitModule } from '@portal/nest-kit';
import { NotificationsAdminController } from './api/notifications-admin.controller.js';
import { NotificationsController } from './api/notifications.controller.js';
import { NotificationsInternalController } from './api/notifications-internal.controller.js';
import type { NotificationsConfig } from './config.js';
import { notificationsDatabase } from './database.js';
import { NotificationsModule } from './notifications/notifications.module.js';

@Module({})
export class AppModule {
  static register(config: NotificationsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot({
          service: 'notifications',
          database: notificationsDatabase(config),
        }),
        AuthModule.withIdentityService({
          jwtSecret: config.JWT_SECRET,
          serviceSecret: config.SERVICE_SECRET,
          identityUrl: config.IDENTITY_URL,
          databaseUrl: config.DATABASE_URL,
        }),
        NotificationsModule.register({
          identityUrl: config.IDENTITY_URL,
          serviceSecret: config.SERVICE_SECRET,
          smtpUrl: config.SMTP_URL,
          mailFrom: config.MAIL_FROM,
          portalUrl: config.PORTAL_URL,
          dataEncryptionKey: config.DATA_ENCRYPTION_KEY,
          schedule: {
            maxAttempts: config.EMAIL_MAX_ATTEMPTS,
            firstDelayMs: config.EMAIL_RETRY_FIRST_SECONDS * 1000,
            maxDelayMs: config.EMAIL_RETRY_MAX_SECONDS * 1000,
          },
        }),
      ],
      controllers: [
        NotificationsController,
        NotificationsAdminController,
        NotificationsInternalController,
      ],
    };
  }
}
