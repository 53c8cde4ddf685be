import { PageSpinner } from '../../../components/PageSpinner';
import { frNotifications } from '../../../i18n/fr-notifications';
import { useNotifications } from './use-notification-reads';
import { Pager, usePageParam } from '../shared/ui/Pager';
import { Card, EmptyState, PageHeader } from '../shared/ui/Surface';
import { MarkAllReadButton, NotificationList } from './NotificationList';

const t = frNotifications.page;
const PAGE_SIZE = 20;

/** /admin/notifications: every notification of the signed-in user, 20 a page (the page is in the address). */
export function NotificationsScreen() {
  const { page, go } = usePageParam();
  const list = useNotifications(PAGE_SIZE, page);
  const data = list.data;
  const pages = Math.max(1, data?.pages ?? 1);

  return (
    <>
      <PageHeader title={t.title} subtitle={t.intro} actions={<MarkAllReadButton unread={data?.unread ?? 0} />} />
      <Card p={{ base: '2', md: '3' }}>
        {list.error && !data ? (
          <EmptyState>{frNotifications.panel.loadError}</EmptyState>
        ) : !data ? (
          <PageSpinner />
        ) : data.notifications.length === 0 ? (
          <EmptyState>{frNotifications.panel.empty}</EmptyState>
        ) : (
          <NotificationList notifications={data.notifications} label={t.listLabel} />
        )}
      </Card>
      <Pager page={page} pages={pages} onChange={go} label={t.pagination} />
    </>
  );
}
