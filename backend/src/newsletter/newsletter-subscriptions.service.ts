import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { NEWSLETTER_CONSENT_VERSION } from '../i18n/newsletter';
import { Jobs } from '../queue/jobs';
import type { SubscriberFrequency } from './entities/newsletter-subscriber.entity';
import { sendConfirmationJob } from './jobs/send-confirmation.job';
import {
  checkConfirmation,
  type CheckedConfirmation,
  type ConfirmationLinkQuery,
  ipHash,
  normalizeEmail,
} from './newsletter-links';
import { NewsletterRepository } from './newsletter.repository';

export interface SubscribeInput {
  email: string;
  frequency: SubscriberFrequency;
  categoryIds: number[];
  /** The app path of the page the form was on. */
  source: string;
  ip: string;
}

/** Double opt-in: a request queues a confirmation e-mail; the signed link of that e-mail confirms. */
@Injectable()
export class NewsletterSubscriptionsService {
  private readonly logger = new Logger('Newsletter');

  constructor(
    private readonly subscribers: NewsletterRepository,
    private readonly jobs: Jobs,
    private readonly config: AppConfig,
  ) {}

  /**
   * Records the request and queues its confirmation e-mail, unless the address is confirmed already or
   * has had its 3 e-mails today. The caller answers the same in every case.
   */
  async subscribe(input: SubscribeInput, now = new Date()): Promise<void> {
    const subscriber = await this.subscribers.request(
      {
        email: normalizeEmail(input.email),
        frequency: input.frequency,
        categories: [...new Set(input.categoryIds)].sort((a, b) => a - b).join(','),
        consent_source: input.source.slice(0, 300),
        consent_version: NEWSLETTER_CONSENT_VERSION,
        ip_hash: ipHash(this.config.jwtSecret, input.ip),
      },
      now,
    );
    if (!subscriber) return;
    const day = now.toISOString().slice(0, 10);
    const sequence = await this.subscribers.takeConfirmationSlot(subscriber.id, day);
    if (sequence === null) return;
    try {
      await this.jobs.add(sendConfirmationJob, { subscriberId: subscriber.id, day, sequence });
    } catch (error) {
      this.logger.warn(`Confirmation de l’abonné ${subscriber.id} non mise en file (${(error as Error).message})`);
    }
  }

  check(query: ConfirmationLinkQuery): CheckedConfirmation {
    return checkConfirmation(this.config.jwtSecret, query);
  }

  /** Confirms the subscriber of a valid link; false when the row is gone or was unsubscribed since. */
  async confirm(checked: Extract<CheckedConfirmation, { check: 'valid' }>): Promise<boolean> {
    return this.subscribers.confirm(checked.subscriber);
  }
}
