import { Module, type DynamicModule, type FactoryProvider } from '@nestjs/common';
import type { ServiceName } from '@portal/contract';
import { databaseModule } from './database/database.module.js';
import type { ServiceDatabaseOptions } from './database/data-source-options.js';
import { HEALTH_CHECKS, SERVICE_NAME, type HealthCheck } from './health/health-check.js';
import { HealthController } from './health/health.controller.js';

export interface ServiceKitOptions {
  service: ServiceName;
  database: ServiceDatabaseOptions;
  /** Extra dependencies `GET /health` reports on (object storage, …). */
  healthChecks?: Omit<FactoryProvider<HealthCheck[]>, 'provide'>;
}

/**
 * What every service has: its database pool and `GET /health`. A service's AppModule imports
 * this once; the error shape of decisions §2 is applied by `createServiceApp`.
 */
@Module({})
export class ServiceKitModule {
  static forRoot(options: ServiceKitOptions): DynamicModule {
    return {
      module: ServiceKitModule,
      global: true,
      imports: [databaseModule(options.database)],
      controllers: [HealthController],
      providers: [
        { provide: SERVICE_NAME, useValue: options.service },
        { provide: HEALTH_CHECKS, ...(options.healthChecks ?? { useFactory: () => [] }) },
      ],
      exports: [SERVICE_NAME],
    };
  }
}
