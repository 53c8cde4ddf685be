import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isStaff, type AuthUser } from '../auth/auth-user';
import { CategoriesRepository } from '../categories/categories.repository';
import { PublicCacheInvalidator } from '../common/cache/public-cache-invalidator';
import { badRequest, conflict, forbidden, notFound } from '../common/http/api-error';
import { slugify, uniqueSlug } from '../common/text/slug';
import { countWords, readingTime } from '../common/text/words';
import { isUniqueViolation } from '../database/unique-violation';
import { withDeadlockRetry } from '../database/transaction-retry';
import { SettingsService } from '../settings/settings.service';
import { ARTICLE_APPROVER, type ArticleApprover } from './article-approver';
import { toArticleEdit } from './article-mappers';
import { hasUnpublishedSubmission, resubmitArticle } from './article-resubmission';
import { changeArticleStatus } from './article-status';
import { ArticlesRepository } from './articles.repository';
import { ARTICLE_NOT_FOUND } from './articles.service';
import type { ArticleEditDto } from './dto/article-response.dto';
import { SaveArticleDto, TITLE_AND_CONTENT_REQUIRED } from './dto/save-article.dto';
import { Article, ArticleStatus } from './entities/article.entity';
import { cleanPlainText, isAllowedImageSource, sanitizeArticleHtml } from './html-sanitizer';

export const CATEGORY_UNKNOWN = 'Catégorie introuvable';
export const STATUS_NOT_ALLOWED = 'Statut invalide : choisissez brouillon ou publié';
export const IMAGE_URL_INVALID = "Adresse d'image invalide";
export const SLUG_TAKEN = 'Ce slug est déjà utilisé par un autre article';
export const PUBLISHED_LOCKED = 'Un article publié ne peut plus être modifié par son contributeur';
export const ONLY_REJECTED_EDITABLE = 'Seul un article refusé peut être modifié et resoumis';

/** Statuses staff choose in the editor or with the list toggle (spec §4). */
const STAFF_STATUSES: ArticleStatus[] = ['draft', 'published'];

/** The article's fields as the payload sets them, already cleaned. */
interface ArticleFields {
  title: string;
  content: string;
  slugWanted: string;
  short_description: string | null;
  featured_image: string | null;
  category_id: number | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

/** Writing articles: staff create, edit, publish and delete; a contributor edits and resubmits a rejected one. */
@Injectable()
export class ArticleEditorService {
  private readonly logger = new Logger(ArticleEditorService.name);

  constructor(
    private readonly articles: ArticlesRepository,
    private readonly categories: CategoriesRepository,
    private readonly settings: SettingsService,
    private readonly publicCache: PublicCacheInvalidator,
    @Optional() @Inject(ARTICLE_APPROVER) private readonly approver?: ArticleApprover,
  ) {}

  async create(actor: AuthUser, dto: SaveArticleDto): Promise<ArticleEditDto> {
    const fields = await this.readFields(dto, undefined);
    const status = dto.status ?? 'draft';
    if (!STAFF_STATUSES.includes(status)) throw badRequest(STATUS_NOT_ALLOWED);
    const saved = await this.saveUnique(async (manager) => {
      const article = manager.create(Article, { status: 'draft', author_id: actor.id, views: 0 });
      await this.apply(article, fields);
      await changeArticleStatus(manager, article, status);
      return manager.save(Article, article);
    });
    this.publicCache.invalidate();
    return toArticleEdit(saved);
  }

  /**
   * Returns the article and whether it was sent back to review (the contributor's resubmission). The
   * article is read again, locked, inside the transaction: concurrent saves of one article (the list's
   * status toggle clicked by several people) apply one after the other, each from the status the
   * previous one left, so the author's published count stays right; a deadlock victim is run again.
   */
  async update(actor: AuthUser, id: number, dto: SaveArticleDto): Promise<{ article: ArticleEditDto; resubmitted: boolean }> {
    const found = await this.articles.findById(id);
    if (!found || (!isStaff(actor) && found.author_id !== actor.id)) throw notFound(ARTICLE_NOT_FOUND);
    if (!isStaff(actor)) return { article: await this.resubmit(actor, found, dto), resubmitted: true };

    const fields = await this.readFields(dto, found);
    let approve = false;
    const saved = await this.saveUnique(async (manager) => {
      const article = await this.articles.findForUpdate(manager, id);
      if (!article) throw notFound(ARTICLE_NOT_FOUND);
      const next = dto.status ?? article.status;
      if (next !== article.status && !STAFF_STATUSES.includes(next)) throw badRequest(STATUS_NOT_ALLOWED);
      await this.apply(article, fields);
      // Publishing a contributor's work is an approval: the submissions module publishes it and creates
      // the reward, after the edits above are committed.
      approve =
        next === 'published' &&
        article.status !== 'published' &&
        Boolean(this.approver) &&
        (await hasUnpublishedSubmission(manager, article.id));
      if (!approve) await changeArticleStatus(manager, article, next);
      return manager.save(Article, article);
    });
    let result = saved;
    if (approve && this.approver) {
      await this.approver.approveArticle(id, actor.id);
      result = (await this.articles.findById(id)) ?? saved;
    }
    this.publicCache.invalidate();
    return { article: toArticleEdit(result), resubmitted: false };
  }

