import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from '../../common/http/error-response.dto';

export class SrcsetEntryDto {
  @ApiProperty({ example: '/blog/uploads/images/2026/05/3f9c…-600w.webp' }) url!: string;
  @ApiProperty({ example: 600 }) width!: number;
}

export class UploadedImageDto {
  @ApiProperty({ example: '/blog/uploads/images/2026/05/3f9c….webp' }) url!: string;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
  @ApiProperty({ type: [SrcsetEntryDto], description: 'Largeurs disponibles, la plus petite d’abord (image d’origine comprise)' })
  srcset!: SrcsetEntryDto[];
}

export class UploadResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: UploadedImageDto }) image!: UploadedImageDto;
}

/** Documents the multipart body of an image upload. */
export class ImageUploadBodyDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG, GIF ou WebP, 5 Mo au plus' }) image!: unknown;
}
