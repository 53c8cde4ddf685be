/**
 * Every queue of the application (the queue dashboard shows each, described in `i18n/queues.ts`). Each
 * job is declared with its name in its domain's `<domain>/jobs/<name>.job.ts`, listed in `job-registry.ts`.
 */
export const QueueName = {
  Rewards: 'rewards',
  Mail: 'mail',
  Publish: 'publish',
  Reconcile: 'reconcile',
  Uploads: 'uploads',
  Offers: 'offers',
  Newsletter: 'newsletter',
  NewsletterSend: 'newsletter-send',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];
