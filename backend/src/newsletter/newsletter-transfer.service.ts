import { Injectable, Logger } from '@nestjs/common';
import { badRequest } from '../common/http/api-error';
import { CSV_BOM, csvDate, csvLine, parseCsv } from '../common/text/csv';
import { newsletterErrors } from '../i18n/errors';
import { newsletterTexts as t } from '../i18n/newsletter';
import { Jobs } from '../queue/jobs';
import type { NewsletterSubscriber } from './entities/newsletter-subscriber.entity';
import { sendConfirmationJob } from './jobs/send-confirmation.job';
import { NewsletterAdminRepository } from './newsletter-admin.repository';
import { normalizeEmail } from './newsletter-links';
import { NewsletterRepository } from './newsletter.repository';

/** The longest file an import takes (one confirmation e-mail each). */
export const IMPORT_MAX_ADDRESSES = 50_000;
const EXPORT_BATCH = 1000;
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]+$/;
/** Header names other tools give the address column (compared lower-cased, without accents). */
const EMAIL_HEADERS = ['email', 'e-mail', 'mail', 'adresse', 'adresse e-mail', 'adresse email', 'email address'];

export interface ImportOutcome {
  /** New addresses, now waiting for their confirmation e-mail. */
  added: number;
  /** Already subscribers (whatever their state): left as they are. */
  existing: number;
  /** Erased before: never added back (suppression list). */
  suppressed: number;
  /** Lines without a valid address. */
  invalid: number;
}

const fold = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** The subscribers' CSV: the export (with the proof of consent) and the import from another tool. */
@Injectable()
export class NewsletterTransferService {
  private readonly logger = new Logger('Newsletter');

  constructor(
    private readonly admin: NewsletterAdminRepository,
    private readonly subscribers: NewsletterRepository,
    private readonly jobs: Jobs,
  ) {}

  /** Every subscriber under French headers, a batch at a time. */
  async *exportCsv(): AsyncGenerator<string> {
    yield `${CSV_BOM}${csvLine([...t.csvColumns])}`;
    let after = 0;
    for (;;) {
      const batch = await this.admin.exportBatch(after, EXPORT_BATCH);
      if (!batch.length) return;
      yield batch.map(exportLine).join('');
      after = batch[batch.length - 1]!.id;
    }
  }

  /**
   * Imports the addresses of a CSV file from another tool. Without proof of consent here, each new
   * address only gets a confirmation e-mail, never a newsletter, until its owner confirms.
   */
  async importCsv(file: Buffer, now = new Date()): Promise<ImportOutcome> {
    const records = parseCsv(file.toString('utf8'));
    const header = records[0]?.map(fold) ?? [];
    let column = header.findIndex((name) => EMAIL_HEADERS.includes(name));
    const rows = column >= 0 ? records.slice(1) : records;
    if (column < 0) column = rows.length ? rows[0]!.findIndex((field) => EMAIL.test(field.trim())) : -1;
    if (column < 0) throw badRequest(newsletterErrors.importNoEmail);
    if (rows.length > IMPORT_MAX_ADDRESSES) throw badRequest(newsletterErrors.importTooLarge(IMPORT_MAX_ADDRESSES));
    const valid = new Set<string>();
    let invalid = 0;
    for (const row of rows) {
      const email = normalizeEmail(row[column] ?? '');
      if (email.length <= 254 && EMAIL.test(email)) valid.add(email);
      else invalid += 1;
    }
    const { added, existing, suppressed } = await this.subscribers.importAddresses(
      [...valid],
      { consent_source: t.importSource, consent_version: t.importConsentVersion },
      now,
    );
    const day = now.toISOString().slice(0, 10);
    for (const id of added) {
      const sequence = await this.subscribers.takeConfirmationSlot(id, day);
      if (sequence === null) continue;
      try {
        await this.jobs.add(sendConfirmationJob, { subscriberId: id, day, sequence });
      } catch (error) {
        this.logger.warn(`Confirmation de l’abonné importé ${id} non mise en file (${(error as Error).message})`);
      }
    }
    this.logger.log(
      `Import : ${added.length} adresses ajoutées, ${existing} déjà présentes, ${suppressed} effacées, ${invalid} invalides`,
    );
    return { added: added.length, existing, suppressed, invalid };
  }
}

function exportLine(s: NewsletterSubscriber): string {
  return csvLine([
    s.email,
    t.stateLabels[s.state],
    t.frequencyLabels[s.frequency],
    s.categories ? s.categories.split(',').join(', ') : t.allCategories,
    csvDate(s.requested_at),
    csvDate(s.confirmed_at),
    csvDate(s.unsubscribed_at),
    s.consent_source,
    s.consent_version,
    s.ip_hash || null,
  ]);
}
