import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../access/auth-user';
import { badGateway, badRequest, notFound } from '../common/http/api-error';
import { AppConfig } from '../config/app-config';
import { newsletterErrors } from '../i18n/errors';
import { newsletterTexts as t } from '../i18n/newsletter';
import { MailTransport } from '../mail/mail-transport';
import { personalize, recipientOf, renderNewsletter } from './newsletter-mail';
import { NewsletterSendsRepository } from './newsletter-sends.repository';

/**
 * « M'envoyer un test »: the article's newsletter e-mail, as subscribers would get it (draft or not),
 * sent at once to the staff member who asks, subject marked « [Test] »; its manage links lead nowhere.
 */
@Injectable()
export class NewsletterTestMail {
  constructor(
    private readonly sends: NewsletterSendsRepository,
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
  ) {}

  async send(actor: AuthUser, articleId: number): Promise<string> {
    const [article] = await this.sends.articles([articleId]);
    if (!article) throw notFound(newsletterErrors.testArticleNotFound);
    if (!actor.email) throw badRequest(newsletterErrors.testNoEmail);
    const subject = `${t.testSubjectPrefix}${t.articleSubject(article.title)}`;
    const template = await renderNewsletter(this.config, { subject, kind: 'article', campaign: `test-${articleId}` }, [article]);
    try {
      await this.transport.send(
        personalize(
          this.config,
          template,
          recipientOf(this.config, { subscriberId: 0, email: actor.email }, `test-${Date.now()}`),
        ),
      );
    } catch {
      throw badGateway(newsletterErrors.testSendFailed);
    }
    return actor.email;
  }
}
