import { QueueDashboardOpener } from '../../features/admin/queues/QueueDashboardOpener';

/** /admin/queues-open (admin only): opens the job dashboard of the API, /blog/admin/queues. */
export default function QueuesPage() {
  return <QueueDashboardOpener />;
}
