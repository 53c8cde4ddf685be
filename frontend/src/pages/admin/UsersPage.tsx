import { UsersManager } from '../../features/admin/users/UsersManager';

/** /admin/users (spec §2.13, admin only). */
export default function UsersPage() {
  return <UsersManager />;
}
