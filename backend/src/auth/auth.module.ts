import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AppConfig } from '../config/app-config';
import { UsersModule } from '../users/users.module';
import { AccessGuard } from './access.guard';
import { SessionResolver } from './session-resolver';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { TokenService } from './token.service';

@Module({
  imports: [
    UsersModule,
    RateLimitModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { expiresIn: config.jwtExpiresIn as unknown as number, algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController],
  providers: [TokenService, SessionResolver, AuthService, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [TokenService, SessionResolver, AuthService, RateLimitModule],
})
export class AuthModule {}
