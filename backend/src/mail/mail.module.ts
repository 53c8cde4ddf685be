import { Module } from '@nestjs/common';
import { MailCoreModule } from './mail-core.module';
import { OutboxController } from './outbox.controller';

/**
 * E-mails of the API process: MailCoreModule's (the e-mail of each committed notification is queued, and
 * sent by the worker with Redis, by this process without it), and the local outbox of the embedded default.
 */
@Module({
  imports: [MailCoreModule],
  controllers: [OutboxController],
})
export class MailModule {}
