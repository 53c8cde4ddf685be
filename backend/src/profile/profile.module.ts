import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UploadsModule } from '../uploads/uploads.module';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';
import { UsersModule } from '../users/users.module';

/**
 * Apart from UsersModule because it needs the token service: AuthModule already imports UsersModule,
 * and this keeps the two from depending on each other.
 */
@Module({
  imports: [UsersModule, AuthModule, UploadsModule],
  controllers: [ProfileController],
  providers: [ProfileService],
})
export class ProfileModule {}
