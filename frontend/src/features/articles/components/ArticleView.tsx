import type { ArticleDetail, ArticleListItem, CategoryOffer, OfferCard } from '../../../api/models';
import { PageHead } from '../../../app/page-head';
import { CalendarIcon, ClockIcon, EyeIcon } from '../../../components/icons';
import { Reused } from '../../../app/reused-markup';
import { ContributorCta } from '../../../components/layout/ContributorCta';
import { useSite } from '../../site/use-site';
import { fr } from '../../../i18n/fr';
import { formatInteger, formatLongDate } from '../../../lib/format';
import { cx, defineStyles, useStaticStyles } from '../../../theme/static-styles';
import { NewsletterForm } from '../../newsletter/NewsletterForm';
import { articleJsonLd } from '../structured-data';
import { ArticleBody } from './ArticleBody';
import { ArticleBreadcrumb } from './ArticleBreadcrumb';
import { ArticleSidebar } from './ArticleSidebar';
import { AuthorCard } from './AuthorCard';
import { CategoryBadge } from './CategoryBadge';
import { OfferPromoCard, PromoCard } from './PromoCard';
import { ResponsiveImage } from './ResponsiveImage';

const t = fr.article;

const styles = defineStyles({
  page: { maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '6', md: '10' } },
  columns: { display: 'grid', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 320px' }, gap: '10', mt: '6' },
  // The article and its header were Chakra stacks: they keep the `chakra-stack` class it gave them.
  article: { display: 'flex', flexDirection: 'column', gap: '8', minW: '0' },
  header: { display: 'flex', flexDirection: 'column', gap: '4' },
  newsletter: { bg: 'bg.panel', borderWidth: '1px', borderColor: 'border', rounded: '2xl', p: '6' },
  newsletterTitle: { fontWeight: 'bold', fontSize: 'lg', mb: '1' },
  newsletterText: { color: 'fg.muted', fontSize: 'sm', mb: '4' },
  title: { fontSize: { base: '3xl', md: '5xl' }, fontWeight: 'extrabold', lineHeight: '1.1' },
  description: { fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted' },
  facts: { display: 'flex', gap: '5', flexWrap: 'wrap', color: 'fg.muted', fontSize: 'sm' },
  fact: { display: 'flex', alignItems: 'center', gap: '1.5' },
  image: {
    rounded: '2xl',
    overflow: 'hidden',
    borderWidth: '1px',
    borderColor: 'border',
    bg: 'bg.subtle',
    aspectRatio: '1200 / 630',
    maxH: '600px',
  },
});

/** The article page of spec §2.4, from the detail answer and the recent list. */
export function ArticleView({
  article,
  recent,
  offers = [],
  categoryOffers = [],
}: {
  article: ArticleDetail;
  recent: ArticleListItem[];
  /** The synced plans of the promo cards; a card without one keeps its general text. */
  offers?: readonly OfferCard[];
  /** Each category's plan, for the sidebar (else the game-server card's). */
  categoryOffers?: readonly CategoryOffer[];
}) {
  const gameOffer = offers.find((offer) => offer.kind === 'game');
  const sidebarOffer = categoryOffers.find((entry) => entry.category_slug === article.category_slug)?.card ?? gameOffer;
  const vpsOffer = offers.find((offer) => offer.kind === 'vps');
  const s = useStaticStyles(styles);
  const { brand, publicUrl } = useSite();
  const date = article.published_at ?? article.created_at;
  const crumbs = [
    { label: t.home, to: '/' },
    { label: t.blog, to: '/' },
    ...(article.category_name && article.category_slug
      ? [{ label: article.category_name, to: `/category/${article.category_slug}` }]
      : []),
    { label: article.title },
  ];
  return (
    <>
      <PageHead
        title={article.meta_title || article.title}
        description={article.meta_description || article.short_description}
        keywords={article.meta_keywords}
        path={`/article/${article.slug}`}
        image={article.featured_image}
        type="article"
        publishedTime={article.published_at}
        modifiedTime={article.updated_at}
        author={article.author_name}
        section={article.category_name}
        jsonLd={articleJsonLd(article, brand, publicUrl)}
      />
      <div className={s.page}>
        <ArticleBreadcrumb crumbs={crumbs} />
        <div className={s.columns}>
          <article className={cx('chakra-stack', s.article)}>
            <header className={cx('chakra-stack', s.header)}>
              {article.category_name && (
                <div>
                  <CategoryBadge name={article.category_name} color={article.category_color} />
                </div>
              )}
              <h1 className={s.title}>{article.title}</h1>
              {article.short_description && <p className={s.description}>{article.short_description}</p>}
              <div className={s.facts}>
                <div className={s.fact}>
                  <CalendarIcon size={16} />
                  <time dateTime={date}>{formatLongDate(date)}</time>
                </div>
                <div className={s.fact}>
                  <ClockIcon size={16} />
                  {t.readingTime(article.reading_time)}
                </div>
                <div className={s.fact}>
                  <EyeIcon size={16} />
                  {t.views(article.views, formatInteger(article.views))}
                </div>
              </div>
            </header>
            <AuthorCard article={article} />
            {article.featured_image && (
              <div className={s.image}>
                <ResponsiveImage
                  src={article.featured_image}
                  alt={article.title}
                  sizes="(min-width: 1280px) 880px, 100vw"
                  priority
                />
              </div>
            )}
            {gameOffer ? (
              <OfferPromoCard offer={gameOffer} articleId={article.id} />
            ) : (
              <Reused part="promo-game">
                <PromoCard
                  variant="game"
                  title={t.promoGameTitle}
                  text={t.promoGameText}
                  cta={t.promoGameCta}
                  href={brand.gameServersUrl}
                />
              </Reused>
            )}
            <ArticleBody html={article.content} />
            {vpsOffer ? (
              <OfferPromoCard offer={vpsOffer} articleId={article.id} />
            ) : (
              <Reused part="promo-vps">
                <PromoCard variant="vps" title={t.promoVpsTitle} text={t.promoVpsText} cta={t.promoVpsCta} href={brand.vpsUrl} />
              </Reused>
            )}
            <Reused part="contributor-cta">
              <ContributorCta />
            </Reused>
            <section aria-labelledby="newsletter-end-title" className={s.newsletter}>
              <h2 id="newsletter-end-title" className={s.newsletterTitle}>
                {fr.newsletter.endOfArticleTitle}
              </h2>
              <p className={s.newsletterText}>{fr.newsletter.endOfArticleText}</p>
              <NewsletterForm source={`/article/${article.slug}`} />
            </section>
          </article>
          <ArticleSidebar recent={recent} currentSlug={article.slug} brand={brand} offer={sidebarOffer} articleId={article.id} />
        </div>
      </div>
    </>
  );
}
