import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/toast/toast-store';
import { frNotifications } from '../../../i18n/fr-notifications';
import { BASE_PATH } from '../../../session/unauthorized';
import type { AppNotification } from '../shared/admin-api';
import { formatDateAt, formatRelative } from '../shared/format';
import { useNotificationActions } from './use-notification-actions';
import { useToastAction } from '../shared/use-toast-action';
import { Button } from '../shared/ui/Button';

const t = frNotifications;

/** Back-office screens open inside the app; anything else (a public article) is a page of its own. */
const IN_APP = /^\/(admin|contributor)(\/|\?|$)/;

/**
 * Opening a notification: it is marked read, then its screen opens. A public page (`/article/…`) is
 * rendered by the server, so it is a full navigation under /blog. A link that is not a path of the site
 * (the API never sends one) goes nowhere.
 */
export function useOpenNotification(beforeOpen?: () => void) {
  const navigate = useNavigate();
  const actions = useNotificationActions();
  return async (notification: AppNotification) => {
    beforeOpen?.();
    if (!notification.read) {
      try {
        await actions.markRead(notification.id);
      } catch {
        toast.error(t.markError);
      }
    }
    const { link } = notification;
    if (IN_APP.test(link)) await navigate(link);
    else if (link.startsWith('/') && !link.startsWith('//')) window.location.assign(`${BASE_PATH}${link}`);
  };
}

function NotificationItem({ notification, onOpen }: { notification: AppNotification; onOpen: (n: AppNotification) => void }) {
  const { read } = notification;
  const click = (event: MouseEvent) => {
    // A new tab or window (Ctrl, Cmd, Shift, middle click) is the browser's: the link's href serves it.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(notification);
  };
  return (
    <chakra.a
      href={`${BASE_PATH}${notification.link}`}
      onClick={click}
      data-testid="notification"
      data-read={read}
      display="flex"
      gap="3"
      px="3"
      py="2.5"
      rounded="lg"
      borderLeftWidth="3px"
      borderLeftColor={read ? 'transparent' : 'primary.solid'}
      bg={read ? 'transparent' : 'whiteAlpha.50'}
      color="fg"
      textDecoration="none"
      _hover={{ bg: 'whiteAlpha.100' }}
      _focusVisible={{ outline: '2px solid var(--color-primary, #FACC15)', outlineOffset: '-2px' }}
    >
      <Box minW="0" flex="1">
        <Text fontSize="sm" fontWeight={read ? 'medium' : 'bold'} overflowWrap="anywhere">
          {notification.title}
        </Text>
        {notification.body && (
          <Text fontSize="sm" color="fg.muted" mt="0.5" lineClamp={3} whiteSpace="pre-line" overflowWrap="anywhere">
            {notification.body}
          </Text>
        )}
        <Flex fontSize="xs" color="fg.muted" mt="1" gap="2" align="center">
          <time dateTime={notification.created_at} title={formatDateAt(notification.created_at)}>
            {formatRelative(notification.created_at)}
          </time>
          {!read && (
            <Text as="span" color="primary.fg" fontWeight="semibold">
              · {t.item.unread}
            </Text>
          )}
        </Flex>
      </Box>
    </chakra.a>
  );
}

/** The notifications of the bell's panel and of the notifications page, newest first as the API sends them. */
export function NotificationList({
  notifications,
  label,
  beforeOpen,
}: {
  notifications: AppNotification[];
  label: string;
  /** Called as one is opened, before its screen shows (the panel closes). */
  beforeOpen?: () => void;
}) {
  const open = useOpenNotification(beforeOpen);
  return (
    <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="1" aria-label={label}>
      {notifications.map((notification) => (
        <li key={notification.id}>
          <NotificationItem notification={notification} onOpen={(n) => void open(n)} />
        </li>
      ))}
    </chakra.ul>
  );
}

/** « Tout marquer comme lu », in the panel and on the page; there is nothing to do without unread ones. */
export function MarkAllReadButton({ unread, size = 'md' }: { unread: number; size?: 'sm' | 'md' }) {
  const actions = useNotificationActions();
  const marking = useToastAction<true>();
  const run = () => marking.run(true, actions.markAllRead, { success: t.allRead, error: t.markError });
  return (
    <Button variant="outline" size={size} busy={marking.busy !== null} disabled={unread === 0} onClick={() => void run()}>
      {t.panel.markAllRead}
    </Button>
  );
}
