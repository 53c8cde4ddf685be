import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { codedMessage } from '../../common/http/validation';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { ledgerErrors } from '../../i18n/errors';
import { PageQuery, PaginationDto } from '../../common/http/pagination';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import {
  RECONCILIATION_STATUSES,
  RECONCILIATION_TRIGGERS,
  type ReconciliationStatus,
  type ReconciliationTrigger,
} from '../entities/reconciliation-run.entity';
import { REWARD_CURRENCIES, REWARD_STATUSES, type RewardCurrency, type RewardStatus } from '../entities/reward.entity';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day that exists in the calendar (`2026-02-30` does not): checked once the format is right. */
export function isCalendarDay(value: unknown): boolean {
  if (typeof value !== 'string' || !DAY.test(value)) return true; // the format's own message says it
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const IsCalendarDay = () =>
  ValidateBy({ name: 'isCalendarDay', validator: { validate: isCalendarDay } }, codedMessage(ledgerErrors.dayImpossible));

/** The ledger's filters, shared by the page and the CSV export. */
export class LedgerFilterDto {
  @ApiPropertyOptional({ example: '2026-11-01', description: 'Créées ce jour-là ou après (heure de Paris)' })
  @IsOptional()
  @Matches(DAY, codedMessage(ledgerErrors.dayFormat))
  @IsCalendarDay()
  from?: string;

  @ApiPropertyOptional({ example: '2026-11-30', description: 'Créées ce jour-là ou avant (heure de Paris)' })
  @IsOptional()
  @Matches(DAY, codedMessage(ledgerErrors.dayFormat))
  @IsCalendarDay()
  to?: string;

  @ApiPropertyOptional({ description: 'Identifiant du contributeur' })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(2_147_483_647)
  user_id?: number;

  @ApiPropertyOptional({ enum: REWARD_STATUSES })
  @IsOptional()
  @IsIn(REWARD_STATUSES)
  status?: RewardStatus;
}

export class LedgerQueryDto extends IntersectionType(PageQuery({ default: 25, max: 100 }), LedgerFilterDto) {}

export const MISMATCH_KINDS = ['missing', 'duplicate', 'amount'] as const;
export type MismatchKind = (typeof MISMATCH_KINDS)[number];

export class MismatchReviewDto {
  @ApiProperty() comment!: string;
  @ApiProperty({ type: String, format: 'date-time' }) reviewed_at!: string;
  @ApiProperty({ type: Number, nullable: true }) reviewed_by!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Nom affiché (ou identifiant) de qui l’a marqué comme vu' })
  reviewer_name!: string | null;
}

/** A reward's mismatch at the last finished WHMCS check, and whether an admin has marked it as seen. */
export class LedgerMismatchDto {
  @ApiProperty({ enum: MISMATCH_KINDS }) kind!: MismatchKind;
  @ApiProperty({ description: 'Vérification qui l’a trouvé' }) run_id!: number;
  @ApiProperty({ type: MismatchReviewDto, nullable: true }) review!: MismatchReviewDto | null;
}

export class LedgerEntryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) credited_at!: string | null;
  @ApiProperty() user_id!: number;
  @ApiProperty({ type: String, nullable: true }) username!: string | null;
  @ApiProperty({ type: String, nullable: true }) display_name!: string | null;
  @ApiProperty() article_id!: number;
  @ApiProperty() article_title!: string;
  @ApiProperty({ example: 1 }) amount!: number;
  @ApiProperty({ enum: REWARD_CURRENCIES }) currency!: RewardCurrency;
  @ApiProperty({ enum: REWARD_STATUSES }) status!: RewardStatus;
  @ApiProperty({ type: Number, nullable: true }) whmcs_client_id!: number | null;
  @ApiProperty({ type: String, nullable: true }) whmcs_credit_id!: string | null;
  @ApiProperty({
    type: LedgerMismatchDto,
    nullable: true,
    description: 'Écart trouvé par la dernière vérification terminée (parmi les écarts qu’elle liste)',
  })
  mismatch!: LedgerMismatchDto | null;
}

