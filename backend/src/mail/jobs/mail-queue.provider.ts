import type { Provider } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { BullmqJobQueue } from '../../queue/bullmq-job-queue';
import { InProcessJobQueue } from '../../queue/in-process-job-queue';
import { QueueName } from '../../queue/queues';
import { MailSender } from '../mail-sender';
import { MailJobsConfig } from './mail-jobs-config';
import { MailQueue, runSendMailJob, type SendMailJobData } from './mail-queue';

/** BullMQ with REDIS_URL (the worker process sends), else the same sender run inside this process. */
export const mailQueueProvider: Provider = {
  provide: MailQueue,
  inject: [AppConfig, MailJobsConfig, MailSender],
  useFactory: (app: AppConfig, config: MailJobsConfig, sender: MailSender): MailQueue => {
    const queue: MailQueue = new MailQueue(
      app.redisUrl
        ? new BullmqJobQueue<SendMailJobData>(QueueName.Mail, app.redisUrl)
        : new InProcessJobQueue<SendMailJobData>(
            (job) => runSendMailJob(job, (id, attempt) => sender.run(id, attempt), queue),
            config.concurrency,
            QueueName.Mail,
          ),
      config,
    );
    return queue;
  },
};
