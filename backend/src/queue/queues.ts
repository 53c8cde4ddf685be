/** Every queue and job of the application; each job's data type and ids live with its domain (`<domain>/jobs/`). */
export const QueueName = {
  Rewards: 'rewards',
  Mail: 'mail',
  Publish: 'publish',
  Reconcile: 'reconcile',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

export const JobName = {
  CreditReward: 'credit-reward',
  SendMail: 'send-mail',
  PublishArticle: 'publish-article',
  ReconcileRewards: 'reconcile-rewards',
} as const;
export type JobName = (typeof JobName)[keyof typeof JobName];
