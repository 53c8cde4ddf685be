import { ValidateIf } from 'class-validator';

/**
 * Like `@IsOptional()` for a field that may be left out but whose column cannot hold null:
 * `@IsOptional()` skips the field's checks for null too, and the null would then reach the database.
 */
export const OptionalNotNull = (): PropertyDecorator => ValidateIf((_object: object, value: unknown) => value !== undefined);
