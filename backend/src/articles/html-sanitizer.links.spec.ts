import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { sanitizeArticleHtml } from './html-sanitizer';

/** The link vectors shared with the editor's own rule (test-vectors/links.json): both sides must agree. */
interface LinkVector {
  href: string;
  allowed: boolean;
  case: string;
}

const { links } = JSON.parse(readFileSync(resolve(__dirname, '../../../test-vectors/links.json'), 'utf8')) as {
  links: LinkVector[];
};

/** The address a saved link keeps, or null when the allow-list took it away. */
function savedHref(href: string): string | null {
  const html = sanitizeArticleHtml(`<p><a href="${href}">lien</a></p>`);
  const match = /<a(?: [^>]*)? href="([^"]*)"/.exec(html);
  return match ? match[1] : null;
}

describe('links kept by the server when an article is saved (shared vectors)', () => {
  it('has vectors to check, of both kinds', () => {
    expect(links.filter((link) => link.allowed).length).toBeGreaterThan(10);
    expect(links.filter((link) => !link.allowed).length).toBeGreaterThan(10);
  });

  it.each(links.map((link) => [link.case, link] as const))('%s', (_name, link) => {
    expect(savedHref(link.href) !== null).toBe(link.allowed);
  });
});
