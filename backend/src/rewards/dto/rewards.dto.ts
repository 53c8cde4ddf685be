import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import { REWARD_CURRENCIES, REWARD_STATUSES, RewardCurrency, RewardStatus } from '../entities/reward.entity';

/** The SPA sends strings; numbers and booleans are read as their text so the settings' own checks apply. */
const asText = ({ value }: { value: unknown }) =>
  typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;

export class RewardSettingsDto {
  @ApiProperty({ example: '1.00' }) article_reward_amount!: string;
  @ApiProperty({ enum: REWARD_CURRENCIES, example: 'EUR' }) article_reward_currency!: string;
  @ApiProperty({ example: '300' }) min_words_count!: string;
  @ApiProperty({ enum: ['true', 'false'], example: 'false' }) auto_approve!: string;
  @ApiProperty({
    example: '60',
    description:
      'Rappel au contributeur, avant de soumettre, quand son score de référencement (part des contrôles réussis, en %) est inférieur ; 0 : aucun rappel. Ne bloque jamais.',
  })
  quality_reminder_below!: string;
}

export class UpdateRewardSettingsDto {
  @ApiPropertyOptional({ example: '1.00', description: 'Montant ≥ 0, deux décimales au plus' })
  @IsOptional()
  @Transform(asText)
  @IsString()
  article_reward_amount?: string;

  @ApiPropertyOptional({ enum: REWARD_CURRENCIES })
  @IsOptional()
  @Transform(asText)
  @IsString()
  article_reward_currency?: string;

  @ApiPropertyOptional({ example: '300', description: '≥ 100, par pas de 50' })
  @IsOptional()
  @Transform(asText)
  @IsString()
  min_words_count?: string;

  @ApiPropertyOptional({ enum: ['true', 'false'] })
  @IsOptional()
  @Transform(asText)
  @IsString()
  auto_approve?: string;

  @ApiPropertyOptional({ example: '60', description: 'Entier de 0 à 100 ; 0 : aucun rappel' })
  @IsOptional()
  @Transform(asText)
  @IsString()
  quality_reminder_below?: string;
}

export class RewardSettingsResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: RewardSettingsDto }) settings!: RewardSettingsDto;
}

export class RewardHistoryQueryDto {
  @ApiPropertyOptional({ default: 10, maximum: 100 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}

/** Reward history entry of spec §3, plus what an admin needs to act on a failure. */
export class RewardHistoryEntryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, nullable: true }) username!: string | null;
  @ApiProperty({ type: String, nullable: true }) display_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty() article_title!: string;
  @ApiProperty({ type: Number, nullable: true }) article_id!: number | null;
  @ApiProperty({ example: 1, description: 'Montant (deux décimales)' }) amount!: number;
  @ApiProperty({ enum: REWARD_CURRENCIES }) currency!: RewardCurrency;
  @ApiProperty({ enum: REWARD_STATUSES }) status!: RewardStatus;
  @ApiProperty({ description: 'Essais de crédit effectués' }) attempts!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Raison du dernier échec' }) error!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) credited_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

export class RewardHistoryResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [RewardHistoryEntryDto] }) history!: RewardHistoryEntryDto[];
}

export class RewardRetryResponseDto extends SuccessResponseDto {
  @ApiProperty({ example: 'Nouvel essai de crédit lancé' }) message!: string;
  @ApiProperty({ type: RewardHistoryEntryDto }) reward!: RewardHistoryEntryDto;
}
