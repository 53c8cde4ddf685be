import { Logger, OnModuleDestroy } from '@nestjs/common';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config/s3-config';
import { IMMUTABLE_CACHE_CONTROL, isValidKey, UploadStorage, UploadStorageUnavailableError } from './upload-storage';

/**
 * Files in an S3-compatible bucket (AWS, MinIO, Garage, Scaleway…): only the S3 API is spoken, so the
 * same code serves any of them. Readers load the files from `S3_PUBLIC_URL`, never through the API.
 */
export class S3UploadStorage implements UploadStorage, OnModuleDestroy {
  private readonly logger = new Logger('Stockage S3');
  private readonly client: S3Client;
  private readonly publicPrefix: string;

  constructor(private readonly settings: S3Config) {
    this.publicPrefix = `${settings.publicUrl}/`;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // An upload waits for the store: a dead or stalled server must turn into an error within seconds.
      // Silence for timeoutMs ends a request; so does a whole request taking three times as long.
      requestHandler: {
        connectionTimeout: settings.timeoutMs,
        socketTimeout: settings.timeoutMs,
        requestTimeout: settings.timeoutMs * 3,
        throwOnRequestTimeout: true,
      },
      maxAttempts: 2,
      // Checksums only where the API demands them: the trailing-checksum uploads the SDK sends by default
      // are not understood by every S3-compatible server.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<string> {
    if (!isValidKey(key)) throw new Error(`Clé de fichier invalide : ${key}`);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.settings.bucket,
          Key: key,
          Body: data,
          ContentLength: data.length,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    } catch (error) {
      this.logger.warn(`Écriture refusée ou impossible de ${key} : ${describe(error)}`);
      throw new UploadStorageUnavailableError(describe(error));
    }
    return this.urlOf(key);
  }

  urlOf(key: string): string {
    return `${this.publicPrefix}${key}`;
  }

  async removeByUrl(url: string): Promise<void> {
    if (!url.startsWith(this.publicPrefix)) return;
    const key = url.slice(this.publicPrefix.length);
    if (!isValidKey(key)) return;
    try {
      // S3 answers a delete of a missing key with success: nothing to tell apart.
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    } catch (error) {
      this.logger.warn(`Suppression impossible de ${url} : ${describe(error)}`);
      throw new UploadStorageUnavailableError(describe(error));
    }
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}

function describe(error: unknown): string {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  const name = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return status ? `${name} (HTTP ${status})` : name;
}