export class LedgerTotalDto {
  @ApiProperty({ enum: REWARD_STATUSES }) status!: RewardStatus;
  @ApiProperty({ enum: REWARD_CURRENCIES }) currency!: RewardCurrency;
  @ApiProperty() count!: number;
  @ApiProperty({ example: 12 }) amount!: number;
}

export class LedgerContributorDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty({ type: String, nullable: true }) display_name!: string | null;
}

/** Mismatches kept in full on a run (all are counted): what an admin can go through, whatever went wrong. */
export const LISTED_MISMATCHES = 200;

export class ReconciliationMismatchDto {
  @ApiProperty({
    enum: MISMATCH_KINDS,
    description: 'missing : absent de WHMCS ; duplicate : présent plusieurs fois ; amount : montant différent',
  })
  kind!: MismatchKind;
  @ApiProperty() reward_id!: number;
  @ApiProperty() article_title!: string;
  @ApiProperty({ type: String, nullable: true }) username!: string | null;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Nom affiché du contributeur (absent des vérifications anciennes)',
  })
  display_name?: string | null;
  @ApiProperty({ type: Number, nullable: true }) whmcs_client_id!: number | null;
  @ApiProperty({ example: 1, description: 'Montant enregistré ici' }) amount!: number;
  @ApiProperty({ enum: REWARD_CURRENCIES }) currency!: RewardCurrency;
  @ApiProperty({ type: [Number], description: 'Montants des crédits trouvés dans WHMCS pour cette récompense' })
  whmcs_amounts!: number[];
  @ApiProperty({ type: [Number], description: 'Identifiants de ces crédits dans WHMCS' }) whmcs_credit_ids!: number[];
}

export class ReconciliationRunDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: RECONCILIATION_TRIGGERS }) trigger!: ReconciliationTrigger;
  @ApiProperty({ enum: RECONCILIATION_STATUSES }) status!: ReconciliationStatus;
  @ApiProperty({ description: 'Récompenses créditées à comparer' }) total!: number;
  @ApiProperty({ description: 'Récompenses déjà comparées' }) checked!: number;
  @ApiProperty({ description: 'Écarts trouvés, tous comptés' }) mismatch_count!: number;
  @ApiProperty({
    type: [ReconciliationMismatchDto],
    description: `Les ${LISTED_MISMATCHES} premiers écarts au plus (mismatch_count les compte tous)`,
  })
  mismatches!: ReconciliationMismatchDto[];
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) started_at!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) finished_at!: string | null;
}

export class LedgerResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [LedgerEntryDto] }) rewards!: LedgerEntryDto[];
  @ApiProperty({ type: PaginationDto }) pagination!: PaginationDto;
  @ApiProperty({ type: [LedgerTotalDto], description: 'Totaux par statut et devise, pour les filtres choisis' })
  totals!: LedgerTotalDto[];
  @ApiProperty({ type: [LedgerContributorDto], description: 'Contributeurs qui ont des récompenses (pour le filtre)' })
  contributors!: LedgerContributorDto[];
  @ApiProperty({ type: ReconciliationRunDto, nullable: true, description: 'Dernière vérification avec WHMCS' })
  last_check!: ReconciliationRunDto | null;
}

export class ReconciliationResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: ReconciliationRunDto, nullable: true }) check!: ReconciliationRunDto | null;
}

export class MismatchReviewBodyDto {
  @ApiProperty({ example: 'Crédit en double vu avec la comptabilité, remboursé à la main', maxLength: 2000 })
  @IsString(codedMessage(ledgerErrors.commentRequired))
  @Matches(/\S/, codedMessage(ledgerErrors.commentRequired))
  @MaxLength(2000)
  comment!: string;
}

export class MismatchReviewResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: LedgerMismatchDto }) mismatch!: LedgerMismatchDto;
}
