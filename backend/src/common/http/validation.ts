import { ArgumentMetadata, HttpStatus, ValidationError, ValidationPipe } from '@nestjs/common';
import { ApiError, ErrorDetail } from './api-error';

/**
 * class-validator's default messages are English and start with the property name; messages written in
 * the DTOs are French and do not. Only the former are translated, the latter are kept as written.
 */
function frenchConstraintMessage(field: string, constraint: string, english: string): string {
  const n = english.match(/(\d+)/)?.[1];
  const f = `« ${field} »`;
  switch (constraint) {
    case 'whitelistValidation':
      return `Le champ ${f} n'est pas autorisé`;
    case 'isNotEmpty':
    case 'isDefined':
      return `Le champ ${f} est requis`;
    case 'isString':
      return `Le champ ${f} doit être un texte`;
    case 'isInt':
      return `Le champ ${f} doit être un nombre entier`;
    case 'isNumber':
    case 'isNumberString':
      return `Le champ ${f} doit être un nombre`;
    case 'isBoolean':
      return `Le champ ${f} doit valoir vrai ou faux`;
    case 'isEmail':
      return `Le champ ${f} doit être une adresse e-mail valide`;
    case 'isIn':
    case 'isEnum':
      return `La valeur du champ ${f} n'est pas autorisée`;
    case 'maxLength':
      return `Le champ ${f} est trop long (${n} caractères maximum)`;
    case 'minLength':
      return `Le champ ${f} est trop court (${n} caractères minimum)`;
    case 'min':
      return `Le champ ${f} doit être supérieur ou égal à ${n}`;
    case 'max':
      return `Le champ ${f} doit être inférieur ou égal à ${n}`;
    case 'isArray':
      return `Le champ ${f} doit être une liste`;
    case 'arrayMaxSize':
      return `Le champ ${f} contient trop d'éléments (${n} maximum)`;
    case 'isObject':
      return `Le champ ${f} doit être un objet`;
    case 'matches':
    case 'isHexColor':
      return `Le format du champ ${f} est invalide`;
    case 'isUrl':
      return `Le champ ${f} doit être une adresse web valide`;
    case 'nestedValidation':
      return `Le contenu du champ ${f} est invalide`;
    default:
      return `Le champ ${f} est invalide`;
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
export function flattenValidationErrors(errors: ValidationError[], parent = ''): ErrorDetail[] {
  const details: ErrorDetail[] = [];
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const [first] = Object.entries(error.constraints ?? {}).sort(([a], [b]) => rank(a) - rank(b));
    if (first) {
      const [constraint, message] = first;
      details.push({
        field,
        message: isEnglishDefault(error.property, message) ? frenchConstraintMessage(field, constraint, message) : message,
      });
    }
    if (error.children?.length) details.push(...flattenValidationErrors(error.children, field));
  }
  return details;
}

export const BODY_NOT_AN_OBJECT = 'Corps de requête invalide : un objet JSON est attendu';

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
      throw new ApiError(HttpStatus.BAD_REQUEST, BODY_NOT_AN_OBJECT);
    }
    return super.transform(value, metadata);
  }
}

export function createValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const details = flattenValidationErrors(errors);
      return new ApiError(HttpStatus.BAD_REQUEST, details[0]?.message ?? 'Requête invalide', { details });
    },
  });
}
