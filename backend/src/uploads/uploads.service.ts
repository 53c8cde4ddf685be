import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { badGateway, badRequest } from '../common/http/api-error';
import { type CodedError, uploadErrors } from '../i18n/errors';
import { Jobs } from '../queue/jobs';
import { SrcsetEntryDto, UploadedImageDto } from './dto/upload-response.dto';
import { EncodedImage, ImageProcessor, UnsupportedImageError } from './image-processor';
import { removeAbandonedUploadsJob } from './jobs/remove-abandoned-uploads.job';
import { UPLOAD_STORAGE, UploadStorage, UploadStorageUnavailableError } from './upload-storage';

const WEBP = 'image/webp';

/** Generated, unguessable names grouped by month; nothing of the client's file name is kept. */
function newKey(folder: string): string {
  const now = new Date();
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${folder}/${month}/${randomBytes(16).toString('hex')}`;
}

interface PendingFile {
  key: string;
  image: EncodedImage;
}

/**
 * Every uploaded file is written, addressed and deleted here, through the one `UploadStorage`. An image
 * is either stored whole (original and all its widths) or not at all, so no URL handed out ever points
 * at a missing file; what an upload gave up on is deleted after the answer by a job
 * (`jobs/remove-abandoned-uploads.job.ts`), retried until the store has answered, so nothing is kept.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);

  constructor(
    private readonly images: ImageProcessor,
    @Inject(UPLOAD_STORAGE) private readonly storage: UploadStorage,
    private readonly jobs: Jobs,
  ) {}

  /** An article image with its responsive widths; `refused` is the French error for a non-image. */
  async storeArticleImage(input: Buffer, refused: CodedError = uploadErrors.formatRefused): Promise<UploadedImageDto> {
    const image = await this.process(() => this.images.article(input), refused);
    const key = newKey('images');
    const files: PendingFile[] = [
      ...image.variants.map((variant) => ({ key: `${key}-${variant.width}w.webp`, image: variant })),
      { key: `${key}.webp`, image },
    ];
    const urls = await this.putAll(files);
    const srcset: SrcsetEntryDto[] = files.map((file, index) => ({ url: urls[index], width: file.image.width }));
    return { url: urls[urls.length - 1], width: image.width, height: image.height, srcset };
  }

  /** A square avatar; returns its URL. */
  async storeAvatar(input: Buffer, refused: CodedError): Promise<string> {
    const image = await this.process(() => this.images.avatar(input), refused);
    const [url] = await this.putAll([{ key: `${newKey('avatars')}.webp`, image }]);
    return url;
  }

  /** Deletes a file stored here (local path or bucket URL); any other URL is left alone. Retried later if the store fails. */
  async remove(url: string | null | undefined): Promise<void> {
    if (!url) return;
    try {
      await this.storage.removeByUrl(url);
    } catch {
      this.removeLater([url]);
    }
  }

  /**
   * Writes all the files or none: when one fails, those already written are deleted before answering;
   * the writes that failed (a store that stopped answering may still finish them) and any delete the
   * store refused are deleted again after the answer.
   */
  private async putAll(files: PendingFile[]): Promise<string[]> {
    const results = await Promise.allSettled(files.map((file) => this.storage.put(file.key, file.image.data, WEBP)));
    const failure = results.find((result) => result.status === 'rejected');
    if (!failure) return results.map((result) => (result as PromiseFulfilledResult<string>).value);
    const written = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    const unconfirmed = files
      .filter((_, index) => results[index].status === 'rejected')
      .map((file) => this.storage.urlOf(file.key));
    const deletes = await Promise.allSettled(written.map((url) => this.storage.removeByUrl(url)));
    this.removeLater([...unconfirmed, ...written.filter((_, index) => deletes[index].status === 'rejected')]);
    if (written.length) this.logger.warn(`Envoi interrompu : ${written.length} fichier(s) déjà écrit(s) supprimé(s).`);
    if (failure.reason instanceof UploadStorageUnavailableError) throw badGateway(uploadErrors.storageUnavailable);
    throw failure.reason;
  }

  /** Queued without holding the answer; a queue that cannot take the job leaves a log line naming the files. */
  private removeLater(urls: string[]): void {
    if (!urls.length) return;
    this.jobs.add(removeAbandonedUploadsJob, { urls }).catch((error: unknown) => {
      this.logger.error(`Fichiers à supprimer non mis en file (${(error as Error).message}) : ${urls.join(', ')}`);
    });
  }

  private async process<T>(work: () => Promise<T>, refused: CodedError): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UnsupportedImageError) throw badRequest(refused);
      throw error;
    }
  }
}
