import { WriteRateLimit } from '../auth/rate-limit/write-rate-limit';
import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Authenticated } from '../access/decorators/access.decorator';
import { ApiErrors } from '../common/http/api-errors.decorator';
import { ApiStorageUnavailable } from './api-storage-error.decorator';
import { uploadErrors } from '../i18n/errors';
import { ImageUploadBodyDto, UploadResponseDto } from './dto/upload-response.dto';
import { readMultipartFile } from './multipart-file';
import { UploadsService } from './uploads.service';

@ApiTags('Images')
@Controller('upload')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @WriteRateLimit('uploads')
  @Post()
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Envoyer une image (champ « image ») : réencodée en WebP, avec des largeurs pour srcset' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadBodyDto })
  @ApiOkResponse({ type: UploadResponseDto })
  @ApiErrors(400)
  @ApiStorageUnavailable()
  async upload(@Req() request: FastifyRequest): Promise<UploadResponseDto> {
    const file = await readMultipartFile(request, 'image', uploadErrors.formatRefused);
    return { success: true, image: await this.uploads.storeArticleImage(file) };
  }
}