  async remove(id: number): Promise<void> {
    const article = await this.articles.findById(id);
    if (!article) throw notFound(ARTICLE_NOT_FOUND);
    await this.articles.transaction(async (manager) => {
      // Leaving the published state keeps the author's published-article count right.
      await changeArticleStatus(manager, article, 'draft');
      await manager.remove(Article, article);
    });
    this.publicCache.invalidate();
    this.logger.log(`Article ${id} supprimé`);
  }

  /**
   * A contributor may only edit their own rejected article, which then goes back to review; with
   * auto-approve on it is approved at once, through the same path (and reward) as a new submission.
   */
  private async resubmit(actor: AuthUser, found: Article, dto: SaveArticleDto): Promise<ArticleEditDto> {
    if (found.status === 'published') throw forbidden(PUBLISHED_LOCKED);
    if (found.status !== 'rejected') throw forbidden(ONLY_REJECTED_EDITABLE);
    const fields = await this.readFields(dto, found);
    const settings = await this.settings.getAll();
    const minWords = Number(settings.min_words_count) || 0;
    const words = countWords(fields.content);
    if (words < minWords) throw badRequest(`Votre article doit contenir au moins ${minWords} mots (actuellement: ${words})`);
    const saved = await this.saveUnique(async (manager) => {
      const article = await this.articles.findForUpdate(manager, found.id);
      if (!article) throw notFound(ARTICLE_NOT_FOUND);
      // Checked again under the lock: staff may have published it since the first read.
      if (article.status === 'published') throw forbidden(PUBLISHED_LOCKED);
      if (article.status !== 'rejected') throw forbidden(ONLY_REJECTED_EDITABLE);
      await this.apply(article, fields);
      await changeArticleStatus(manager, article, 'pending');
      const result = await manager.save(Article, article);
      await resubmitArticle(manager, article.id, actor.id);
      return result;
    });
    if (settings.auto_approve !== 'true' || !this.approver) return toArticleEdit(saved);
    await this.approver.approveArticle(saved.id, null);
    this.publicCache.invalidate();
    return toArticleEdit((await this.articles.findById(saved.id)) ?? saved);
  }

  /** Checks and cleans the payload; nothing is written here. */
  private async readFields(dto: SaveArticleDto, current: Article | undefined): Promise<ArticleFields> {
    const title = cleanPlainText(dto.title, 255);
    const content = typeof dto.content === 'string' ? sanitizeArticleHtml(dto.content) : '';
    // Content that is empty once cleaned (only a script, say) is no content.
    if (!title || !content) throw badRequest(TITLE_AND_CONTENT_REQUIRED);

    const featured = cleanPlainText(dto.featured_image, 500);
    if (featured && !isAllowedImageSource(featured)) throw badRequest(IMAGE_URL_INVALID);

    let categoryId = dto.category_id === undefined ? (current?.category_id ?? null) : dto.category_id;
    if (categoryId !== null && !(await this.categories.findById(categoryId))) throw badRequest(CATEGORY_UNKNOWN);
    categoryId = categoryId ?? null;

    const shortDescription = cleanPlainText(dto.short_description, 1000);
    return {
      title,
      content,
      slugWanted: dto.slug ?? '',
      short_description: shortDescription,
      featured_image: featured,
      category_id: categoryId,
      meta_title: cleanPlainText(dto.meta_title, 255),
      // Spec §5: a blank meta description falls back to the short description.
      meta_description: cleanPlainText(dto.meta_description, 1000) ?? shortDescription,
      meta_keywords: cleanPlainText(dto.meta_keywords, 500),
    };
  }

  private async apply(article: Article, fields: ArticleFields): Promise<void> {
    article.title = fields.title;
    article.content = fields.content;
    article.short_description = fields.short_description;
    article.featured_image = fields.featured_image;
    article.category_id = fields.category_id;
    article.category = undefined;
    article.meta_title = fields.meta_title;
    article.meta_description = fields.meta_description;
    article.meta_keywords = fields.meta_keywords;
    article.reading_time = readingTime(fields.content);
    article.slug = await this.slugFor(fields.slugWanted, fields.title, article);
  }

  /**
   * Spec §5 slug, from the hand-written slug or else the title, numbered (-2, -3…) when another article
   * has it. The article itself never counts as taken, so re-saving keeps its slug and its links.
   */
  private async slugFor(wanted: string, title: string, article: Article): Promise<string> {
    const base = slugify(wanted) || slugify(title);
    if (article.slug && base === article.slug) return article.slug;
    return uniqueSlug(base || title, (s) => this.articles.slugTaken(s, article.id), 200);
  }

  /** The slug check can race with another save; the unique index has the last word. A deadlock victim runs again. */
  private async saveUnique(work: (manager: EntityManager) => Promise<Article>): Promise<Article> {
    try {
      const saved = await withDeadlockRetry(() => this.articles.transaction(work));
      // Read back what the database kept (MariaDB stores whole seconds), so every answer agrees.
      return (await this.articles.findById(saved.id)) ?? saved;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN);
      throw error;
    }
  }
}
