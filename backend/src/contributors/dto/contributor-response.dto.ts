import { ApiProperty } from '@nestjs/swagger';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import { ProfileTagDto } from '../../profile-tags/dto/profile-tag-response.dto';

/** Contributor (ranking) of spec §3: public information only, never an email. */
export class ContributorDto {
  @ApiProperty() id!: number;
  @ApiProperty() username!: string;
  @ApiProperty({ type: String, nullable: true }) display_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
  @ApiProperty({ type: String, nullable: true }) bio!: string | null;
  @ApiProperty({ type: [ProfileTagDto] }) tags!: ProfileTagDto[];
  @ApiProperty({ description: 'Articles publiés' }) article_count!: number;
  @ApiProperty({ description: 'Récompenses créditées, en euros', example: 12.5 }) total_earnings!: number;
  @ApiProperty({ type: String, format: 'date-time' }) joined_at!: string;
}

export class ContributorsResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [ContributorDto], description: 'Classés par articles publiés puis par gains (100 au plus)' })
  contributors!: ContributorDto[];
}

export class ContributorStatsDto {
  @ApiProperty() total_contributors!: number;
  @ApiProperty({ description: 'Articles publiés par des contributeurs' }) total_articles!: number;
  @ApiProperty({ description: 'En euros', example: 42 }) total_rewards_paid!: number;
  @ApiProperty({ example: 2.33 }) avg_articles_per_contributor!: number;
}

export class ContributorStatsResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: ContributorStatsDto }) stats!: ContributorStatsDto;
}
