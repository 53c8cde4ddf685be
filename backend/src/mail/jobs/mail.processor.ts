import { Processor } from '@nestjs/bullmq';
import type { QueuedJob } from '../../queue/job-queue';
import { processorOptions, QueueProcessor } from '../../queue/queue-processor';
import { QueueName } from '../../queue/queues';
import { MailSender } from '../mail-sender';
import { MailJobsConfig } from './mail-jobs-config';
import { MailQueue, runSendMailJob, type SendMailJobData } from './mail-queue';

const config = new MailJobsConfig(process.env);

/** Consumer of the `mail` queue; registered by the MailWorkerModule only. */
@Processor(QueueName.Mail, processorOptions(config))
export class MailProcessor extends QueueProcessor<SendMailJobData> {
  constructor(
    private readonly sender: MailSender,
    private readonly queue: MailQueue,
  ) {
    super();
  }

  protected handle(job: QueuedJob<SendMailJobData>): Promise<void> {
    return runSendMailJob(job, (id, attempt) => this.sender.run(id, attempt), this.queue);
  }
}
