import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { defineJob } from '../../queue/define-job';
import type { JobHandler, QueuedJob } from '../../queue/job-queue';
import { QueueTuning } from '../../queue/queue-tuning';
import { QueueName } from '../../queue/queues';
import { UPLOAD_STORAGE, type UploadStorage } from '../upload-storage';

export interface RemoveUploadsJobData {
  /** The stored files' URLs, as `UploadStorage.put` returned them (or would have). */
  urls: string[];
}

/**
 * Deletes files an upload gave up on, after its answer: the widths of an image whose other files could
 * not be written, a write the store finished after the request stopped waiting (a hung S3 that comes
 * back), a replaced avatar the store could not delete at once. Deleting a file already gone succeeds,
 * so a try repeats every delete until the store has answered each one.
 */
@Injectable()
export class RemoveAbandonedUploadsHandler implements JobHandler<RemoveUploadsJobData> {
  constructor(@Inject(UPLOAD_STORAGE) private readonly storage: UploadStorage) {}

  async handle(job: QueuedJob<RemoveUploadsJobData>): Promise<void> {
    const results = await Promise.allSettled(job.data.urls.map((url) => this.storage.removeByUrl(url)));
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed) throw new Error(`${failed} fichier(s) sur ${job.data.urls.length} non supprimé(s)`);
  }
}

export const removeAbandonedUploadsJob = defineJob<RemoveUploadsJobData>({
  queue: QueueName.Uploads,
  name: 'remove-abandoned-uploads',
  jobId: ({ urls }) => `remove-uploads-${createHash('sha1').update(urls.join('\n')).digest('hex').slice(0, 20)}`,
  /**
   * `UPLOAD_CLEANUP_*`. The first try comes at once; the next ones, doubling from `backoffMs`, span
   * about three days, longer than a storage outage is expected to last.
   */
  tuning: (env) =>
    new QueueTuning(env, 'UPLOAD_CLEANUP', {
      attempts: 16,
      backoffMs: 10_000,
      concurrency: 2,
      lockDurationMs: 60_000,
      sweepIntervalMs: 60_000,
      staleAfterMs: 600_000,
    }),
  handler: RemoveAbandonedUploadsHandler,
  logContext: 'Envois abandonnés',
  failureMessage: ({ urls }, attempt, error) =>
    `Suppression de ${urls.length} fichier(s) d'un envoi abandonné : essai ${attempt.number} échoué (${error.message})`,
});
