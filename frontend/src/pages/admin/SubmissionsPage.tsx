import { SubmissionsReview } from '../../features/admin/submissions/SubmissionsReview';
import { useSession } from '../../session/use-session';

/** /admin/submissions: « Mes soumissions » or the review of every submission (spec §2.15). */
export default function SubmissionsPage() {
  const { user } = useSession();
  return user ? <SubmissionsReview user={user} /> : null;
}
