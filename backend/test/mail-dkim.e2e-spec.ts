import { generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { SMTPServer } from 'smtp-server';
import { loadAppConfig } from '../src/config/app-config';
import { MailTransport } from '../src/mail/mail-transport';
import type { OutboxRepository } from '../src/mail/outbox.repository';
import {
  compileNewsletter,
  newsletterMessage,
  personalize,
  recipientOf,
  renderNewsletter,
} from '../src/newsletter/newsletter-mail';

/**
 * DKIM over a real SMTP exchange: the newsletter's messages composed once per send (raw) and the ones
 * nodemailer composes both leave signed, and the signature verifies (mailauth, the key published through
 * a resolver standing in for DNS).
 */
describe('DKIM signature of the e-mails', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const dnsKey = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const received: Buffer[] = [];
  let server: SMTPServer;
  let transport: MailTransport;
  let config: ReturnType<typeof loadAppConfig>;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const { port } = server.server.address() as AddressInfo;
    config = loadAppConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'https://blog.exemple.fr',
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Blog Hébergeur <blog@exemple.fr>',
      DKIM_DOMAIN: 'exemple.fr',
      DKIM_SELECTOR: 'blog2026',
      DKIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    });
    transport = new MailTransport(config, {} as OutboxRepository);
  });

  afterAll(async () => {
    transport.onApplicationShutdown();
    await new Promise<void>((done) => server.close(() => done()));
  });

  const resolver = async (name: string, type: string) => {
    if (type === 'TXT' && name === 'blog2026._domainkey.exemple.fr') return [[`v=DKIM1; k=rsa; p=${dnsKey}`]];
    throw Object.assign(new Error(`introuvable : ${name}`), { code: 'ENOTFOUND' });
  };
  const verified = async (raw: Buffer) => (await dkimVerify(raw, { resolver })).results.map((r) => r.status.result);

  it('signs a newsletter message composed once per send, and the signature verifies', async () => {
    const template = await renderNewsletter(
      config,
      { subject: 'Nouvel article : Été sur Minecraft', kind: 'article', campaign: 'article-1' },
      [
        {
          id: 1,
          slug: 'ete-minecraft',
          title: 'Été sur Minecraft',
          summary: 'Un résumé accentué',
          image: null,
          categoryId: 1,
          categoryName: 'Minecraft',
          publishedAt: new Date(),
          published: true,
          skip: false,
        },
      ],
    );
    const mime = compileNewsletter(config, template);
    const recipient = recipientOf(config, { subscriberId: 42, email: 'lecteur@exemple.fr' }, '1');
    await transport.sendRaw({ from: mime.sender, to: recipient.to }, newsletterMessage(mime, recipient));
    const raw = received.at(-1)!;
    expect(raw.toString('latin1')).toMatch(/^DKIM-Signature: .*d=exemple\.fr/m);
    expect(await verified(raw)).toEqual(['pass']);

    // Altered on the way: the signature no longer holds.
    const altered = Buffer.from(raw.toString('latin1').replace('Minecraft', 'Minecrafx'), 'latin1');
    expect(await verified(altered)).not.toEqual(['pass']);

    // The same e-mail composed by nodemailer (the outbox's shape) is signed alike.
    await transport.send(personalize(config, template, recipient));
    expect(await verified(received.at(-1)!)).toEqual(['pass']);
  });
});
