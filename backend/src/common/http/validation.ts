import { ArgumentMetadata, HttpException, HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { type CodedError, httpErrors, validationErrors } from '../../i18n/errors';
import { ApiError, ErrorDetail } from './api-error';

/**
 * class-validator's default messages are English and start with the property name; messages written in
 * the DTOs are French and do not. Only the former are translated, the latter are kept as written.
 */
function frenchConstraintMessage(field: string, constraint: string, english: string): CodedError {
  const n = english.match(/(\d+)/)?.[1];
  switch (constraint) {
    case 'whitelistValidation':
      return validationErrors.notAllowed(field);
    case 'isNotEmpty':
    case 'isDefined':
      return validationErrors.required(field);
    case 'isString':
      return validationErrors.notText(field);
    case 'isInt':
      return validationErrors.notInteger(field);
    case 'isNumber':
    case 'isNumberString':
      return validationErrors.notNumber(field);
    case 'isBoolean':
      return validationErrors.notBoolean(field);
    case 'isEmail':
      return validationErrors.notEmail(field);
    case 'isIn':
    case 'isEnum':
      return validationErrors.valueNotAllowed(field);
    case 'maxLength':
      return validationErrors.tooLong(field, n);
    case 'minLength':
      return validationErrors.tooShort(field, n);
    case 'min':
      return validationErrors.belowMinimum(field, n);
    case 'max':
      return validationErrors.aboveMaximum(field, n);
    case 'isArray':
      return validationErrors.notList(field);
    case 'arrayMaxSize':
      return validationErrors.tooManyItems(field, n);
    case 'isObject':
      return validationErrors.notObject(field);
    case 'matches':
    case 'isHexColor':
      return validationErrors.formatInvalid(field);
    case 'isUrl':
      return validationErrors.notUrl(field);
    case 'nestedValidation':
      return validationErrors.contentInvalid(field);
    default:
      return validationErrors.invalid(field);
  }
}

function isEnglishDefault(field: string, message: string): boolean {
  return (
    message.startsWith(`${field} `) ||
    message.startsWith('each value in ') ||
    message.startsWith('property ') ||
    message.startsWith('nested property ')
  );
}

// The most basic failure of a field is the one worth telling: "required" before "too long".
const PRIORITY = [
  'whitelistValidation',
  'isDefined',
  'isNotEmpty',
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isArray',
  'isObject',
];
const rank = (constraint: string) => (PRIORITY.includes(constraint) ? PRIORITY.indexOf(constraint) : PRIORITY.length);

/** One French message per invalid field. */
/** The largest id a database column of ours holds (signed 32-bit): larger ones are refused before any query. */
export const MAX_DB_ID = 2_147_483_647;

/** The one rule for dates sent to the API, quoted in Swagger wherever a date is accepted. */
export const PARIS_DATE_RULE =
  'Date ISO 8601 : avec un décalage (`Z`, `+01:00`), elle est lue telle quelle ; sans décalage, elle est lue à l’heure de Paris (Europe/Paris).';

/**
 * The options of a class-validator check whose message is a catalogue case: its French text, and its code
 * in the check's context, where the validation pipe reads it back for the answer's envelope.
 */
export function codedMessage(error: CodedError): { message: string; context: { code: CodedError['code'] } } {
  return { message: error.text, context: { code: error.code } };
}

/** A refused field, with the code its DTO declared for the check (codedMessage), if any. */
interface RefusedField extends ErrorDetail {
  code?: CodedError['code'];
}

function declaredCode(error: ValidationError, constraint: string): CodedError['code'] | undefined {
  const context: unknown = error.contexts?.[constraint];
  const code = (context as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' && code.includes('.') ? (code as CodedError['code']) : undefined;
}

function refusedFields(errors: ValidationError[], parent = ''): RefusedField[] {
  const fields: RefusedField[] = [];
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const [first] = Object.entries(error.constraints ?? {}).sort(([a], [b]) => rank(a) - rank(b));
    if (first) {
      const [constraint, message] = first;
      fields.push(
        isEnglishDefault(error.property, message)
          ? { field, message: frenchConstraintMessage(field, constraint, message).text }
          : { field, message, code: declaredCode(error, constraint) },
      );
    }
    if (error.children?.length) fields.push(...refusedFields(error.children, field));
  }
  return fields;
}

/**
 * The answer to a refused DTO: the first refused field's message, under the code its DTO declared for
 * it, else `validation.failed`; every refused field in `details`.
 */
function refusedDto(errors: ValidationError[]): ApiError {
  const fields = refusedFields(errors);
  const details: ErrorDetail[] = fields.map(({ field, message }) => ({ field, message }));
  const [first] = fields;
  const error: CodedError = first
    ? { code: first.code ?? validationErrors.failed.code, text: first.message }
    : httpErrors.badRequest;
  return new ApiError(HttpStatus.BAD_REQUEST, error, { details });
}

/**
 * Every body of the API is an object described by a DTO. A JSON string, number, list or `null` would
 * otherwise be validated field by field (« Le champ « 0 » n'est pas autorisé ») or slip past a DTO
 * whose fields are all optional; it is refused as a whole. No body at all stays for the DTO to judge.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const wholeBody = metadata.type === 'body' && metadata.data === undefined;
    if (
      wholeBody &&
      value !== undefined &&
      (value === null || typeof value !== 'object' || Array.isArray(value) || Buffer.isBuffer(value))
    ) {
      throw new ApiError(HttpStatus.BAD_REQUEST, httpErrors.bodyNotAnObject);
    }
    try {
      return await super.transform(value, metadata);
    } catch (error) {
      if (error instanceof HttpException) throw error;
      // class-transformer converts with Number()/String(): a value whose `toString` or `valueOf` is not a
      // function (`{ "toString": [] }`) makes the conversion throw. A body no DTO can read is a 400, not a 500.
      throw new ApiError(HttpStatus.BAD_REQUEST, httpErrors.bodyInvalid);
    }
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: refusedDto,
  });
}
