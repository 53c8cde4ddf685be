import { AuthorStats, BlogStats } from '../../features/admin/stats/StatsScreen';
import { useSession } from '../../session/use-session';

/** /admin/stats: a contributor's own statistics, or the whole blog's for staff. */
export default function StatsPage() {
  const { user } = useSession();
  if (!user) return null;
  return user.role === 'contributor' ? <AuthorStats /> : <BlogStats user={user} />;
}
