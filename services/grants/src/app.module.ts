import { Module, type DynamicModule } from '@nestjs/common';
import { ServiceKitModule } from '@portal/nest-kit';
import type { GrantsConfig } from './config.js';
import { grantsDatabase } from './database.js';

@Module({})
export class AppModule {
  static register(config: GrantsConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ServiceKitModule.forRoot({ service: 'grants', database: grantsDatabase(config) })],
    };
  }
}
