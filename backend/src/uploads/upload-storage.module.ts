import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { RemoveAbandonedUploadsHandler } from './jobs/remove-abandoned-uploads.job';
import { LocalUploadStorage } from './local-upload-storage';
import { UPLOAD_STORAGE, UploadStorage } from './upload-storage';

/** The S3 client is only loaded when a bucket is configured: the embedded default never pays for it. */
async function uploadStorage(config: AppConfig): Promise<UploadStorage> {
  if (!config.s3) return new LocalUploadStorage(config);
  const { S3UploadStorage } = await import('./s3-upload-storage');
  return new S3UploadStorage(config.s3);
}

/**
 * Where uploaded files live, and the job that deletes those an upload gave up on: the API (uploads, and
 * its in-process queue without Redis) and the worker (that job's handler) both import it.
 */
@Module({
  providers: [{ provide: UPLOAD_STORAGE, inject: [AppConfig], useFactory: uploadStorage }, RemoveAbandonedUploadsHandler],
  exports: [UPLOAD_STORAGE],
})
export class UploadStorageModule {}
