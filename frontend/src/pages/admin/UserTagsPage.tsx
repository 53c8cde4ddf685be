import { UserTagsAssigner } from '../../features/admin/components/tags/UserTagsAssigner';

/** /admin/user-tags (spec §2.19, admin only). */
export default function UserTagsPage() {
  return <UserTagsAssigner />;
}
