import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PaginationDto } from '../../common/http/pagination';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import { ARTICLE_STATUSES, ArticleStatus } from '../entities/article.entity';
import { ArticleContentDto } from './article-content.dto';

/** Article (list) of spec §3. */
export class ArticleListItemDto {
  @ApiProperty() id!: number;
  @ApiProperty() slug!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, nullable: true }) short_description!: string | null;
  @ApiProperty({ type: String, nullable: true }) featured_image!: string | null;
  @ApiProperty({ type: Number, nullable: true }) category_id!: number | null;
  @ApiProperty({ type: String, nullable: true }) category_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) category_color!: string | null;
  @ApiProperty({ type: String, nullable: true }) category_slug!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Nom affiché, sinon nom d’utilisateur' }) author_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) author_avatar!: string | null;
  @ApiProperty({ description: 'Minutes' }) reading_time!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) published_at!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ enum: ARTICLE_STATUSES }) status!: ArticleStatus;
}

export class AuthorTagDto {
  @ApiProperty() id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ example: '#FCD34D' }) color!: string;
}

/** Article (detail) of spec §3. */
/** A plan an « Offre » block of the article shows (for the page's `Product`/`Offer` structured data). */
export class ArticleOfferDto {
  @ApiProperty({ example: 7 }) pid!: number;
  @ApiProperty({ example: 'VPS SSD S' }) name!: string;
  @ApiProperty({ description: 'Prix du cycle affiché, en centimes d’euro', example: 599 }) price_cents!: number;
  @ApiProperty({ example: 'monthly' }) cycle!: string;
}

export class ArticleDetailDto extends ArticleListItemDto {
  @ApiProperty({ description: 'HTML nettoyé' }) content!: string;
  @ApiProperty({ type: String, nullable: true }) meta_title!: string | null;
  @ApiProperty({ type: String, nullable: true }) meta_description!: string | null;
  @ApiProperty({ type: String, nullable: true }) meta_keywords!: string | null;
  @ApiProperty() views!: number;
  @ApiProperty({ type: Number, nullable: true }) author_id!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Pour la page de l’auteur (/auteur/{username})' })
  author_username!: string | null;
  @ApiProperty({ type: String, nullable: true }) author_bio!: string | null;
  @ApiProperty({ type: [AuthorTagDto] }) author_tags!: AuthorTagDto[];
  @ApiProperty({ description: 'Articles publiés de l’auteur' }) author_article_count!: number;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: string;
  @ApiPropertyOptional({
    type: [ArticleOfferDto],
    description: 'Offres des blocs « Offre » affichées (catalogue synchronisé) ; absent sans bloc',
  })
  offers?: ArticleOfferDto[];
}

/** What the editor loads and saves (spec §3 "Article (edit payload)"). */
export class ArticleEditDto extends ArticleContentDto {
  @ApiProperty() id!: number;
  @ApiProperty() slug!: string;
  @ApiProperty({ enum: ARTICLE_STATUSES }) status!: ArticleStatus;
  @ApiProperty() reading_time!: number;
  @ApiProperty({ type: Number, nullable: true }) author_id!: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) published_at!: string | null;
  @ApiProperty({ description: '« Ne pas envoyer aux abonnés »' }) newsletter_skip!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at!: string;
}

export class ArticlesPageResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [ArticleListItemDto] }) articles!: ArticleListItemDto[];
  @ApiProperty({ type: PaginationDto }) pagination!: PaginationDto;
}

export class ArticleDetailResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: ArticleDetailDto }) article!: ArticleDetailDto;
  @ApiProperty({ type: [ArticleListItemDto], description: 'Jusqu’à 3 articles : même catégorie d’abord, puis récents' })
  suggested!: ArticleListItemDto[];
}

export class ArticleEditResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: ArticleEditDto }) article!: ArticleEditDto;
}

export class ArticleSavedResponseDto extends ArticleEditResponseDto {
  @ApiProperty({ example: 'Article créé' }) message!: string;
}

/** An author's public profile (`/auteur/{username}`). */
export class AuthorProfileDto {
  @ApiProperty() username!: string;
  @ApiProperty({ type: String, nullable: true }) display_name!: string | null;
  @ApiProperty({ type: String, nullable: true }) avatar!: string | null;
  @ApiProperty({ type: String, nullable: true }) bio!: string | null;
  @ApiProperty({ type: [AuthorTagDto] }) tags!: AuthorTagDto[];
  @ApiProperty({ type: String, format: 'date-time', description: 'Membre depuis' }) member_since!: string;
  @ApiProperty({ description: 'Articles publiés' }) article_count!: number;
}

export class AuthorPageResponseDto extends ArticlesPageResponseDto {
  @ApiProperty({ type: AuthorProfileDto }) author!: AuthorProfileDto;
}
