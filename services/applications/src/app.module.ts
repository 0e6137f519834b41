import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule } from '@portal/nest-kit';
import type { ApplicationsConfig } from './config.js';
import { applicationsDatabase } from './database.js';

@Module({})
export class AppModule {
  static register(config: ApplicationsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: 'applications', database: applicationsDatabase(config) })],
    };
  }
}
