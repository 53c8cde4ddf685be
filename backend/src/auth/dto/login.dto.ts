import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { userErrors } from '../../i18n/errors';
import { toNormalizedEmail } from '../../users/email';

export class LoginDto {
  @ApiProperty({ example: 'admin@demo.local' })
  @Transform(toNormalizedEmail)
  @IsString()
  @IsNotEmpty({ message: userErrors.emailRequired })
  @MaxLength(191)
  email!: string;

  @ApiProperty({ example: 'Admin!2345', writeOnly: true })
  @IsString()
  @IsNotEmpty({ message: userErrors.passwordRequired })
  @MaxLength(200)
  password!: string;
}
