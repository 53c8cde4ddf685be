import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Article } from '../../editorial/entities/article.entity';
import { cleanArticleContent } from '../../editorial/article-cleaner';
import { pickArticleContent, sameArticleContent } from '../../editorial/entities/article-content';
import { isStaff, type AuthUser } from '../../access/auth-user';
import { badRequest, conflict, forbidden, notFound } from '../../common/http/api-error';
import { countWords } from '../../common/text/words';
import { UnitOfWork } from '../../database/unit-of-work';
import { articleErrors, categoryErrors, type CodedError, revisionErrors } from '../../i18n/errors';
import type { ArticleRevision } from './article-revision.entity';
import { DiffRunner } from './diff-runner';
import { DRAFT_KEY_PATTERN, FIRST_DRAFT_KEY } from '../../editorial/draft-key';
import { workingCopyTarget } from './revision-history';
import { diffText } from './html-diff';
import type { DraftDto, RevisionDetailDto, RevisionSummaryDto, SaveWorkingCopyDto, WorkingCopyDto } from './revision.dto';
import { RevisionsRepository, workingCopyFields } from './revisions.repository';
import type { WorkingCopy } from './working-copy.entity';
import { displayName } from '../../users/display-name';

/** The history panel shows this many versions, newest first. */
const HISTORY_LIMIT = 200;

/**
 * New articles (never saved) one user may keep drafts of at once: enough for a person, a bound for a
 * script (each new key would otherwise add a row).
 */
export const MAX_NEW_ARTICLE_DRAFTS = 50;

/** The drafts list shows this many, last written first. */
const DRAFTS_LIMIT = 100;

const iso = (date: Date | string) => new Date(date).toISOString();

/** Whether the copy holds anything worth taking up: other than its article, or (a new article) not empty. */
function copyDiffers(copy: WorkingCopy, article: Article | null): boolean {
  return article ? !sameArticleContent(copy, article) : Boolean(copy.title || copy.content);
}

/** The key of a new article's copy (`new-<key>`), null for an article's. */
const draftKeyOf = (copy: WorkingCopy) => (copy.target.startsWith('new-') ? copy.target.slice(4) : null);

function toWorkingCopyDto(copy: WorkingCopy, article: Article | null): WorkingCopyDto {
  const differs = copyDiffers(copy, article);
  const changedSince = Boolean(
    article && copy.base_updated_at && new Date(article.updated_at).getTime() > new Date(copy.base_updated_at).getTime(),
  );
  return {
    ...pickArticleContent(copy),
    article_id: copy.article_id,
    draft_key: draftKeyOf(copy),
    slug: copy.slug,
    saved_at: iso(copy.updated_at),
    autosaved: !copy.explicit_save,
    differs,
    article_changed_since: changedSince,
  };
}

