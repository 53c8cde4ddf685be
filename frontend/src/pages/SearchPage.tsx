import { usePublicRoute } from '../app/public-route';
import { apiKeys } from '../api/keys';
import type { CategoriesResponse, SearchResponse, SearchResult } from '../api/models';
import { useApi } from '../api/use-api';
import { PageHead } from '../app/page-head';
import { ClockIcon } from '../components/icons';
import { PageSpinner } from '../components/PageSpinner';
import { SiteLink } from '../components/SiteLink';
import { NotFoundScreen } from '../features/articles/components/ArticleNotFound';
import { CategoryBadge } from '../features/articles/components/CategoryBadge';
import { CategoryFilter } from '../features/articles/components/CategoryFilter';
import { ListPager } from '../features/articles/components/ListPager';
import { pagePath } from '../features/articles/page-window';
import { useSite } from '../features/site/use-site';
import { fr } from '../i18n/fr';
import { frSearch } from '../i18n/fr-search';
import { formatLongDate } from '../lib/format';
import { defineStyles, useStaticStyles } from '../theme/static-styles';

const t = frSearch;

const styles = defineStyles({
  main: { maxW: '4xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10', display: 'flex', flexDirection: 'column', gap: '6' },
  title: { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold', overflowWrap: 'anywhere' },
  form: { display: 'flex', gap: '2' },
  field: {
    flex: '1',
    minW: '0',
    h: '11',
    px: '3',
    rounded: 'md',
    bg: 'bg.panel',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
  },
  submit: {
    px: '5',
    h: '11',
    rounded: 'md',
    fontWeight: 'bold',
    bg: 'primary.solid',
    color: 'primary.contrast',
    cursor: 'pointer',
  },
  muted: { color: 'fg.muted' },
  list: { display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none', p: '0', m: '0' },
  result: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: '5',
    bg: 'bg.panel',
    rounded: 'xl',
    borderWidth: '1px',
    borderColor: 'border',
    _hover: { borderColor: 'primary.muted' },
    _focusWithin: { borderColor: 'primary.solid' },
  },
  resultTitle: { fontSize: 'lg', fontWeight: 'bold', lineHeight: 'short' },
  link: {
    color: 'fg',
    _hover: { color: 'primary.fg' },
    _after: { content: '""', position: 'absolute', inset: 0 },
    _focusVisible: { outline: 'none' },
  },
  excerpt: {
    color: 'fg.muted',
    fontSize: 'sm',
    overflowWrap: 'anywhere',
    '& mark': { bg: 'primary.solid', color: 'primary.contrast', px: '0.5', rounded: 'sm' },
  },
  meta: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '3', fontSize: 'xs', color: 'fg.muted' },
  readingTime: { display: 'inline-flex', alignItems: 'center', gap: '1' },
  empty: { display: 'flex', flexDirection: 'column', gap: '4', py: '6' },
  emptyTitle: { fontSize: 'xl', fontWeight: 'bold', overflowWrap: 'anywhere' },
  suggestions: { display: 'flex', gap: '2', flexWrap: 'wrap' },
  pill: {
    px: '4',
    py: '2',
    rounded: 'full',
    fontSize: 'sm',
    fontWeight: 'semibold',
    borderWidth: '1px',
    borderColor: 'border.emphasized',
    color: 'fg.muted',
    _hover: { color: 'fg', borderColor: 'primary.solid' },
  },
  error: { textAlign: 'center', py: '20', color: 'red.300' },
});

function ResultItem({ result }: { result: SearchResult }) {
  const s = useStaticStyles(styles);
  const date = result.published_at ?? result.created_at;
  return (
    <li className={s.result} data-testid="search-result">
      <div className={s.meta}>
        {result.category_name && <CategoryBadge name={result.category_name} color={result.category_color} />}
        <time dateTime={date}>{formatLongDate(date)}</time>
        <span className={s.readingTime}>
          <ClockIcon size={14} />
          {fr.home.minutes(result.reading_time)}
        </span>
      </div>
      <h2 className={s.resultTitle}>
        <SiteLink to={`/article/${result.slug}`} className={s.link}>
          {result.title}
        </SiteLink>
      </h2>
      {/* Built by the API from plain text: everything escaped, then the words found wrapped in <mark>. */}
      <p className={s.excerpt} dangerouslySetInnerHTML={{ __html: result.excerpt }} />
    </li>
  );
}

