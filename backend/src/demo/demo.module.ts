import { Module } from '@nestjs/common';
import { UploadsModule } from '../uploads/uploads.module';
import { UsersModule } from '../users/users.module';
import { DemoSeeder } from './demo.seeder';

@Module({ imports: [UsersModule, UploadsModule], providers: [DemoSeeder] })
export class DemoModule {}
