import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { ImageProcessor } from './image-processor';
import { LocalUploadStorage } from './local-upload-storage';
import { UPLOAD_STORAGE, UploadStorage } from './upload-storage';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/** The S3 client is only loaded when a bucket is configured: the embedded default never pays for it. */
async function uploadStorage(config: AppConfig): Promise<UploadStorage> {
  if (!config.s3) return new LocalUploadStorage(config);
  const { S3UploadStorage } = await import('./s3-upload-storage');
  return new S3UploadStorage(config.s3);
}

@Module({
  controllers: [UploadsController],
  providers: [ImageProcessor, { provide: UPLOAD_STORAGE, inject: [AppConfig], useFactory: uploadStorage }, UploadsService],
  exports: [UploadsService],
})
export class UploadsModule {}
