import { ProfileTagsManager } from '../../features/admin/users/ProfileTagsManager';

/** /admin/profile-tags (spec §2.18, admin only). */
export default function ProfileTagsPage() {
  return <ProfileTagsManager />;
}
