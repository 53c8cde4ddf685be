import type { ArticleDetail, Brand } from '../../api/models';
import { articleJsonLd } from './structured-data';

const brand = { name: 'GameHost', mainSiteUrl: 'https://gamehost.example' } as Brand;
const article = {
  slug: 'securiser-son-vps',
  title: 'Sécuriser son VPS',
  category_name: 'VPS',
  category_slug: 'vps',
  author_name: 'Léa Martin',
  reading_time: 4,
  published_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-19T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
} as ArticleDetail;

type ListItem = { position: number; name: string; item: string };
const breadcrumbOf = (publicUrl: string, site = brand) =>
  (articleJsonLd(article, site, publicUrl)[1] as { itemListElement: ListItem[] }).itemListElement;

describe('article JSON-LD', () => {
  it('lists each breadcrumb step once: the provider’s site, the blog, the category, the article', () => {
    expect(breadcrumbOf('https://blog.gamehost.example')).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: 'https://gamehost.example/' },
      { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://blog.gamehost.example/blog/' },
      { '@type': 'ListItem', position: 3, name: 'VPS', item: 'https://blog.gamehost.example/blog/category/vps' },
      {
        '@type': 'ListItem',
        position: 4,
        name: 'Sécuriser son VPS',
        item: 'https://blog.gamehost.example/blog/article/securiser-son-vps',
      },
    ]);
  });

  it('never gives two positions the same URL, even when the provider’s site is the blog', () => {
    for (const [publicUrl, mainSiteUrl] of [
      ['https://gamehost.example', 'https://gamehost.example'],
      ['https://gamehost.example', 'https://gamehost.example/blog/'],
      ['http://localhost:3000', 'https://hebergeur.example'],
    ]) {
      const urls = breadcrumbOf(publicUrl, { ...brand, mainSiteUrl }).map((crumb) => crumb.item);
      expect(new Set(urls).size).toBe(urls.length);
    }
    expect(
      breadcrumbOf('https://gamehost.example', { ...brand, mainSiteUrl: 'https://gamehost.example/blog' }).map((c) => c.position),
    ).toEqual([1, 2, 3]);
  });

  it('leaves out the optional fields the article lacks instead of writing them undefined', () => {
    const [posting] = articleJsonLd(article, brand, 'https://blog.gamehost.example');
    expect(Object.keys(posting)).not.toContain('description');
    expect(Object.keys(posting)).not.toContain('keywords');
    expect(posting.articleSection).toBe('VPS');
    expect(Object.values(posting)).not.toContain(undefined);
  });

  it('gives the BlogPosting publisher a logo image', () => {
    const [posting] = articleJsonLd(article, brand, 'https://gamehost.example');
    expect(posting.publisher).toEqual({
      '@type': 'Organization',
      name: 'GameHost',
      url: 'https://gamehost.example',
      logo: { '@type': 'ImageObject', url: 'https://gamehost.example/blog/favicon.svg' },
    });
  });
});
