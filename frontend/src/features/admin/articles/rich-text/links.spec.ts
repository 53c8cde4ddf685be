/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { blocksToHtml } from './blocks-to-html';
import { htmlToBlocks } from './html-to-blocks';
import { safeHref } from './links';

/** The link vectors shared with the server's allow-list (test-vectors/links.json): both sides must agree. */
interface LinkVector {
  href: string;
  allowed: boolean;
  case: string;
}

const { links } = JSON.parse(readFileSync(resolve(__dirname, '../../../../../../test-vectors/links.json'), 'utf8')) as {
  links: LinkVector[];
};

/** The address as the browser reads the attribute (entities decoded), which is what the editor sees. */
function attributeValue(href: string): string | null {
  return (
    new DOMParser().parseFromString(`<a href="${href}">lien</a>`, 'text/html').querySelector('a')?.getAttribute('href') ?? null
  );
}

/** The address a link keeps after a trip through the editor (opened, then saved). */
function savedHref(href: string): string | null {
  const html = blocksToHtml(htmlToBlocks(`<p><a href="${href}">lien</a></p>`));
  return new DOMParser().parseFromString(html, 'text/html').querySelector('a')?.getAttribute('href') ?? null;
}

describe("the editor's link rule (shared vectors with the server)", () => {
  it('has vectors to check, of both kinds', () => {
    expect(links.filter((link) => link.allowed).length).toBeGreaterThan(10);
    expect(links.filter((link) => !link.allowed).length).toBeGreaterThan(10);
  });

  it.each(links.map((link) => [link.case, link] as const))('%s', (_name, link) => {
    expect(safeHref(attributeValue(link.href)) !== 'about:blank').toBe(link.allowed);
    expect(savedHref(link.href) !== 'about:blank').toBe(link.allowed);
  });
});
