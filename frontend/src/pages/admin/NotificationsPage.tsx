import { NotificationsScreen } from '../../features/admin/notifications/NotificationsScreen';

/** /admin/notifications: every notification of the signed-in user. */
export default function NotificationsPage() {
  return <NotificationsScreen />;
}
