import { NotFoundScreen } from '../features/articles/components/ArticleNotFound';
import { fr } from '../i18n/fr';

const t = fr.notFound;

export default function NotFoundPage() {
  return <NotFoundScreen title={t.title} text={t.text} back={t.back} headTitle={t.pageTitle} />;
}
