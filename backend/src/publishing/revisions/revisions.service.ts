import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Article } from '../../articles/entities/article.entity';
import { cleanPlainText, isAllowedImageSource, sanitizeArticleHtml } from '../../articles/html-sanitizer';
import { isStaff, type AuthUser } from '../../auth/auth-user';
import { badRequest, forbidden, notFound } from '../../common/http/api-error';
import { UnitOfWork } from '../../database/unit-of-work';
import { articleErrors, revisionErrors } from '../../i18n/errors';
import type { ArticleRevision } from './article-revision.entity';
import { DiffRunner } from './diff-runner';
import { addRevision } from './revision-history';
import { diffText } from './html-diff';
import type { RevisionDetailDto, RevisionSummaryDto, SaveWorkingCopyDto, WorkingCopyDto } from './revision.dto';
import { RevisionsRepository, workingCopyFields, type WorkingCopyFields } from './revisions.repository';
import type { WorkingCopy } from './working-copy.entity';
import { displayName } from '../../users/display-name';

/** The history panel shows this many versions, newest first. */
const HISTORY_LIMIT = 200;

const iso = (date: Date | string) => new Date(date).toISOString();

/** The fields compared to tell whether a working copy differs from its article. */
const COMPARED = [
  'title',
  'content',
  'short_description',
  'featured_image',
  'category_id',
  'meta_title',
  'meta_description',
  'meta_keywords',
] as const;

/** Autosave's cleaning: the article's own sanitizing, without requiring a title or content yet. */
function cleanWorkingCopy(dto: SaveWorkingCopyDto): WorkingCopyFields {
  const featured = cleanPlainText(dto.featured_image, 500);
  return {
    title: cleanPlainText(dto.title, 255) ?? '',
    slug: cleanPlainText(dto.slug, 200) ?? '',
    content: typeof dto.content === 'string' ? sanitizeArticleHtml(dto.content) : '',
    short_description: cleanPlainText(dto.short_description, 1000),
    featured_image: featured && isAllowedImageSource(featured) ? featured : null,
    category_id: dto.category_id ?? null,
    meta_title: cleanPlainText(dto.meta_title, 255),
    meta_description: cleanPlainText(dto.meta_description, 1000),
    meta_keywords: cleanPlainText(dto.meta_keywords, 500),
  };
}

function toWorkingCopyDto(copy: WorkingCopy, article: Article | null): WorkingCopyDto {
  const differs = article
    ? COMPARED.some((field) => (copy[field] ?? null) !== (article[field] ?? null))
    : Boolean(copy.title || copy.content);
  const changedSince = Boolean(
    article && copy.base_updated_at && new Date(article.updated_at).getTime() > new Date(copy.base_updated_at).getTime(),
  );
  return {
    article_id: copy.article_id,
    title: copy.title,
    slug: copy.slug,
    content: copy.content,
    short_description: copy.short_description,
    featured_image: copy.featured_image,
    category_id: copy.category_id,
    meta_title: copy.meta_title,
    meta_description: copy.meta_description,
    meta_keywords: copy.meta_keywords,
    saved_at: iso(copy.updated_at),
    differs,
    article_changed_since: changedSince,
  };
}

function toSummary(revision: ArticleRevision): RevisionSummaryDto {
  return {
    id: revision.id,
    kind: revision.kind,
    status: revision.status,
    author_name: displayName(revision.author),
    source_revision_id: revision.source_revision_id,
    title: revision.title,
    created_at: iso(revision.created_at),
  };
}

/**
 * History and autosave of the editor. Staff see and restore every article's versions; a contributor
 * those of their own articles, and restores (or autosaves) only while the article is theirs to edit
 * (rejected). A restore never changes the article: it puts the version in the user's working copy and
 * records a revision; saving it is what changes the article (and, if published, what readers see).
 */
