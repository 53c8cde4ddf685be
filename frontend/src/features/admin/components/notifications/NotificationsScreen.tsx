import { Flex, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../../../components/PageSpinner';
import { frNotifications } from '../../../../i18n/fr-notifications';
import { useNotifications } from '../../hooks/use-admin-reads';
import { Button } from '../ui/Button';
import { Card, EmptyState, PageHeader } from '../ui/Surface';
import { MarkAllReadButton, NotificationList } from './NotificationList';

const t = frNotifications.page;
const PAGE_SIZE = 20;

/** /admin/notifications: every notification of the signed-in user, 20 a page (the page is in the address). */
export function NotificationsScreen() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('page'));
  const page = Number.isInteger(requested) && requested > 1 ? requested : 1;
  const list = useNotifications(PAGE_SIZE, page);
  const data = list.data;
  const pages = Math.max(1, data?.pages ?? 1);
  const go = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

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
      {pages > 1 && (
        <Flex as="nav" aria-label={t.pagination} align="center" justify="space-between" gap="3" mt="4">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => go(page - 1)}>
            {t.previous}
          </Button>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {t.pageOf(Math.min(page, pages), pages)}
          </Text>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => go(page + 1)}>
            {t.next}
          </Button>
        </Flex>
      )}
    </>
  );
}
