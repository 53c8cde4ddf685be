import { ProfileScreen } from '../../features/admin/profile/ProfileScreen';
import { useSession } from '../../session/use-session';

/** /admin/profile (spec §2.17). */
export default function ProfilePage() {
  const { user } = useSession();
  return user ? <ProfileScreen user={user} /> : null;
}
