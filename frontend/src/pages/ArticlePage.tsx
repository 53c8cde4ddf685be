import { usePublicRoute } from '../app/public-route';
import { PageSpinner } from '../components/PageSpinner';
import { NotFoundScreen } from '../features/articles/components/ArticleNotFound';
import { ArticleView } from '../features/articles/components/ArticleView';
import { useArticle, useOfferCards, useRecentArticles } from '../features/articles/hooks/use-articles';
import { fr } from '../i18n/fr';
import { defineStyles, useStaticStyles } from '../theme/static-styles';

const t = fr.article;

const styles = defineStyles({
  loadError: { textAlign: 'center', py: '20', color: 'red.300' },
});

/** Spec §2.4; an unknown slug shows « Article non trouvé » (HTTP 404 when rendered by the server). */
export default function ArticlePage() {
  const s = useStaticStyles(styles);
  const { slug = '' } = usePublicRoute();
  const { data, error } = useArticle(slug);
  const recent = useRecentArticles();
  const offers = useOfferCards();
  if (error && !data) {
    return (
      <p role="alert" className={s.loadError}>
        {t.loadError}
      </p>
    );
  }
  if (!data) return <PageSpinner label={t.loading} />;
  if (!data.success)
    return <NotFoundScreen title={t.notFoundTitle} text={t.notFoundText} back={t.backToBlog} headTitle={t.notFoundTitle} />;
  return (
    <ArticleView
      article={data.article}
      recent={recent.data?.articles ?? data.suggested}
      offers={offers.data?.cards}
      categoryOffers={offers.data?.by_category}
    />
  );
}
