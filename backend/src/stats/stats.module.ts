import { Module } from '@nestjs/common';
import { StatsController } from './stats.controller';
import { StatsRepository } from './stats.repository';
import { StatsService } from './stats.service';

/** Statistics of the back office: a contributor's own, and the whole blog's for staff (reads only). */
@Module({
  controllers: [StatsController],
  providers: [StatsRepository, StatsService],
})
export class StatsModule {}
