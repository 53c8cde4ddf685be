import { pageNumberOf } from '../app/page-param';
import { usePublicRoute } from '../app/public-route';
import { PageHead } from '../app/page-head';
import { Reused } from '../app/reused-markup';
import { HydrationUnit } from '../components/HydrationUnit';
import { ContributorCta } from '../components/layout/ContributorCta';
import { PageSpinner } from '../components/PageSpinner';
import { ArticleCard } from '../features/articles/components/ArticleCard';
import { CategoryFilter } from '../features/articles/components/CategoryFilter';
import { NotFoundScreen } from '../features/articles/components/ArticleNotFound';
import { HomeHero } from '../features/articles/components/HomeHero';
import { ListPager } from '../features/articles/components/ListPager';
import { pagePath } from '../features/articles/page-window';
import { OfferPromoCard } from '../features/articles/components/PromoCard';
import { useArticles, useCategories, useOfferCards } from '../features/articles/hooks/use-articles';
import { useSite } from '../features/site/use-site';
import { fr } from '../i18n/fr';
import { defineStyles, useStaticStyles } from '../theme/static-styles';

const t = fr.home;

const styles = defineStyles({
  main: { maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10' },
  column: { display: 'flex', flexDirection: 'column', gap: '6' },
  listTitle: { fontSize: '2xl', fontWeight: 'extrabold' },
  error: { color: 'red.300', py: '10', textAlign: 'center' },
  empty: { py: '16', textAlign: 'center', color: 'fg.muted', fontSize: 'lg' },
  grid: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
    gap: '6',
  },
  cta: { pt: '10' },
  offers: { display: 'flex', flexDirection: 'column', gap: '4', pt: '6' },
});

/** The site's not-found screen (HTTP 404, noindex). */
function PageNotFound() {
  const nf = fr.notFound;
  return <NotFoundScreen title={nf.title} text={nf.text} back={nf.back} headTitle={nf.pageTitle} />;
}

/** Spec §2.3: the list, optionally filtered by the route's category slug. */
export default function HomePage() {
  const { categorySlug = null, query } = usePublicRoute();
  const page = pageNumberOf(query.toString());
  // A `page` parameter that names no page (app/page-param.ts) is a 404, with no list read.
  return page === null ? <PageNotFound /> : <ArticleList categorySlug={categorySlug} page={page} />;
}

function ArticleList({ categorySlug, page }: { categorySlug: string | null; page: number }) {
  const s = useStaticStyles(styles);
  const { brand } = useSite();
  const categories = useCategories();
  const articles = useArticles(categorySlug, page);
  const offers = useOfferCards().data?.cards ?? [];
  const list = categories.data?.categories ?? [];
  const category = categorySlug ? list.find((c) => c.slug === categorySlug) : undefined;
  const pagination = articles.data?.pagination;
  const basePath = categorySlug ? `/category/${categorySlug}` : '/';
  const totalPages = pagination?.total_pages ?? 0;
  // Past the last page there is nothing to show, nor under a category that does not exist: a real
  // 404, not an empty list.
  if (pagination && page > Math.max(1, totalPages)) return <PageNotFound />;
  if (categorySlug !== null && categories.data?.success && !category) return <PageNotFound />;
  const title = category ? t.categoryPageTitle(category.name, brand.name) : t.homeHeadTitle(brand.name);

  return (
    <>
      <PageHead
        title={t.pagedTitle(title, page)}
        description={
          category ? (category.description ?? t.categoryDescription(category.name, brand.name)) : t.homeDescription(brand.name)
        }
        keywords={category ? `${category.name}, ${t.homeKeywords}` : t.homeKeywords}
        path={pagePath(basePath, page)}
        prevPath={page > 1 ? pagePath(basePath, page - 1) : null}
        nextPath={page < totalPages ? pagePath(basePath, page + 1) : null}
        feed={category ? { title: t.categoryFeed(category.name), path: `/category/${category.slug}/rss.xml` } : null}
        jsonLd={[{ '@context': 'https://schema.org', '@type': 'Blog', name: fr.site.blogName(brand.name), inLanguage: 'fr-FR' }]}
      />
      <HydrationUnit>
        <HomeHero brandName={brand.name} discordUrl={brand.discordUrl} categoryName={category?.name ?? null} source={basePath} />
      </HydrationUnit>
      <div className={s.main}>
        <div className={s.column}>
          <HydrationUnit>
            <Reused part="category-filter" variant={categorySlug ?? ''}>
              <CategoryFilter categories={list} active={categorySlug} />
            </Reused>
          </HydrationUnit>
          <h2 className={s.listTitle}>{category ? category.name : t.listTitle}</h2>
          {articles.error && !articles.data ? (
            <p role="alert" className={s.error}>
              {t.loadError}
            </p>
          ) : !articles.data ? (
            <PageSpinner label={t.loading} />
          ) : articles.data.articles.length === 0 ? (
            <p className={s.empty}>{t.empty}</p>
          ) : (
            <section aria-label={t.listTitle} data-testid="article-grid" className={s.grid}>
              {articles.data.articles.map((article, index) => (
                <HydrationUnit key={article.id}>
                  <Reused part="article-card" variant={() => JSON.stringify([article, index < 3])} many>
                    <ArticleCard article={article} eager={index < 3} />
                  </Reused>
                </HydrationUnit>
              ))}
            </section>
          )}
          <ListPager basePath={basePath} page={page} totalPages={totalPages} />
          {offers.length > 0 && (
            <HydrationUnit>
              <Reused part="home-offers" variant={() => JSON.stringify(offers)}>
                <div className={s.offers}>
                  {offers.map((offer) => (
                    <OfferPromoCard key={offer.pid} offer={offer} articleId={null} />
                  ))}
                </div>
              </Reused>
            </HydrationUnit>
          )}
          <div className={s.cta}>
            <HydrationUnit>
              <Reused part="contributor-cta">
                <ContributorCta />
              </Reused>
            </HydrationUnit>
          </div>
        </div>
      </div>
    </>
  );
}
