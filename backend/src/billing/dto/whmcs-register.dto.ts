import { ApiProperty } from '@nestjs/swagger';
import { codedMessage } from '../../common/http/validation';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { billingErrors, userErrors } from '../../i18n/errors';
import { toNormalizedEmail } from '../../users/email';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** Spec §3 registration payload; spec §5 rules (every field required, password of 8+ characters). */
export class WhmcsRegisterDto {
  @ApiProperty({ example: 'Jean' })
  @Transform(trim)
  @IsString(codedMessage(billingErrors.allFieldsRequired))
  @IsNotEmpty(codedMessage(billingErrors.allFieldsRequired))
  @MaxLength(100)
  firstname!: string;

  @ApiProperty({ example: 'Dupont' })
  @Transform(trim)
  @IsString(codedMessage(billingErrors.allFieldsRequired))
  @IsNotEmpty(codedMessage(billingErrors.allFieldsRequired))
  @MaxLength(100)
  lastname!: string;

  @ApiProperty({ example: 'jean@exemple.fr' })
  @Transform(toNormalizedEmail)
  @IsString(codedMessage(billingErrors.allFieldsRequired))
  @IsNotEmpty(codedMessage(billingErrors.allFieldsRequired))
  @MaxLength(191)
  @IsEmail({}, codedMessage(userErrors.emailInvalid))
  email!: string;

  @ApiProperty({ minLength: 8, writeOnly: true })
  @IsString(codedMessage(billingErrors.allFieldsRequired))
  @IsNotEmpty(codedMessage(billingErrors.allFieldsRequired))
  @MinLength(8, codedMessage(userErrors.passwordTooShort))
  @MaxLength(200)
  password!: string;

  @ApiProperty({ example: '1 rue de la Paix' })
  @Transform(trim)
  @IsString(codedMessage(billingErrors.allFieldsRequired))
  @IsNotEmpty(codedMessage(billingErrors.allFieldsRequired))
  @MaxLength(200)
  address1!: string;

  @ApiProperty({ example: 'Paris' })
  @Transform(trim)
  @IsString(codedMessage(billingErrors.allFieldsRequired))
  @IsNotEmpty(codedMessage(billingErrors.allFieldsRequired))
  @MaxLength(100)
  city!: string;

  @ApiProperty({ example: '75001' })
  @Transform(trim)
  @IsString(codedMessage(billingErrors.allFieldsRequired))
  @IsNotEmpty(codedMessage(billingErrors.allFieldsRequired))
  @MaxLength(20)
  postcode!: string;

  @ApiProperty({ example: '0123456789' })
  @Transform(trim)
  @IsString(codedMessage(billingErrors.allFieldsRequired))
  @IsNotEmpty(codedMessage(billingErrors.allFieldsRequired))
  @MaxLength(30)
  phonenumber!: string;
}
