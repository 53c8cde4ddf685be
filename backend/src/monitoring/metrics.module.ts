import { Module } from '@nestjs/common';
import { MetricsController } from './metrics.controller';
import { MetricsRepository } from './metrics.repository';

@Module({ controllers: [MetricsController], providers: [MetricsRepository] })
export class MetricsModule {}
