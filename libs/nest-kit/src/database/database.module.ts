import { type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { dataSourceOptions, type ServiceDatabaseOptions } from './data-source-options.js';

/** The service's connection pool. Schema changes happen only through `runMigrations`. */
export function databaseModule(options: ServiceDatabaseOptions): DynamicModule {
  return TypeOrmModule.forRootAsync({
    useFactory: () => dataSourceOptions(options),
  });
}
