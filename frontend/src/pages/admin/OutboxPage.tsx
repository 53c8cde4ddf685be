import { OutboxScreen } from '../../features/admin/outbox/OutboxScreen';

/** /admin/outbox (admin only): the e-mails the demo keeps instead of sending them. */
export default function OutboxPage() {
  return <OutboxScreen />;
}
