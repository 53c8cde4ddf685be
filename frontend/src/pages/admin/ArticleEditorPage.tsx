import { ArticleEditorScreen } from '../../features/admin/articles/editor/ArticleEditorScreen';
import { useSession } from '../../session/use-session';

/** /contributor/submit, /contributor/edit/:id, /admin/articles/new and /admin/articles/edit/:id (spec §2.11). */
export default function ArticleEditorPage() {
  const { user } = useSession();
  return user ? <ArticleEditorScreen key={user.id} user={user} /> : null;
}
