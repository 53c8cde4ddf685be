import { NotificationsScreen } from '../../features/admin/components/notifications/NotificationsScreen';

/** /admin/notifications: every notification of the signed-in user. */
export default function NotificationsPage() {
  return <NotificationsScreen />;
}
