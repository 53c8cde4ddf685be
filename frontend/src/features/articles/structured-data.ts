import type { ArticleDetail, Brand } from '../../api/models';
import { absoluteUrl } from '../../app/absolute-url';
import { fr } from '../../i18n/fr';

/** JSON-LD for an article page: BlogPosting and its BreadcrumbList. */
export function articleJsonLd(article: ArticleDetail, brand: Brand, publicUrl: string): Array<Record<string, unknown>> {
  const url = absoluteUrl(publicUrl, `/article/${article.slug}`);
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.meta_description || article.short_description || undefined,
    inLanguage: 'fr-FR',
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    datePublished: article.published_at ?? article.created_at,
    dateModified: article.updated_at ?? article.published_at ?? article.created_at,
    author: { '@type': 'Person', name: article.author_name ?? brand.name },
    publisher: {
      '@type': 'Organization',
      name: brand.name,
      url: brand.mainSiteUrl,
      logo: { '@type': 'ImageObject', url: absoluteUrl(publicUrl, '/favicon.svg') },
    },
    keywords: article.meta_keywords || undefined,
    articleSection: article.category_name || undefined,
    timeRequired: `PT${article.reading_time}M`,
  };
  if (article.featured_image) posting.image = [absoluteUrl(publicUrl, article.featured_image)];
  // « Accueil » is the provider's site and « Blog » the blog's home: two positions on one URL would be one
  // step listed twice to search engines, so Accueil is left out should the provider's site be the blog itself.
  const blogHome = absoluteUrl(publicUrl, '/');
  const providerHome = `${brand.mainSiteUrl.replace(/\/+$/, '')}/`;
  const crumbs = [
    ...(providerHome !== blogHome ? [{ name: fr.article.home, item: providerHome }] : []),
    { name: fr.article.blog, item: blogHome },
    ...(article.category_slug && article.category_name
      ? [{ name: article.category_name, item: absoluteUrl(publicUrl, `/category/${article.category_slug}`) }]
      : []),
    { name: article.title, item: url },
  ];
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.item,
    })),
  };
  // The optional fields are left out rather than written as undefined (in this order, as JSON would).
  for (const key of Object.keys(posting)) if (posting[key] === undefined) delete posting[key];
  return [posting, breadcrumb, ...offersJsonLd(article, brand)];
}

/** One `Product` with its `Offer` per plan the article's « Offre » blocks show (price as WHMCS sells it now). */
function offersJsonLd(article: ArticleDetail, brand: Brand): Array<Record<string, unknown>> {
  return (article.offers ?? []).map((offer) => ({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: offer.name,
    brand: { '@type': 'Brand', name: brand.name },
    offers: {
      '@type': 'Offer',
      price: (offer.price_cents / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    },
  }));
}
