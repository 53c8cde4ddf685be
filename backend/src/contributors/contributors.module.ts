import { Module } from '@nestjs/common';
import { ContributorsController } from './contributors.controller';
import { ContributorsRepository } from './contributors.repository';
import { ContributorsService } from './contributors.service';

@Module({
  controllers: [ContributorsController],
  providers: [ContributorsRepository, ContributorsService],
})
export class ContributorsModule {}
