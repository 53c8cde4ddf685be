import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import type { NewsletterSend } from './entities/newsletter-send.entity';
import type { MimeTemplate } from '../mail/mime-template';
import { compileNewsletter, type NewsletterTemplate, renderNewsletter } from './newsletter-mail';
import { NewsletterSendsRepository } from './newsletter-sends.repository';

/** Sends whose rendered e-mail a process keeps (the ones its batches are sending now). */
const KEPT = 8;

/** A send's e-mail, rendered (and encoded for SMTP) once per process and kept for its batches. */
export interface PreparedSend {
  template: NewsletterTemplate;
  mime: MimeTemplate;
}

/** A send's e-mail, rendered once per process and kept for its batches. */
@Injectable()
export class NewsletterTemplates {
  private readonly rendered = new Map<number, Promise<PreparedSend>>();

  constructor(
    private readonly sends: NewsletterSendsRepository,
    private readonly config: AppConfig,
  ) {}

  of(send: NewsletterSend): Promise<PreparedSend> {
    let template = this.rendered.get(send.id);
    if (!template) {
      template = this.render(send);
      template.catch(() => this.rendered.delete(send.id));
      this.rendered.set(send.id, template);
      if (this.rendered.size > KEPT) this.rendered.delete(this.rendered.keys().next().value!);
    }
    return template;
  }

  private async render(send: NewsletterSend): Promise<PreparedSend> {
    const ids = send.article_ids.split(',').filter(Boolean).map(Number);
    const articles = await this.sends.articles(ids);
    const template = await renderNewsletter(
      this.config,
      { subject: send.subject, kind: send.kind, campaign: send.send_key },
      articles,
    );
    return { template, mime: compileNewsletter(this.config, template) };
  }
}
