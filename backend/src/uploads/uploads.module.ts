import { Module } from '@nestjs/common';
import { ImageProcessor } from './image-processor';
import { LocalUploadStorage } from './local-upload-storage';
import { UPLOAD_STORAGE } from './upload-storage';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

@Module({
  controllers: [UploadsController],
  providers: [ImageProcessor, { provide: UPLOAD_STORAGE, useClass: LocalUploadStorage }, UploadsService],
  exports: [UploadsService],
})
export class UploadsModule {}
