import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import type { RenderedMail } from './mail-renderer';
import { OutboxRepository } from './outbox.repository';

/** Why a send failed, and whether the server may have taken the message anyway. */
export class MailSendError extends Error {
  constructor(
    message: string,
    /** True when the message may have been accepted (the connection broke after the whole message went out). */
    readonly maybeDelivered: boolean,
    /** True when the server refused the recipient or the message for good (a 5xx answer). */
    readonly permanent = false,
  ) {
    super(message);
  }
}

/**
 * Where e-mails go: the SMTP server of SMTP_URL (nodemailer), or, without one (embedded default, never
 * in production), the outbox table that staff read on /admin/outbox.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly logger = new Logger('E-mails');
  private smtp: Transporter | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly outbox: OutboxRepository,
  ) {}

  get keepsInOutbox(): boolean {
    return !this.config.mail.smtpUrl;
  }

  async send(mail: RenderedMail): Promise<void> {
    if (this.keepsInOutbox) return this.keep(mail);
    try {
      await this.transporter().sendMail({
        from: this.config.mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
        messageId: mail.messageId,
      });
    } catch (error) {
      throw classify(error);
    }
  }

  /**
   * A message already composed (see MimeTemplate), over SMTP only: the outbox keeps composed e-mails
   * (`send`). nodemailer signs it with DKIM when set, as any other.
   */
  async sendRaw(envelope: { from: string; to: string }, raw: Buffer): Promise<void> {
    if (this.keepsInOutbox) throw new Error('Sans SMTP_URL, les e-mails vont dans la boîte d’envoi : send()');
    try {
      await this.transporter().sendMail({ envelope, raw });
    } catch (error) {
      throw classify(error);
    }
  }

  onApplicationShutdown(): void {
    this.smtp?.close();
  }

  private transporter(): Transporter {
    const timeout = this.config.mail.timeoutMs;
    const { smtpUrl, poolSize, dkim } = this.config.mail;
    this.smtp ??= createTransport({
      url: smtpUrl!,
      pool: true,
      maxConnections: poolSize,
      maxMessages: 1000,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: 3 * timeout,
      ...(dkim ? { dkim } : {}),
    });
    return this.smtp;
  }

  private async keep(mail: RenderedMail): Promise<void> {
    await this.outbox.keep({
      to_address: mail.to,
      subject: mail.subject.slice(0, 300),
      text_body: mail.text,
      html_body: mail.html,
      headers: JSON.stringify({ ...mail.headers, 'Message-ID': mail.messageId }),
    });
    // No address in a log line: a newsletter's readers are not staff.
    this.logger.log(`E-mail gardé dans la boîte d’envoi locale : « ${mail.subject} »`);
  }
}

/**
 * nodemailer tells which SMTP command failed. A server that answered (any reply code), or a failure
 * before the message body was sent, means the message was not taken; only a connection lost while
 * waiting for the answer to the message body leaves it unknown.
 */
function classify(error: unknown): MailSendError {
  const e = error as { message?: string; code?: string; command?: string; responseCode?: number };
  const message = e.message ?? String(error);
  const answered = typeof e.responseCode === 'number';
  const afterBody = e.command === 'DATA' || e.command === 'DATA END' || e.command === 'end';
  const permanent = answered && e.responseCode! >= 500 && e.responseCode! < 600;
  return new MailSendError(message, !answered && afterBody && e.code !== 'ECONNECTION', permanent);
}
