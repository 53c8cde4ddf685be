import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { Notifier } from './notifier';

/** In-app notifications and e-mail preferences; `Notifier` writes them inside the workflow's transactions. */
@Module({
  imports: [UsersModule],
  controllers: [NotificationsController],
  providers: [NotificationsRepository, Notifier, NotificationsService],
  exports: [NotificationsRepository, Notifier],
})
export class NotificationsModule {}
