import { ApiProperty, IntersectionType } from '@nestjs/swagger';
import { ArticleContentDto, ArticleContentInputDto } from '../../editorial/dto/article-content.dto';
import { ARTICLE_STATUSES, type ArticleStatus } from '../../editorial/entities/article.entity';
import { SuccessResponseDto } from '../../common/http/error-response.dto';
import { REVISION_KINDS, type RevisionKind } from './article-revision.entity';

/** One version in the "Historique" list. */
export class RevisionSummaryDto {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: REVISION_KINDS, description: 'Ce qui a créé la version' }) kind!: RevisionKind;
  @ApiProperty({ enum: ARTICLE_STATUSES, description: 'Statut de l’article après cette action' }) status!: ArticleStatus;
  @ApiProperty({ type: String, nullable: true, description: 'Auteur de la version (null : automatique)' })
  author_name!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Pour une restauration : la version restaurée' })
  source_revision_id!: number | null;
  @ApiProperty() title!: string;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: string;
}

/** What changed from this version to the article as it is now: `<ins>` added, `<del>` removed. */
export class RevisionDiffDto {
  @ApiProperty({ description: 'Titre, mots changés marqués (HTML échappé)' }) title!: string;
  @ApiProperty({ description: 'Résumé, mots changés marqués (HTML échappé)' }) short_description!: string;
  @ApiProperty({ description: 'Contenu HTML nettoyé, mots ajoutés en <ins>, retirés en <del>' }) content!: string;
  @ApiProperty({ description: 'Aucune différence avec la version actuelle' }) unchanged!: boolean;
}

export class RevisionDetailDto extends IntersectionType(RevisionSummaryDto, ArticleContentDto) {
  @ApiProperty({ type: RevisionDiffDto, description: 'De cette version à la version actuelle de l’article' })
  diff!: RevisionDiffDto;
}

export class RevisionsResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [RevisionSummaryDto], description: 'La plus récente d’abord' }) revisions!: RevisionSummaryDto[];
}

export class RevisionResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: RevisionDetailDto }) revision!: RevisionDetailDto;
}

/** A user's autosaved working copy (private; never public). */
export class WorkingCopyDto extends ArticleContentDto {
  @ApiProperty({ type: Number, nullable: true, description: 'null : un nouvel article en cours d’écriture' })
  article_id!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Nouvel article : la clé de son brouillon ; null pour un article' })
  draft_key!: string | null;
  @ApiProperty() slug!: string;
  @ApiProperty({ type: String, format: 'date-time' }) saved_at!: string;
  @ApiProperty({ description: 'Écrit en dernier par la sauvegarde automatique (false : « Enregistrer le brouillon »)' })
  autosaved!: boolean;
  @ApiProperty({ description: 'Diffère de l’article enregistré (pour un nouvel article : n’est pas vide)' })
  differs!: boolean;
  @ApiProperty({ description: 'L’article a été enregistré depuis que cette copie a commencé' })
  article_changed_since!: boolean;
}

/** One of the user's drafts: a new article never saved, or unsaved changes to an article. */
export class DraftDto {
  @ApiProperty({
    description: 'À passer à /autosaves/{target} : « new-<clé> » ou le numéro de l’article',
    example: 'new-k3v9q2m7x1ab',
  })
  target!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Nouvel article : la clé de son brouillon' })
  draft_key!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'null : article jamais enregistré' })
  article_id!: number | null;
  @ApiProperty({
    enum: ARTICLE_STATUSES,
    nullable: true,
    description: 'Statut de l’article enregistré (null : jamais enregistré)',
  })
  article_status!: ArticleStatus | null;
  @ApiProperty({ description: 'Titre tel qu’écrit (peut être vide)' }) title!: string;
  @ApiProperty({ description: 'Mots du contenu' }) words!: number;
  @ApiProperty({ type: String, format: 'date-time' }) saved_at!: string;
  @ApiProperty({ description: 'Écrit en dernier par la sauvegarde automatique (false : « Enregistrer le brouillon »)' })
  autosaved!: boolean;
}

export class DraftsResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: [DraftDto], description: 'Le plus récent d’abord' }) drafts!: DraftDto[];
}

export class WorkingCopyResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: WorkingCopyDto, nullable: true }) working_copy!: WorkingCopyDto | null;
}

export class WorkingCopySavedResponseDto extends SuccessResponseDto {
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-23T13:32:00.000Z' }) saved_at!: string;
}

export class RestoredResponseDto extends SuccessResponseDto {
  @ApiProperty({ example: 'Version restaurée dans l’éditeur : enregistrez pour l’appliquer' }) message!: string;
  @ApiProperty({ type: WorkingCopyDto }) working_copy!: WorkingCopyDto;
}

/** An autosave: the editor's fields as they are, even incomplete (no title yet, no content yet). */
export class SaveWorkingCopyDto extends ArticleContentInputDto {}
