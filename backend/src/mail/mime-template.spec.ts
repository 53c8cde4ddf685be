import { simpleParser } from 'mailparser';
import { MimeTemplate } from './mime-template';

const LINK = 'https://slot.invalid/link';
const longUrl = (n: number) => `https://blog.example.fr/blog/api/newsletter/manage?s=${n}&signature=${'a1'.repeat(32)}`;

const template = MimeTemplate.compile(
  {
    from: 'Blog Hébergeur « Démo » <blog@example.fr>',
    subject: 'Nouvel article : « Serveurs Minecraft » — guide complet, étape par étape, pour débutants',
    text: `Bonjour,\nUn article vous attend.   \nGérer : ${LINK}\n.\nFin = là`,
    html: `<p style="color:#111">Été ${'à '.repeat(60)}</p><a href="${LINK}">Gérer mon abonnement</a><p>${'x'.repeat(200)}</p>`,
    headers: { 'List-Id': 'Newsletter du blog Hébergeur <newsletter.example.fr>', Precedence: 'bulk' },
  },
  [LINK],
);

const message = (n: number) =>
  template.message({
    to: `lecteur-${n}@example.fr`,
    messageId: `<newsletter-1-${n}@example.fr>`,
    headers: { 'List-Unsubscribe': `<${longUrl(n).replace('manage', 'unsubscribe')}>` },
    values: { [LINK]: longUrl(n) },
  });

describe('MimeTemplate', () => {
  it('gives each recipient a message a mail reader decodes to the same text with their own link', async () => {
    const mail = await simpleParser(message(7));
    expect(mail.subject).toBe('Nouvel article : « Serveurs Minecraft » — guide complet, étape par étape, pour débutants');
    expect(mail.from?.value[0]).toEqual({ name: 'Blog Hébergeur « Démo »', address: 'blog@example.fr' });
    expect(mail.messageId).toBe('<newsletter-1-7@example.fr>');
    expect(mail.text).toBe(`Bonjour,\nUn article vous attend.   \nGérer : ${longUrl(7)}\n.\nFin = là`);
    expect(mail.html).toBe(
      `<p style="color:#111">Été ${'à '.repeat(60)}</p><a href="${longUrl(7).replace('&', '&amp;')}">Gérer mon abonnement</a><p>${'x'.repeat(200)}</p>`,
    );
    const header = (name: string) => mail.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${longUrl(7).replace('manage', 'unsubscribe')}>`);
    expect(header('list-id')).toContain('newsletter.example.fr');
    expect(mail.headers.get('precedence')).toBe('bulk');
    expect(mail.date).toBeInstanceOf(Date);
  });

  it('keeps the bodies’ lines within 76 characters, and the whole message in ASCII', () => {
    const raw = message(123456).toString('latin1');
    expect(raw).toMatch(/^[\x20-\x7e\r\n]*$/);
    const [head, ...body] = raw.split('\r\n\r\n');
    expect(
      body
        .join('\r\n')
        .split('\r\n')
        .filter((line) => line.length > 76),
    ).toEqual([]);
    // A header is folded at its spaces: only a URL, which has none, may run past 76 (never past 998).
    expect(head!.split('\r\n').filter((line) => line.length > 76 && !/^ <https:\/\/\S+>$/.test(line))).toEqual([]);
    expect(head!.split('\r\n').every((line) => line.length <= 998)).toBe(true);
  });

  it('leaves an internationalised address to nodemailer', () => {
    expect(MimeTemplate.accepts('lecteur@exemple.fr')).toBe(true);
    expect(MimeTemplate.accepts('léa@exemple.fr')).toBe(false);
    expect(() =>
      template.message({ to: 'léa@exemple.fr', messageId: '<x@y>', headers: {}, values: { [LINK]: longUrl(1) } }),
    ).toThrow();
  });
});
