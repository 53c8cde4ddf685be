import { RewardsSettingsScreen } from '../../features/admin/rewards/RewardsSettingsScreen';

/** /admin/rewards (spec §2.16, admin only). */
export default function RewardsPage() {
  return <RewardsSettingsScreen />;
}
