import { sendMailJob } from './mail/jobs/send-mail.job';
import type { JobDefinition } from './queue/define-job';
import { refreshAffiliatesJob } from './offers/jobs/refresh-affiliates.job';
import { syncOffersJob } from './offers/jobs/sync-offers.job';
import { planNewsletterSendJob } from './newsletter/jobs/plan-newsletter-send.job';
import { sendConfirmationJob } from './newsletter/jobs/send-confirmation.job';
import { sendNewsletterBatchJob } from './newsletter/jobs/send-newsletter-batch.job';
import { sendDigestJob } from './newsletter/jobs/send-digest.job';
import { publishArticleJob } from './publishing/jobs/publish-article.job';
import { creditRewardJob } from './rewards/jobs/credit-reward.job';
import { reconcileRewardsJob } from './rewards/jobs/reconcile-rewards.job';
import { removeAbandonedUploadsJob } from './uploads/jobs/remove-abandoned-uploads.job';

/**
 * Every background job of the application, wired by `JobsModule` for the API and the worker. A new job is
 * one `<domain>/jobs/<name>.job.ts` (`defineJob`, its handler provided by its domain's module) plus one
 * line here; its queue and job names go in `queue/queues.ts`.
 */
export const JOB_REGISTRY: readonly JobDefinition[] = [
  creditRewardJob,
  reconcileRewardsJob,
  sendMailJob,
  publishArticleJob,
  removeAbandonedUploadsJob,
  syncOffersJob,
  refreshAffiliatesJob,
  sendConfirmationJob,
  planNewsletterSendJob,
  sendNewsletterBatchJob,
  sendDigestJob,
];
