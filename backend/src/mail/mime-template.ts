import { randomBytes } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import { encodeWords, foldLines } from 'nodemailer/lib/mime-funcs';
import { encode as qpEncode, wrap as qpWrap } from 'nodemailer/lib/qp';
import { escapeHtml } from '../common/text/escape-html';

/** What a bulk e-mail says to everyone; each slot marker in `text` and `html` is one recipient's own value. */
export interface MimeParts {
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Headers the same for every recipient (ASCII names, values encoded as needed). */
  headers: Record<string, string>;
}

/** One recipient's message: the address, their own headers (ASCII values) and the value of each slot. */
export interface MimeRecipient {
  to: string;
  messageId: string;
  headers: Record<string, string>;
  /** Slot marker → value (plain text: the HTML part gets it escaped). ASCII, such as a URL. */
  values: Record<string, string>;
}

/** Quoted-printable lines are at most 76 characters, the `=` of a soft line break included. */
const QP_LINE = 75;
const SOFT_BREAK = '=\r\n';

const ascii = (value: string) => /^[\x20-\x7e]*$/.test(value);

/** A body cut at its slots: encoded literal text, then a slot, then literal text… */
type EncodedBody = (string | { slot: string })[];

/**
 * A multipart/alternative message (plain text and HTML, quoted-printable) encoded once for a whole send,
 * whose recipients' own values (their links) are spliced in between soft line breaks: sending 100,000
 * e-mails does not build and encode 100,000 MIME trees, and each message leaves as one buffer. nodemailer
 * still carries it (pooled SMTP, DKIM signature of the raw message).
 */
export class MimeTemplate {
  private constructor(
    private readonly head: string,
    private readonly boundary: string,
    private readonly text: EncodedBody,
    private readonly html: EncodedBody,
    /** The envelope's sender: the address of `From`. */
    readonly sender: string,
  ) {}

  static compile(parts: MimeParts, slots: string[]): MimeTemplate {
    const [from] = addressparser(parts.from, { flatten: true });
    if (!from?.address || !ascii(from.address)) throw new Error(`Expéditeur invalide : ${parts.from}`);
    const name = from.name
      ? `${ascii(from.name) ? `"${from.name.replace(/["\\]/g, '\\$&')}"` : encodeWords(from.name, 'Q', 52)} `
      : '';
    const boundary = `=_blog_${randomBytes(8).toString('hex')}`;
    const head = [
      header('From', `${name}<${from.address}>`),
      header('Subject', ascii(parts.subject) ? parts.subject : encodeWords(parts.subject, 'Q', 52)),
      ...Object.entries(parts.headers).map(([key, value]) => header(key, ascii(value) ? value : encodeWords(value, 'Q', 52))),
      'MIME-Version: 1.0',
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
    ].join('\r\n');
    return new MimeTemplate(head, boundary, encodeBody(parts.text, slots), encodeBody(parts.html, slots), from.address);
  }

  /** Whether this address can go in a message built here (an internationalised one needs nodemailer's own encoding). */
  static accepts(address: string): boolean {
    return ascii(address) && !/[\r\n<>]/.test(address);
  }

  /** The whole message for one recipient, as it goes over SMTP. */
  message(recipient: MimeRecipient): Buffer {
    if (!MimeTemplate.accepts(recipient.to)) throw new Error('Adresse non ASCII : message à composer autrement');
    const own = [
      header('To', recipient.to),
      header('Date', new Date().toUTCString().replace(/GMT$/, '+0000')),
      header('Message-ID', recipient.messageId),
      ...Object.entries(recipient.headers).map(([key, value]) => {
        if (!ascii(value)) throw new Error(`En-tête ${key} non ASCII`);
        return header(key, value);
      }),
    ].join('\r\n');
    const part = (type: string, body: string) =>
      `--${this.boundary}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${body}\r\n`;
    return Buffer.from(
      `${this.head}\r\n${own}\r\n\r\n` +
        part(
          'text/plain',
          fill(this.text, recipient.values, (v) => v),
        ) +
        part('text/html', fill(this.html, recipient.values, escapeHtml)) +
        `--${this.boundary}--\r\n`,
      'latin1',
    );
  }
}

function header(key: string, value: string): string {
  return foldLines(`${key}: ${value}`, 76);
}

function encodeBody(body: string, slots: string[]): EncodedBody {
  const crlf = body.replace(/\r?\n/g, '\r\n');
  const pattern = new RegExp(slots.map((s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|'), 'g');
  const encoded: EncodedBody = [];
  let last = 0;
  for (const match of crlf.matchAll(pattern)) {
    encoded.push(qpWrap(qpEncode(crlf.slice(last, match.index)), QP_LINE), { slot: match[0] });
    last = match.index + match[0].length;
  }
  encoded.push(qpWrap(qpEncode(crlf.slice(last)), QP_LINE));
  return encoded;
}

/** The body with each slot's value, on lines of its own joined by soft breaks (nothing to re-wrap). */
function fill(body: EncodedBody, values: Record<string, string>, escape: (value: string) => string): string {
  let out = '';
  for (const piece of body) {
    if (typeof piece === 'string') {
      out += piece;
      continue;
    }
    const value = values[piece.slot];
    if (value === undefined || !ascii(value)) throw new Error(`Valeur manquante ou non ASCII pour ${piece.slot}`);
    out += `${SOFT_BREAK}${qpWrap(qpEncode(escape(value)), QP_LINE)}${SOFT_BREAK}`;
  }
  return out;
}
