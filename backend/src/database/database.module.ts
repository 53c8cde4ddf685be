import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { buildDataSourceOptions } from './database-options';
import { DatabaseProbe } from './database-probe';
import { UnitOfWork } from './unit-of-work';

/** The connection, the unit of work and the health checks' probe, shared by every module like the DataSource itself. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...buildDataSourceOptions(config),
        retryAttempts: 3,
        retryDelay: 1000,
      }),
    }),
  ],
  providers: [UnitOfWork, DatabaseProbe],
  exports: [UnitOfWork, DatabaseProbe],
})
export class DatabaseModule {}
