import { Module } from '@nestjs/common';
import { PublishingModule } from '../publishing/publishing.module';
import { UploadsModule } from '../uploads/uploads.module';
import { RewardsCoreModule } from '../rewards/rewards-core.module';
import { UsersModule } from '../users/users.module';
import { DemoDataRepository } from './demo-data.repository';
import { DemoSeeder } from './demo.seeder';

@Module({
  imports: [UsersModule, UploadsModule, PublishingModule, RewardsCoreModule],
  providers: [DemoDataRepository, DemoSeeder],
})
export class DemoModule {}