@Injectable()
export class RevisionsService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly revisions: RevisionsRepository,
    private readonly differ: DiffRunner,
  ) {}

  async list(actor: AuthUser, articleId: number): Promise<RevisionSummaryDto[]> {
    await this.readable(actor, articleId);
    return (await this.revisions.list(articleId, HISTORY_LIMIT)).map(toSummary);
  }

  async detail(actor: AuthUser, articleId: number, revisionId: number): Promise<RevisionDetailDto> {
    const article = await this.readable(actor, articleId);
    const revision = await this.revisions.find(articleId, revisionId);
    if (!revision) throw notFound(revisionErrors.notFound);
    // Compared on a thread of its own and remembered per (revision, version of the article); a comparison
    // that cannot finish in time shows the current version without marks.
    const key = `${revision.id}:${createHash('sha1').update(article.content).digest('base64')}`;
    const content = (await this.differ.diff(key, revision.content, article.content)) ?? article.content;
    const unchanged = COMPARED.every((field) => (revision[field] ?? null) === (article[field] ?? null));
    return {
      ...toSummary(revision),
      content: revision.content,
      short_description: revision.short_description,
      featured_image: revision.featured_image,
      category_id: revision.category_id,
      meta_title: revision.meta_title,
      meta_description: revision.meta_description,
      meta_keywords: revision.meta_keywords,
      diff: {
        title: diffText(revision.title, article.title),
        short_description: diffText(revision.short_description, article.short_description),
        content,
        unchanged,
      },
    };
  }

  /** "Restaurer cette version": a new revision, and the version in the user's working copy to save. */
  async restore(actor: AuthUser, articleId: number, revisionId: number): Promise<WorkingCopyDto> {
    const article = await this.editable(actor, articleId, revisionErrors.restoreLocked);
    const revision = await this.revisions.find(articleId, revisionId);
    if (!revision) throw notFound(revisionErrors.notFound);
    const copy = await this.uow.run(async (tx) => {
      const restored: Article = {
        ...article,
        title: revision.title,
        content: revision.content,
        short_description: revision.short_description,
        featured_image: revision.featured_image,
        category_id: revision.category_id,
        meta_title: revision.meta_title,
        meta_description: revision.meta_description,
        meta_keywords: revision.meta_keywords,
      };
      await addRevision(tx, restored, { kind: 'restored', actorId: actor.id, sourceRevisionId: revision.id });
      // The caller's own copy of this article, found by user and target: never a row named by the article's id.
      return this.revisions.saveWorkingCopy(actor.id, article, workingCopyFields({ ...restored, slug: article.slug }), tx);
    });
    return toWorkingCopyDto(copy, article);
  }

  async workingCopy(actor: AuthUser, target: string): Promise<WorkingCopyDto | null> {
    const articleId = parseTarget(target);
    const article = articleId === null ? null : await this.readable(actor, articleId);
    const copy = await this.revisions.findWorkingCopy(actor.id, articleId);
    return copy ? toWorkingCopyDto(copy, article) : null;
  }

  async autosave(actor: AuthUser, target: string, dto: SaveWorkingCopyDto): Promise<string> {
    const articleId = parseTarget(target);
    const article = articleId === null ? null : await this.editable(actor, articleId, revisionErrors.autosaveLocked);
    const copy = await this.revisions.saveWorkingCopy(actor.id, article, cleanWorkingCopy(dto));
    return iso(copy.updated_at);
  }

  async discard(actor: AuthUser, target: string): Promise<void> {
    const articleId = parseTarget(target);
    if (articleId !== null) await this.readable(actor, articleId);
    await this.revisions.deleteWorkingCopy(actor.id, articleId);
  }

  /** Staff read every article's history; a contributor their own articles' (another's is not found). */
  private async readable(actor: AuthUser, articleId: number): Promise<Article> {
    const article = await this.revisions.findArticle(articleId);
    if (!article || (!isStaff(actor) && article.author_id !== actor.id)) throw notFound(articleErrors.notFound);
    return article;
  }

  /** A contributor changes their article only while it is rejected (spec: edit and resubmit). */
  private async editable(actor: AuthUser, articleId: number, refusal: string): Promise<Article> {
    const article = await this.readable(actor, articleId);
    if (!isStaff(actor) && article.status !== 'rejected') throw forbidden(refusal);
    return article;
  }
}

/** `new` (the article being written) or an article's number. */
function parseTarget(target: string): number | null {
  if (target === 'new') return null;
  if (!/^\d{1,10}$/.test(target) || Number(target) < 1) throw badRequest(revisionErrors.autosaveTargetInvalid);
  return Number(target);
}
