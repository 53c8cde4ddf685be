import { Module } from '@nestjs/common';
import { ImageProcessor } from './image-processor';
import { UploadStorageModule } from './upload-storage.module';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

@Module({
  imports: [UploadStorageModule],
  controllers: [UploadsController],
  providers: [ImageProcessor, UploadsService],
  exports: [UploadsService],
})
export class UploadsModule {}
