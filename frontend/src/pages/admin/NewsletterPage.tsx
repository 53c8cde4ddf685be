import { NewsletterScreen } from '../../features/admin/newsletter/NewsletterScreen';

/** /admin/newsletter (admin only): the newsletter's subscribers. */
export default function NewsletterAdminPage() {
  return <NewsletterScreen />;
}
