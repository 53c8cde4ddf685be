import { ApiProperty } from '@nestjs/swagger';
import { codedMessage } from '../../common/http/validation';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { userErrors } from '../../i18n/errors';
import { toNormalizedEmail } from '../../users/email';

export class LoginDto {
  @ApiProperty({ example: 'admin@demo.local' })
  @Transform(toNormalizedEmail)
  @IsString()
  @IsNotEmpty(codedMessage(userErrors.emailRequired))
  @MaxLength(191)
  email!: string;

  @ApiProperty({ example: 'Admin!2345', writeOnly: true })
  @IsString()
  @IsNotEmpty(codedMessage(userErrors.passwordRequired))
  @MaxLength(200)
  password!: string;
}