/** The path of a search page: its query, category and page number (page 1 unnumbered). */
function searchPath(query: string, category: string | null): string {
  const params = new URLSearchParams({ q: query });
  if (category) params.set('category', category);
  return `/recherche?${params.toString()}`;
}

/**
 * Results of a full-text search (`/recherche?q=…&category=…&page=…`), server-rendered and never indexed
 * by search engines. A page number that is not one, or past the last page, is a 404.
 */
export default function SearchPage() {
  const s = useStaticStyles(styles);
  const { query: params } = usePublicRoute();
  const query = (params.get('q') ?? '').trim();
  const category = params.get('category') || null;
  const rawPage = params.get('page');
  const badPage = rawPage !== null && !/^[1-9]\d{0,5}$/.test(rawPage);
  const page = badPage ? 1 : Math.max(1, Number(rawPage) || 1);
  const { brand } = useSite();
  const { data, error } = useApi<SearchResponse>(apiKeys.search(query, page, category));
  // Shared by every page's chrome: read once per generation on the server, already in the browser's cache.
  const categories = useApi<CategoriesResponse>(apiKeys.categories).data?.categories ?? [];
  const basePath = searchPath(query, category);
  const head = <PageHead title={t.headTitle(query, brand.name, page)} path={pagePath(basePath, page)} noindex />;

  if (badPage || (data && page > Math.max(1, data.total_pages))) {
    const nf = fr.notFound;
    return <NotFoundScreen title={nf.title} text={nf.text} back={nf.back} headTitle={nf.pageTitle} />;
  }
  if (error && !data) {
    return (
      <p role="alert" className={s.error}>
        {head}
        {t.loadError}
      </p>
    );
  }
  if (!data) return <PageSpinner label={t.loading} />;
  return (
    <div className={s.main}>
      {head}
      <header>
        <h1 className={s.title}>{query ? t.resultsFor(query) : t.title}</h1>
        {query && data.total > 0 && <p className={s.muted}>{t.count(data.total)}</p>}
      </header>
      {/* A plain form: it works before (and without) JavaScript, and keeps the category chosen. */}
      <form role="search" action="/blog/recherche" method="get" className={s.form}>
        <input
          key={query}
          type="search"
          name="q"
          defaultValue={query}
          aria-label={t.fieldLabel}
          maxLength={200}
          enterKeyHint="search"
          className={s.field}
          data-testid="search-page-field"
        />
        {category && <input type="hidden" name="category" value={category} />}
        <button type="submit" className={s.submit}>
          {t.submit}
        </button>
      </form>
      {query && categories.length > 0 && (
        <CategoryFilter
          categories={categories}
          active={category}
          pathOf={(slug) => searchPath(query, slug)}
          allLabel={t.allCategories}
        />
      )}
      {data.results.length > 0 ? (
        <>
          <ol className={s.list} aria-label={t.resultsLabel}>
            {data.results.map((result) => (
              <ResultItem key={result.id} result={result} />
            ))}
          </ol>
          <ListPager basePath={basePath} page={page} totalPages={data.total_pages} />
        </>
      ) : (
        <section className={s.empty} data-testid="search-empty">
          {query ? <p className={s.emptyTitle}>{t.noResults(query)}</p> : <p className={s.muted}>{t.emptyQuery}</p>}
          <p className={s.muted}>{t.suggestions}</p>
          <nav aria-label={t.suggestions} className={s.suggestions}>
            <SiteLink to="/" className={s.pill}>
              {t.allArticles}
            </SiteLink>
            {categories.map((category) => (
              <SiteLink key={category.id} to={`/category/${category.slug}`} className={s.pill}>
                {category.name}
              </SiteLink>
            ))}
          </nav>
        </section>
      )}
    </div>
  );
}
