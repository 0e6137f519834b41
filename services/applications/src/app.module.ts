import { Module, type DynamicModule } from '@nestjs/common';
import { AuthModule, ServiceKitModule } from '@portal/nest-kit';
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
      ],
    };
  }
}
