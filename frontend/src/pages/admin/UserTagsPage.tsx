import { UserTagsAssigner } from '../../features/admin/users/UserTagsAssigner';

/** /admin/user-tags (spec §2.19, admin only). */
export default function UserTagsPage() {
  return <UserTagsAssigner />;
}
