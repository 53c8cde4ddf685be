import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { BillingModule } from './billing.module';
import { WhmcsAccountLinker } from './whmcs-account-linker';
import { WhmcsAuthController } from './whmcs-auth.controller';
import { WhmcsAuthService } from './whmcs-auth.service';

@Module({
  imports: [BillingModule.forRoot('start'), AuthModule, UsersModule],
  controllers: [WhmcsAuthController],
  providers: [WhmcsAccountLinker, WhmcsAuthService],
})
export class WhmcsAuthModule {}
