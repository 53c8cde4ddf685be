import type { FastifyRequest } from 'fastify';
import { badRequest } from '../common/http/api-error';
import { type CodedError, uploadErrors } from '../i18n/errors';

/**
 * Reads the one file of a multipart request, from field `field`, into memory (the multipart plugin
 * stops at 5 MB). `missing` is the French error when there is no such file.
 */
export async function readMultipartFile(request: FastifyRequest, field: string, missing: CodedError): Promise<Buffer> {
  let data: Buffer | undefined;
  try {
    const parts = request.files();
    const first = await parts.next();
    if (first.done) throw badRequest(missing);
    const part = first.value;
    data = await part.toBuffer();
    // The plugin only notices the size limit between chunks: a limit hit on the last chunk leaves a
    // silently truncated buffer, which a lenient decoder would then accept.
    if (part.file.truncated) throw badRequest(uploadErrors.tooLarge);
    if (part.fieldname !== field || data.length === 0) throw badRequest(missing);
    // A second file would otherwise be dropped without a word.
    if (!(await parts.next()).done) throw badRequest(uploadErrors.oneFileOnly);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(uploadErrors.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest(uploadErrors.oneFileOnly);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PARTS_LIMIT') throw badRequest(missing);
    throw error;
  }
  return data;
}