function toDraftDto(copy: WorkingCopy, article: Article | null): DraftDto {
  const key = draftKeyOf(copy);
  return {
    target: key === null ? String(copy.article_id) : `new-${key}`,
    draft_key: key,
    article_id: copy.article_id,
    article_status: article?.status ?? null,
    title: copy.title,
    words: countWords(copy.content),
    saved_at: iso(copy.updated_at),
    autosaved: !copy.explicit_save,
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
  private readonly logger = new Logger(RevisionsService.name);

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
    const unchanged = sameArticleContent(revision, article);
    return {
      ...toSummary(revision),
      ...pickArticleContent(revision),
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
      const restored: Article = { ...article, ...pickArticleContent(revision) };
      await this.revisions.addRevision(tx, restored, { kind: 'restored', actorId: actor.id, sourceRevisionId: revision.id });
      // The caller's own copy of this article, found by user and target: never a row named by the article's id.
      return this.revisions.saveWorkingCopy(actor.id, article, workingCopyFields({ ...restored, slug: article.slug }), {}, tx);
    });
    return toWorkingCopyDto(copy, article);
  }

  async workingCopy(actor: AuthUser, target: string): Promise<WorkingCopyDto | null> {
    const parsed = parseTarget(target);
    const article = parsed.articleId === null ? null : await this.readable(actor, parsed.articleId);
    const copy = await this.revisions.findWorkingCopy(actor.id, parsed.target);
    return copy ? toWorkingCopyDto(copy, article) : null;
  }

  /**
   * Autosave, or « Enregistrer le brouillon » (`explicit`): the user's working copy takes the form as it
   * is; the article, its status and the public pages stay as they were. A new article's first copy is
   * refused past `MAX_NEW_ARTICLE_DRAFTS`.
   */
  async autosave(actor: AuthUser, target: string, dto: SaveWorkingCopyDto, explicit = false): Promise<string> {
    const parsed = parseTarget(target);
    const article =
      parsed.articleId === null ? null : await this.editable(actor, parsed.articleId, revisionErrors.autosaveLocked);
    const { fields, dropped } = cleanArticleContent(dto, 'lenient');
    // The answer stays a plain success: what could not be kept (an image address a save would refuse) is
    // logged, and the editor's own check shows the same field as invalid.
    if (dropped.length) this.logger.warn(`Autosave of ${parsed.target} by user ${actor.id} dropped: ${dropped.join(', ')}`);
    if (explicit && !fields.title && !fields.content) throw badRequest(revisionErrors.draftEmpty);
    // Kept as typed, but never naming a category that is not there: the save would refuse it later.
    if (fields.category_id !== null && !(await this.revisions.categoryExists(fields.category_id)))
      throw badRequest(categoryErrors.notFound);
    const canCreate = async () => {
      if (article === null && (await this.revisions.countNewArticleCopies(actor.id)) >= MAX_NEW_ARTICLE_DRAFTS)
        throw conflict(revisionErrors.tooManyDrafts(MAX_NEW_ARTICLE_DRAFTS));
    };
    const copy = await this.revisions.saveWorkingCopy(actor.id, article, fields, { target: parsed.target, explicit, canCreate });
    return iso(copy.updated_at);
  }

  async discard(actor: AuthUser, target: string): Promise<void> {
    const parsed = parseTarget(target);
    if (parsed.articleId !== null) await this.readable(actor, parsed.articleId);
    await this.revisions.deleteWorkingCopy(actor.id, parsed.target);
  }

  /**
   * The user's drafts, last written first: each new article they started and never saved, and their
   * unsaved changes to an article they may still change. Only their own: working copies are read by
   * user. A copy with nothing in it, or holding just what its article holds, is no draft.
   */
  async drafts(actor: AuthUser): Promise<DraftDto[]> {
    const copies = await this.revisions.listWorkingCopies(actor.id, DRAFTS_LIMIT);
    const ids = [...new Set(copies.flatMap((copy) => (copy.article_id === null ? [] : [copy.article_id])))];
    const articles = new Map((await this.revisions.findArticles(ids)).map((article) => [article.id, article]));
    const drafts: DraftDto[] = [];
    for (const copy of copies) {
      if (copy.article_id === null) {
        if (copyDiffers(copy, null)) drafts.push(toDraftDto(copy, null));
        continue;
      }
      const article = articles.get(copy.article_id);
      if (!article || !this.mayChange(actor, article) || !copyDiffers(copy, article)) continue;
      drafts.push(toDraftDto(copy, article));
    }
    return drafts;
  }

  /** Staff read every article's history; a contributor their own articles' (another's is not found). */
  private async readable(actor: AuthUser, articleId: number): Promise<Article> {
    const article = await this.revisions.findArticle(articleId);
    if (!article || (!isStaff(actor) && article.author_id !== actor.id)) throw notFound(articleErrors.notFound);
    return article;
  }

  /** A contributor changes their article only while it is rejected (spec: edit and resubmit). */
  private async editable(actor: AuthUser, articleId: number, refusal: CodedError): Promise<Article> {
    const article = await this.readable(actor, articleId);
    if (!this.mayChange(actor, article)) throw forbidden(refusal);
    return article;
  }

  private mayChange(actor: AuthUser, article: Article): boolean {
    return isStaff(actor) || (article.author_id === actor.id && article.status === 'rejected');
  }
}

/**
 * `new-<key>` (one of the new articles being written; `new` is the one of key `1`) or an article's
 * number, with the working copy's stored target.
 */
function parseTarget(target: string): { articleId: number | null; target: string } {
  if (target === 'new') return { articleId: null, target: workingCopyTarget(null, FIRST_DRAFT_KEY) };
  if (target.startsWith('new-')) {
    const key = target.slice(4);
    if (!DRAFT_KEY_PATTERN.test(key)) throw badRequest(revisionErrors.draftKeyInvalid);
    return { articleId: null, target: workingCopyTarget(null, key) };
  }
  if (!/^\d{1,10}$/.test(target) || Number(target) < 1) throw badRequest(revisionErrors.autosaveTargetInvalid);
  const articleId = Number(target);
  return { articleId, target: workingCopyTarget(articleId) };
}
