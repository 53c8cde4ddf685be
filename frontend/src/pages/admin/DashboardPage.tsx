import { ContributorDashboard } from '../../features/admin/dashboard/ContributorDashboard';
import { StaffDashboard } from '../../features/admin/dashboard/StaffDashboard';
import { useSession } from '../../session/use-session';

/** /admin and /contributor/dashboard: the same screen, by role (spec §2.1, §2.9). */
export default function DashboardPage() {
  const { user } = useSession();
  if (!user) return null;
  return user.role === 'contributor' ? <ContributorDashboard user={user} /> : <StaffDashboard user={user} />;
}
