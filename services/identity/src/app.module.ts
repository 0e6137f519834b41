import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule } from '@portal/nest-kit';
import type { IdentityConfig } from './config.js';
import { identityDatabase } from './database.js';

@Module({})
export class AppModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: 'identity', database: identityDatabase(config) })],
    };
  }
}
