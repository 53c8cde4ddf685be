import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { NOTIFICATIONS_CREATED, NotificationsCreatedEvent } from '../../notifications/notification-events';
import { NotificationsRepository } from '../../notifications/notifications.repository';
import { MailJobsConfig } from './mail-jobs-config';
import { MailQueue } from './mail-queue';

/** Whether this process sweeps lost e-mails: the worker with Redis, the API without it. */
export const RUNS_MAIL_SWEEPER = Symbol('RUNS_MAIL_SWEEPER');
const BATCH = 500;

/**
 * Turns committed notifications into send-mail jobs. A queue outage only delays an e-mail: the row stays
 * `pending` and the sweeper queues it again (its job id makes a repeat harmless). A failed send never
 * touches the review action that caused it: that transaction has long committed.
 */
@Injectable()
export class MailRequestedListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('E-mails');
  private timer: NodeJS.Timeout | null = null;
  private sweeping = false;

  constructor(
    private readonly queue: MailQueue,
    private readonly notifications: NotificationsRepository,
    private readonly config: MailJobsConfig,
    @Inject(RUNS_MAIL_SWEEPER) private readonly sweeps: boolean,
  ) {}

  @OnEvent(NOTIFICATIONS_CREATED)
  async handle(event: NotificationsCreatedEvent): Promise<void> {
    for (const id of event.ids) {
      try {
        await this.queue.enqueue(id);
      } catch (error) {
        this.logger.warn(`E-mail ${id} non mis en file (${(error as Error).message}) : le balayage le reprendra`);
        return;
      }
    }
  }

  onApplicationBootstrap(): void {
    if (!this.sweeps) return;
    void this.sweep(0);
    this.timer = setInterval(() => void this.sweep(this.config.staleAfterMs), this.config.sweepIntervalMs);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  async sweep(olderThanMs: number): Promise<number> {
    if (this.sweeping) return 0;
    this.sweeping = true;
    let queued = 0;
    try {
      for (const id of await this.notifications.stalePendingMail(new Date(Date.now() - olderThanMs), BATCH)) {
        await this.queue.enqueue(id);
        queued += 1;
      }
    } catch (error) {
      this.logger.warn(`Balayage des e-mails interrompu : ${(error as Error).message}`);
    } finally {
      this.sweeping = false;
    }
    return queued;
  }
}
