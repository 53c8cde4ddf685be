import { ApiProperty } from '@nestjs/swagger';
import { codedMessage } from '../../common/http/validation';
import { IsObject } from 'class-validator';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import { validationErrors } from '../../i18n/errors';

export class UpdateSettingsDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { color_primary: '#FACC15' },
    description: 'Clés connues uniquement ; couleurs au format #RRGGBB',
  })
  @IsObject(codedMessage(validationErrors.notObject('settings')))
  settings!: Record<string, unknown>;
}

export class SettingsResponseDto extends SuccessResponseDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { color_primary: '#FACC15', article_reward_amount: '1.00' },
  })
  settings!: Record<string, string>;
}

export class SettingResetResponseDto extends SuccessResponseDto {
  @ApiProperty({ example: '#FACC15', description: 'Valeur par défaut rétablie' })
  value!: string;
}
