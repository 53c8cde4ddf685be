import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { badRequest } from '../common/http/api-error';
import { uploadErrors } from '../i18n/errors';
import { SrcsetEntryDto, UploadedImageDto } from './dto/upload-response.dto';
import { ImageProcessor, UnsupportedImageError } from './image-processor';
import { UPLOAD_STORAGE, UploadStorage } from './upload-storage';

const WEBP = 'image/webp';

/** Generated, unguessable names grouped by month; nothing of the client's file name is kept. */
function newKey(folder: string): string {
  const now = new Date();
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${folder}/${month}/${randomBytes(16).toString('hex')}`;
}

@Injectable()
export class UploadsService {
  constructor(
    private readonly images: ImageProcessor,
    @Inject(UPLOAD_STORAGE) private readonly storage: UploadStorage,
  ) {}

  /** An article image with its responsive widths; `refused` is the French error for a non-image. */
  async storeArticleImage(input: Buffer, refused: string = uploadErrors.formatRefused): Promise<UploadedImageDto> {
    const image = await this.process(() => this.images.article(input), refused);
    const key = newKey('images');
    const srcset: SrcsetEntryDto[] = [];
    for (const variant of image.variants) {
      srcset.push({ url: await this.storage.put(`${key}-${variant.width}w.webp`, variant.data, WEBP), width: variant.width });
    }
    const url = await this.storage.put(`${key}.webp`, image.data, WEBP);
    srcset.push({ url, width: image.width });
    return { url, width: image.width, height: image.height, srcset };
  }

  /** A square avatar; returns its URL. */
  async storeAvatar(input: Buffer, refused: string): Promise<string> {
    const image = await this.process(() => this.images.avatar(input), refused);
    return this.storage.put(`${newKey('avatars')}.webp`, image.data, WEBP);
  }

  async remove(url: string | null | undefined): Promise<void> {
    if (url) await this.storage.removeByUrl(url);
  }

  private async process<T>(work: () => Promise<T>, refused: string): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UnsupportedImageError) throw badRequest(refused);
      throw error;
    }
  }
}
