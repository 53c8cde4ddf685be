import { ArticleList } from '../../features/admin/articles/ArticleList';
import { useSession } from '../../session/use-session';

/** /admin/articles (spec §2.10). */
export default function ArticlesPage() {
  const { user } = useSession();
  return user ? <ArticleList user={user} /> : null;
}
