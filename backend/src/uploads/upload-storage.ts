/**
 * Where uploaded files live. The embedded default writes to `DATA_DIR/uploads`; an S3-compatible
 * store can take its place by providing this interface under `UPLOAD_STORAGE`.
 */
export interface UploadStorage {
  /** Stores the bytes under `key` (a generated relative path) and returns the public URL. */
  put(key: string, data: Buffer, contentType: string): Promise<string>;
  /** Deletes a file this storage served at `url`; any other URL is ignored. */
  removeByUrl(url: string): Promise<void>;
}

export const UPLOAD_STORAGE = Symbol('UPLOAD_STORAGE');

/** Public path of uploaded files, beside the API (`/blog/api`) and the SPA (`/blog`). */
export const UPLOADS_URL_PREFIX = '/blog/uploads/';
