import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OutboxMessage } from './entities/outbox-message.entity';

export type NewOutboxMessage = Pick<OutboxMessage, 'to_address' | 'subject' | 'text_body' | 'html_body' | 'headers'>;

/** The local outbox's rows (embedded default without SMTP_URL): written instead of sending, read by admins. */
@Injectable()
export class OutboxRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async keep(message: NewOutboxMessage): Promise<void> {
    await this.db.getRepository(OutboxMessage).insert(message);
  }

  /** Newest first. */
  latest(limit: number): Promise<OutboxMessage[]> {
    return this.db.getRepository(OutboxMessage).find({ order: { id: 'DESC' }, take: limit });
  }
}
