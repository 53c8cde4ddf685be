import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { PageQuery, PaginationDto } from '../../common/http/pagination';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import { REWARD_CURRENCIES, REWARD_STATUSES, type RewardCurrency, type RewardStatus } from '../../rewards/entities/reward.entity';

export const STATS_PERIODS = [30, 90, 365] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

export class StatsQueryDto {
  @ApiPropertyOptional({ enum: STATS_PERIODS, default: 30, description: 'Nombre de jours jusqu’à aujourd’hui (heure de Paris)' })
  @IsOptional()
  @Type(() => Number)
  @IsIn(STATS_PERIODS)
  period?: StatsPeriod;
}

export class MyStatsQueryDto extends PageQuery({ default: 20, max: 100 }) {
  @ApiPropertyOptional({ enum: STATS_PERIODS, default: 30, description: 'Nombre de jours jusqu’à aujourd’hui (heure de Paris)' })
  @IsOptional()
  @Type(() => Number)
  @IsIn(STATS_PERIODS)
  period?: StatsPeriod;
}

export class DayViewsDto {
  @ApiProperty({ example: '2026-11-26', description: 'Jour (heure de Paris)' }) day!: string;
  @ApiProperty() views!: number;
}

export class MonthAmountDto {
  @ApiProperty({ example: '2026-11', description: 'Mois (heure de Paris)' }) month!: string;
  @ApiProperty({ enum: REWARD_CURRENCIES }) currency!: RewardCurrency;
  @ApiProperty({ example: 12, description: 'Montant crédité ce mois (deux décimales)' }) amount!: number;
}

export class CurrencyAmountDto {
  @ApiProperty({ enum: REWARD_CURRENCIES }) currency!: RewardCurrency;
  @ApiProperty({ example: 12 }) amount!: number;
}

export class ArticleRewardDto {
  @ApiProperty({ example: 1 }) amount!: number;
  @ApiProperty({ enum: REWARD_CURRENCIES }) currency!: RewardCurrency;
  @ApiProperty({ enum: REWARD_STATUSES }) status!: RewardStatus;
}

export class ArticleStatsDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) published_at!: string | null;
  @ApiProperty({ description: 'Vues depuis la publication' }) views!: number;
  @ApiProperty({ description: 'Vues des 30 derniers jours' }) views_30_days!: number;
  @ApiProperty({
    description: 'Abonnés à qui la newsletter de l’article a été envoyée (e-mails acceptés par le serveur, un par abonné)',
  })
  newsletter_recipients!: number;
  @ApiProperty({ type: ArticleRewardDto, nullable: true }) reward!: ArticleRewardDto | null;
}

export class MyStatsTotalsDto {
  @ApiProperty({ description: 'Vues de tous les articles publiés, depuis toujours' }) views!: number;
  @ApiProperty({ description: 'Vues sur la période' }) views_period!: number;
  @ApiProperty() published_articles!: number;
  @ApiProperty({ type: [CurrencyAmountDto], description: 'Récompenses créditées, par devise' }) earned!: CurrencyAmountDto[];
  @ApiProperty({ type: [CurrencyAmountDto], description: 'Récompenses pas encore créditées, par devise' })
  pending!: CurrencyAmountDto[];
}

export class MyStatsDto {
  @ApiProperty({ enum: STATS_PERIODS }) period!: number;
  @ApiProperty({ type: [DayViewsDto], description: 'Un point par jour de la période, du plus ancien au plus récent' })
  views_per_day!: DayViewsDto[];
  @ApiProperty({ type: [MonthAmountDto], description: 'Récompenses créditées sur les 12 derniers mois' })
  earnings_per_month!: MonthAmountDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'Place dans le classement des contributeurs' })
  rank!: number | null;
  @ApiProperty({ type: MyStatsTotalsDto }) totals!: MyStatsTotalsDto;
  @ApiProperty({ type: [ArticleStatsDto] }) articles!: ArticleStatsDto[];
  @ApiProperty({ type: PaginationDto }) pagination!: PaginationDto;
}

export class MyStatsResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: MyStatsDto }) stats!: MyStatsDto;
}

export class TopArticleDto {
  @ApiProperty() id!: number;
  @ApiProperty() title!: string;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: String, nullable: true }) author!: string | null;
  @ApiProperty({ description: 'Vues sur la période' }) views!: number;
}

export class TopContributorDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty({ type: String, nullable: true }) display_name!: string | null;
  @ApiProperty({ description: 'Vues de ses articles sur la période' }) views!: number;
}

export class WeekSubmissionsDto {
  @ApiProperty({ example: '2026-11-23', description: 'Lundi de la semaine (heure de Paris)' }) week!: string;
  @ApiProperty({ description: 'Soumissions reçues' }) received!: number;
  @ApiProperty({ description: 'Soumissions de la semaine publiées (ou approuvées)' }) published!: number;
  @ApiProperty({ description: 'Soumissions de la semaine refusées' }) rejected!: number;
}

export class BlogStatsTotalsDto {
  @ApiProperty() views_period!: number;
  @ApiProperty() published_articles!: number;
  @ApiProperty() submissions_period!: number;
  @ApiProperty({ type: [CurrencyAmountDto] }) earned_period!: CurrencyAmountDto[];
}

export class BlogStatsDto {
  @ApiProperty({ enum: STATS_PERIODS }) period!: number;
  @ApiProperty({ type: [DayViewsDto] }) views_per_day!: DayViewsDto[];
  @ApiProperty({ type: [MonthAmountDto] }) earnings_per_month!: MonthAmountDto[];
  @ApiProperty({ type: [TopArticleDto], description: 'Les 10 articles les plus vus sur la période' })
  top_articles!: TopArticleDto[];
  @ApiProperty({ type: [TopContributorDto], description: 'Les 10 contributeurs les plus lus sur la période' })
  top_contributors!: TopContributorDto[];
  @ApiProperty({ type: [WeekSubmissionsDto] }) submissions_per_week!: WeekSubmissionsDto[];
  @ApiProperty({ type: Number, nullable: true, description: 'Durée médiane entre soumission et décision, en heures' })
  median_decision_hours!: number | null;
  @ApiProperty({ type: BlogStatsTotalsDto }) totals!: BlogStatsTotalsDto;
}

export class BlogStatsResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: BlogStatsDto }) stats!: BlogStatsDto;
}
