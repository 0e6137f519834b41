import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Clock } from './clock.service.js';
import { IDENTITY_CONFIG, type IdentityConfig } from './config.js';

/** Makes the validated configuration, and the clock, injectable everywhere in the service. */
@Global()
@Module({})
export class IdentityConfigModule {
  static register(config: IdentityConfig): DynamicModule {
    return {
      module: IdentityConfigModule,
      providers: [{ provide: IDENTITY_CONFIG, useValue: config }, Clock],
      exports: [IDENTITY_CONFIG, Clock],
    };
  }
}
