import { PARIS_DATE_RULE, codedMessage } from '../../common/http/validation';
import { articleErrors, scheduleErrors, submissionErrors } from '../../i18n/errors';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import { PageQuery, PaginationDto } from '../../common/http/pagination';
import { REWARD_STATUSES, RewardStatus } from '../../rewards/entities/reward.entity';
import { SUBMISSION_STATUSES, SubmissionStatus } from '../entities/submission.entity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const CHECK_GROUPS = ['seo', 'readability'] as const;
const CHECK_STATUSES = ['green', 'orange', 'red'] as const;
const READABILITY_LEVELS = ['bonne', 'moyenne', 'faible'] as const;

/** One check of the writing analysis (`@blog/writing-analysis`) that did not pass. */
export class QualityCheckDto {
  @ApiProperty({ example: 'keyword-title' }) id!: string;
  @ApiProperty({ enum: CHECK_GROUPS }) group!: (typeof CHECK_GROUPS)[number];
  @ApiProperty({ enum: CHECK_STATUSES }) status!: (typeof CHECK_STATUSES)[number];
  @ApiProperty({ example: 'Le mot-clé ne figure pas dans le titre.' }) message!: string;
}

/** The writing analysis of a submitted article, as the editor shows it to its writer (issue #51). */
export class SubmissionQualityDto {
  @ApiProperty({ example: 7, description: 'Contrôles de référencement au vert' }) seo_passed!: number;
  @ApiProperty({ example: 9 }) seo_total!: number;
  @ApiProperty({ enum: READABILITY_LEVELS }) readability_level!: (typeof READABILITY_LEVELS)[number];
  @ApiProperty({ example: 64.2, description: 'Facilité de lecture de Kandel et Moles' }) reading_ease!: number;
  @ApiProperty({ type: [QualityCheckDto], description: 'Contrôles orange ou rouges' }) failed!: QualityCheckDto[];
}

/** Submission of spec §3. */
export class SubmissionDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: Number, nullable: true }) article_id!: number | null;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) short_description!: string | null;
  @ApiProperty({ description: 'HTML nettoyé' }) content!: string;
  @ApiProperty({ type: String, nullable: true }) featured_image!: string | null;
  @ApiProperty({ description: 'Minutes' }) reading_time!: number;
  @ApiProperty({ type: Number, nullable: true }) category_id!: number | null;
  @ApiProperty() contributor_id!: number;
  @ApiProperty() contributor_name!: string;
  @ApiProperty() contributor_email!: string;
  @ApiProperty({ type: String, nullable: true }) category_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) category_color!: string | null;
  @ApiProperty({ enum: SUBMISSION_STATUSES }) status!: SubmissionStatus;
  @ApiProperty({ type: String, format: 'date-time' }) submitted_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) reviewed_at!: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Date de publication de l’article (future quand la soumission est approuvée et programmée)',
  })
  published_at!: string | null;
  @ApiProperty({ example: 1, description: 'Montant de la récompense de l’article (0 tant qu’il n’est pas publié)' })
  reward_amount!: number;
  @ApiProperty({ type: String, nullable: true, example: 'EUR' }) reward_currency!: string | null;
  // OpenAPI 3.0: `nullable` does not extend an `enum`, null must be listed (null: no reward for this submission).
  @ApiProperty({ enum: [...REWARD_STATUSES, null], nullable: true }) reward_status!: RewardStatus | null;
  @ApiProperty() reward_credited!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Notes internes de l’équipe : toujours null pour le contributeur' })
  admin_notes!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Raison du rejet, montrée au contributeur' }) rejection_reason!:
    string | null;
  /** Absent rather than null: OpenAPI 3.0 cannot say that a referenced object may be null. */
  @ApiPropertyOptional({
    type: SubmissionQualityDto,
    description:
      'Analyse de référencement et de lisibilité : pour l’équipe ; absente pour le contributeur ou un article supprimé',
  })
  quality?: SubmissionQualityDto;
}

export class SubmissionStatsDto {
  @ApiProperty() total!: number;
  @ApiProperty() pending!: number;
  @ApiProperty() approved!: number;
  @ApiProperty() published!: number;
  @ApiProperty() rejected!: number;
}

export class ContributorSubmissionStatsDto extends SubmissionStatsDto {
  @ApiProperty({ example: 3, description: 'Récompenses créditées, en unités monétaires' }) total_earned!: number;
}

export class SubmissionsResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [SubmissionDto] }) submissions!: SubmissionDto[];
}

export class SubmissionsPageResponseDto extends SubmissionsResponseDto {
  @ApiProperty({ type: PaginationDto }) pagination!: PaginationDto;
}

export class SubmissionResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: SubmissionDto }) submission!: SubmissionDto;
}

export class SubmissionStatsResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: SubmissionStatsDto }) stats!: SubmissionStatsDto;
}

export class ContributorSubmissionStatsResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: ContributorSubmissionStatsDto }) stats!: ContributorSubmissionStatsDto;
}

export class SubmissionSavedResponseDto extends SuccessResponseDto {
  @ApiProperty({ example: 'Soumission envoyée avec succès ! Elle sera examinée par l’équipe.' }) message!: string;
  @ApiProperty({ type: SubmissionDto }) submission!: SubmissionDto;
}

/** Review rows carry the article's content (for the preview): 20 a page, as WordPress's lists. */
export const DEFAULT_REVIEW_PAGE_SIZE = 20;
export const MAX_REVIEW_PAGE_SIZE = 200;

export class ListSubmissionsQueryDto extends PageQuery({ default: DEFAULT_REVIEW_PAGE_SIZE, max: MAX_REVIEW_PAGE_SIZE }) {
  @ApiPropertyOptional({ enum: SUBMISSION_STATUSES, description: 'Vide : toutes' })
  @IsOptional()
  @IsIn([...SUBMISSION_STATUSES, '', 'all'], codedMessage(articleErrors.statusInvalid))
  status?: SubmissionStatus | '' | 'all';
}

export class ApproveSubmissionDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 5000 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(5000)
  admin_notes?: string | null;

  @ApiPropertyOptional({
    type: String,
    format: 'date-time',
    nullable: true,
    description: `Publier à cette date (future) au lieu de tout de suite ; la récompense est versée à la publication. ${PARIS_DATE_RULE}`,
    example: '2026-11-24T08:00:00.000Z',
  })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null)
  @IsISO8601({ strict: true }, codedMessage(scheduleErrors.dateInvalid))
  publish_at?: string | null;
}

export class RejectSubmissionDto {
  @ApiProperty({ description: 'Obligatoire, montrée au contributeur', maxLength: 5000 })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : value,
  )
  @IsString(codedMessage(submissionErrors.reasonRequired))
  @MaxLength(5000)
  rejection_reason!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 5000 })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(5000)
  admin_notes?: string | null;
}
