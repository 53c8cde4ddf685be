/** @jest-environment jsdom */
import type { Brand } from '../api/models';
import { applyHead, renderHeadHtml, type HeadContextValue, type HeadSpec } from './head-tags';

const brand = { name: 'GameHost', mainSiteUrl: 'https://gamehost.example', discordUrl: '', twitterUrl: '' } as unknown as Brand;
const ctx: HeadContextValue = { brand, publicUrl: 'https://gamehost.example' };
const article: HeadSpec = {
  title: 'Sécuriser son VPS — Blog GameHost',
  description: 'Clés SSH, pare-feu & mises à jour : la check-list « dès la livraison ».',
  path: '/article/securiser-son-vps',
  type: 'article',
  author: 'Équipe',
};

/** Writes the head as the server does for a rendered page. */
function serverHead(spec: HeadSpec): void {
  document.head.innerHTML = `<meta charset="utf-8">${renderHeadHtml(spec, ctx)}<style id="page-styles"></style>`;
}

describe('applyHead', () => {
  it('leaves the server-rendered head untouched when the page declares the same tags', () => {
    serverHead(article);
    const before = [...document.head.children];
    applyHead(article, ctx, document);
    expect([...document.head.children]).toEqual(before);
    expect([...document.head.children].every((node, i) => node === before[i])).toBe(true);
  });

  it('replaces the managed tags after a navigation to another page', () => {
    serverHead(article);
    const other: HeadSpec = { title: 'Contributeurs — Blog GameHost', description: 'Le classement.', path: '/contributors' };
    applyHead(other, ctx, document);
    expect(document.title).toBe(other.title);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Le classement.');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://gamehost.example/blog/contributors',
    );
    // Unmanaged elements stay.
    expect(document.getElementById('page-styles')).not.toBeNull();
  });
});
