import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/http/error-response.dto';
import { errorBody } from '../common/http/api-error';
import { uploadErrors } from '../i18n/errors';

/** Documents the 502 of a route that writes a file: the store (S3 bucket) is down or refused it. */
export const ApiStorageUnavailable = () =>
  ApiResponse({
    status: 502,
    description: uploadErrors.storageUnavailable.text,
    type: ErrorResponseDto,
    example: errorBody(uploadErrors.storageUnavailable),
  });
