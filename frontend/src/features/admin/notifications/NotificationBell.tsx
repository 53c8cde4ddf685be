import { Box, Flex, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { frNotifications } from '../../../i18n/fr-notifications';
import { useNotifications, useUnreadCount } from './use-notification-reads';
import { BellIcon } from '../shared/ui/icons';
import { IconButton } from '../shared/ui/Button';
import { Modal } from '../shared/ui/Modal';
import { ReadState } from '../shared/ui/Section';
import { MarkAllReadButton, NotificationList } from './NotificationList';

const t = frNotifications;
/** The panel shows the latest ones; the page has them all. */
const PANEL_SIZE = 10;

/**
 * The bell's panel: a dialog under the header's right end (see Modal: the page behind is inert, Tab stays
 * inside, Escape or a click outside closes it, focus goes back to the bell). Its list is read on every opening.
 */
function NotificationPanel({ unread, onClose }: { unread: number; onClose: () => void }) {
  const list = useNotifications(PANEL_SIZE, 1);
  const notifications = list.data?.notifications ?? [];
  return (
    <Modal
      title={t.panel.title}
      onClose={onClose}
      size="sm"
      placement="top-end"
      initialFocus="panel"
      testId="notification-panel"
      footer={
        <Flex w="full" align="center" justify="space-between" gap="2" flexWrap="wrap">
          <Link to="/admin/notifications" onClick={onClose}>
            <Text as="span" fontSize="sm" fontWeight="semibold" color="primary.fg">
              {t.panel.seeAll}
            </Text>
          </Link>
          <MarkAllReadButton unread={unread} size="sm" />
        </Flex>
      }
    >
      <ReadState read={list} empty={notifications.length === 0} errorText={t.panel.loadError} emptyText={t.panel.empty}>
        <NotificationList notifications={notifications} label={t.panel.title} beforeOpen={onClose} />
      </ReadState>
    </Modal>
  );
}

/**
 * The bell of the back office's header, for every signed-in user: the unread count (polled every 30 s
 * and read again when the tab comes back) in its name and in a badge, and the panel of the latest ones.
 */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const count = useUnreadCount();
  const unread = count.data?.unread ?? 0;
  const toggle = () => {
    if (!open) void count.mutate();
    setOpen(!open);
  };
  return (
    <>
      <IconButton
        label={t.bell.label(unread)}
        onClick={toggle}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notification-bell"
        data-unread={unread}
        position="relative"
        w="10"
        h="10"
      >
        <BellIcon size={20} />
        {unread > 0 && (
          <Box
            as="span"
            aria-hidden="true"
            data-testid="notification-badge"
            position="absolute"
            top="0.5"
            right="0.5"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            minW="4.5"
            h="4.5"
            px="1"
            rounded="full"
            bg="#B91C1C"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="1"
          >
            {t.bell.badge(unread)}
          </Box>
        )}
      </IconButton>
      {open && <NotificationPanel unread={unread} onClose={() => setOpen(false)} />}
    </>
  );
}
