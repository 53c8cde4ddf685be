import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './entities/user.entity';
import { PasswordHasher } from './password-hasher';
import { UsersAdminController } from './users-admin.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [UsersAdminController],
  providers: [UsersRepository, PasswordHasher, UsersService],
  exports: [UsersRepository, PasswordHasher, UsersService],
})
export class UsersModule {}
