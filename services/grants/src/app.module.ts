import { Module, type DynamicModule } from '@nestjs/common';
import { AuthModule, ServiceKitModule } from '@portal/nest-kit';
import { AvailableGrantsController } from './api/available-grants.controller.js';
import { GrantsController } from './api/grants.controller.js';
import { GrantsInternalController } from './api/grants-internal.controller.js';
import type { GrantsConfig } from './config.js';
import { grantsDatabase } from './database.js';
import { GrantsModule } from './grants/grants.module.js';

@Module({})
export class AppModule {
  static register(config: GrantsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ServiceKitModule.forRoot({ service: 'grants', database: grantsDatabase(config) }),
        AuthModule.withIdentityService({
          jwtSecret: config.JWT_SECRET,
          serviceSecret: config.SERVICE_SECRET,
          identityUrl: config.IDENTITY_URL,
          databaseUrl: config.DATABASE_URL,
        }),
        GrantsModule.register({
          dataEncryptionKey: config.DATA_ENCRYPTION_KEY,
          notificationsUrl: config.NOTIFICATIONS_URL,
          serviceSecret: config.SERVICE_SECRET,
        }),
      ],
      controllers: [GrantsController, AvailableGrantsController, GrantsInternalController],
    };
  }
}
