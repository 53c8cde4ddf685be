import { Module } from '@nestjs/common';
import { PublishingModule } from '../publishing/publishing.module';
import { UploadsModule } from '../uploads/uploads.module';
import { RewardsCoreModule } from '../rewards/rewards-core.module';
import { UsersModule } from '../users/users.module';
import { DemoDataRepository } from './demo-data.repository';
import { DemoStatsRepository } from './demo-stats.repository';
import { DemoSeeder } from './demo.seeder';

@Module({
  imports: [UsersModule, UploadsModule, PublishingModule, RewardsCoreModule],
  providers: [DemoDataRepository, DemoStatsRepository, DemoSeeder],
})
export class DemoModule {}
