import { usePublicRoute } from '../app/public-route';
import { PageHead } from '../app/page-head';
import { pageNumberOf } from '../app/page-param';
import { absoluteUrl } from '../app/absolute-url';
import { Avatar } from '../components/Avatar';
import { PageSpinner } from '../components/PageSpinner';
import { TagBadge } from '../components/TagBadge';
import { ArticleCard } from '../features/articles/components/ArticleCard';
import { NotFoundScreen } from '../features/articles/components/ArticleNotFound';
import { ListPager } from '../features/articles/components/ListPager';
import { useAuthor } from '../features/articles/hooks/use-articles';
import { pagePath } from '../features/articles/page-window';
import { useSite } from '../features/site/use-site';
import { fr } from '../i18n/fr';
import { frAuthor } from '../i18n/fr-author';
import { defineStyles, useStaticStyles } from '../theme/static-styles';

const t = frAuthor;

/** « novembre 2026 », in Paris time. */
function formatMonthYear(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat('fr-FR', { year: 'numeric', month: 'long', timeZone: 'Europe/Paris' }).format(date);
}

const styles = defineStyles({
  main: { maxW: '7xl', mx: 'auto', px: { base: '4', md: '6' }, py: '10', display: 'flex', flexDirection: 'column', gap: '8' },
  profile: {
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    alignItems: { base: 'flex-start', sm: 'center' },
    gap: '6',
    p: '6',
    bg: 'bg.panel',
    rounded: 'xl',
    borderWidth: '1px',
    borderColor: 'border',
  },
  name: { fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'extrabold' },
  muted: { fontSize: 'sm', color: 'fg.muted' },
  tags: { display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', mt: '2' },
  bio: { color: 'fg.muted', mt: '3', maxW: '2xl' },
  facts: { display: 'flex', gap: '4', flexWrap: 'wrap', mt: '3', fontSize: 'sm', color: 'fg.muted' },
  feed: { textDecoration: 'underline' },
  listTitle: { fontSize: '2xl', fontWeight: 'extrabold' },
  grid: {
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
    gap: '6',
  },
  error: { textAlign: 'center', py: '20', color: 'red.300' },
});

/** An author's public page: who they are, and their published articles, paginated. */
export default function AuthorPage() {
  const { username = '', query } = usePublicRoute();
  const page = pageNumberOf(query.toString());
  // A `page` parameter that names no page (app/page-param.ts) is a 404, with no author read.
  if (page === null) {
    const nf = fr.notFound;
    return <NotFoundScreen title={nf.title} text={nf.text} back={nf.back} headTitle={nf.pageTitle} />;
  }
  return <AuthorArticles username={username} page={page} />;
}

function AuthorArticles({ username, page }: { username: string; page: number }) {
  const s = useStaticStyles(styles);
  const { brand, publicUrl } = useSite();
  const { data, error } = useAuthor(username, page);
  if (error && !data) {
    return (
      <p role="alert" className={s.error}>
        {t.loadError}
      </p>
    );
  }
  if (!data) return <PageSpinner label={t.loading} />;
  if (!data.success)
    return (
      <NotFoundScreen title={t.notFoundTitle} text={t.notFoundText} back={fr.article.backToBlog} headTitle={t.notFoundTitle} />
    );

  const { author, articles, pagination } = data;
  // Past the last page there is nothing to show: a real 404, not an empty list.
  if (page > Math.max(1, pagination.total_pages)) {
    const nf = fr.notFound;
    return <NotFoundScreen title={nf.title} text={nf.text} back={nf.back} headTitle={nf.pageTitle} />;
  }
  const name = author.display_name || author.username;
  const basePath = `/auteur/${encodeURIComponent(author.username)}`;
  const feedPath = `${basePath}/rss.xml`;
  const person = {
    '@type': 'Person',
    name,
    alternateName: author.username,
    url: absoluteUrl(publicUrl, basePath),
    ...(author.bio ? { description: author.bio } : {}),
    ...(author.avatar ? { image: absoluteUrl(publicUrl, author.avatar) } : {}),
  };
  return (
    <div className={s.main}>
      <PageHead
        title={fr.home.pagedTitle(t.headTitle(name, brand.name), page)}
        description={author.bio || t.description(name, brand.name)}
        path={pagePath(basePath, page)}
        image={author.avatar}
        prevPath={page > 1 ? pagePath(basePath, page - 1) : null}
        nextPath={page < pagination.total_pages ? pagePath(basePath, page + 1) : null}
        feed={{ title: t.feed(name), path: feedPath }}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'ProfilePage',
            dateCreated: author.member_since,
            mainEntity: person,
          },
        ]}
      />
      <section className={s.profile} aria-labelledby="author-name" data-testid="author-profile">
        <Avatar src={author.avatar} username={name} size="xl" />
        <div>
          <h1 id="author-name" className={s.name}>
            {name}
          </h1>
          <p className={s.muted}>@{author.username}</p>
          {author.tags.length > 0 && (
            <div className={s.tags}>
              {author.tags.map((tag) => (
                <TagBadge key={tag.id} name={tag.name} color={tag.color} />
              ))}
            </div>
          )}
          {author.bio && <p className={s.bio}>{author.bio}</p>}
          <p className={s.facts}>
            <span>{t.memberSince(formatMonthYear(author.member_since))}</span>
            <span>{fr.article.articlesCount(author.article_count)}</span>
            <a href={`/blog${feedPath}`} className={s.feed}>
              {t.rss}
            </a>
          </p>
        </div>
      </section>
      <h2 className={s.listTitle}>{t.articlesTitle(name)}</h2>
      <section aria-label={t.articlesTitle(name)} data-testid="article-grid" className={s.grid}>
        {articles.map((article, index) => (
          <ArticleCard key={article.id} article={article} eager={index < 3} />
        ))}
      </section>
      <ListPager basePath={basePath} page={page} totalPages={pagination.total_pages} />
    </div>
  );
}
