import { NewsletterScreen } from '../../features/admin/components/newsletter/NewsletterScreen';

/** /admin/newsletter (admin only): the newsletter's subscribers. */
export default function NewsletterAdminPage() {
  return <NewsletterScreen />;
}
