import { type DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { buildDataSourceOptions, type DatabaseSchema } from './database-options';
import { DatabaseProbe } from './database-probe';
import { UnitOfWork } from './unit-of-work';

/**
 * The connection, the unit of work and the health checks' probe, shared by every module like the DataSource
 * itself. The entities and migrations come from the application's composition, which knows every module.
 */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(schema: DatabaseSchema): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRootAsync({
          inject: [AppConfig],
          useFactory: (config: AppConfig) => ({
            ...buildDataSourceOptions(config, schema),
            retryAttempts: 3,
            retryDelay: 1000,
          }),
        }),
      ],
      providers: [UnitOfWork, DatabaseProbe],
      exports: [UnitOfWork, DatabaseProbe],
    };
  }
}
