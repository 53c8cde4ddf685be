import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ApiRequestError } from '../../../api/errors';
import { PageSpinner } from '../../../components/PageSpinner';
import { frAdmin } from '../../../i18n/fr-admin';
import { frNotifications } from '../../../i18n/fr-notifications';
import type { OutboxMessage } from '../shared/admin-api';
import { formatDateAt } from '../shared/format';
import { useOutbox } from './use-outbox-reads';
import { EmailAddress } from '../shared/ui/EmailAddress';
import { Modal } from '../shared/ui/Modal';
import { Section } from '../shared/ui/Section';
import { Card, EmptyState, PageHeader } from '../shared/ui/Surface';
import { Table, Td, Th, Tr } from '../shared/ui/Table';

const t = frNotifications.outbox;
/** The API's default: the latest 50 kept e-mails. */
const OUTBOX_SIZE = 50;

/**
 * One kept e-mail: its text, and its HTML in a sandboxed frame (`sandbox=""`: no script, no form, no
 * navigation, an origin of its own), so the mail's markup can neither run nor reach the back office.
 */
function OutboxMessageModal({ message, onClose }: { message: OutboxMessage; onClose: () => void }) {
  return (
    <Modal title={message.subject} onClose={onClose} size="xl" initialFocus="panel">
      <Stack gap="4" fontSize="sm">
        <Box color="fg.muted">
          <Text>
            <chakra.strong color="fg">{t.to}</chakra.strong> <EmailAddress address={message.to} />
          </Text>
          <Text>
            <chakra.strong color="fg">{t.date}</chakra.strong> {formatDateAt(message.created_at)}
          </Text>
        </Box>
        <Section title={t.text}>
          <chakra.pre
            data-testid="outbox-text"
            p="3"
            rounded="lg"
            bg="bg"
            borderWidth="1px"
            borderColor="border"
            whiteSpace="pre-wrap"
            overflowWrap="anywhere"
            fontFamily="mono"
            fontSize="xs"
          >
            {message.text}
          </chakra.pre>
        </Section>
        <Section title={t.html}>
          <chakra.iframe
            data-testid="outbox-html"
            sandbox=""
            srcDoc={message.html}
            title={t.htmlFrame(message.subject)}
            w="full"
            h="28rem"
            rounded="lg"
            borderWidth="1px"
            borderColor="border"
            bg="white"
          />
        </Section>
      </Stack>
    </Modal>
  );
}

/**
 * /admin/outbox (admin): the e-mails the demo keeps instead of sending them (no SMTP server). Where
 * e-mails really leave, the API answers 404 and the screen says so.
 */
export function OutboxScreen() {
  const { data, error } = useOutbox(OUTBOX_SIZE);
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const unavailable = error instanceof ApiRequestError && error.code === 'mail.noOutbox';
  const messages = data?.messages ?? [];

  return (
    <>
      <PageHeader title={t.title} subtitle={unavailable ? undefined : t.intro} />
      {unavailable ? (
        <Card role="status" data-testid="outbox-unavailable">
          <Text>{t.unavailable}</Text>
        </Card>
      ) : error && !data ? (
        <EmptyState>{t.loadError}</EmptyState>
      ) : !data ? (
        <PageSpinner />
      ) : messages.length === 0 ? (
        <EmptyState>{t.empty}</EmptyState>
      ) : (
        <Table label={t.title}>
          <thead>
            <tr>
              <Th>{t.colSubject}</Th>
              <Th>{t.colTo}</Th>
              <Th>{t.colDate}</Th>
            </tr>
          </thead>
          <tbody>
            {messages.map((message) => (
              <Tr key={message.id} data-testid="outbox-row">
                <Td data-cell="primary">
                  <chakra.button
                    type="button"
                    onClick={() => setOpen(message)}
                    aria-label={t.open(message.subject)}
                    textAlign="left"
                    fontWeight="semibold"
                    color="primary.fg"
                    cursor="pointer"
                    _hover={{ textDecoration: 'underline' }}
                  >
                    {message.subject}
                  </chakra.button>
                </Td>
                <Td data-label={t.colTo}>
                  <EmailAddress address={message.to} />
                </Td>
                <Td data-label={t.colDate} color="fg.muted">
                  {formatDateAt(message.created_at) || frAdmin.common.none}
                </Td>
              </Tr>
            ))}
          </tbody>
        </Table>
      )}
      {open && <OutboxMessageModal message={open} onClose={() => setOpen(null)} />}
    </>
  );
}
