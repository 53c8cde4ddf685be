import { Injectable } from '@nestjs/common';
import { Article } from '../editorial/entities/article.entity';
import { ArticleSlug } from '../editorial/entities/article-slug.entity';
import { uniqueSlug } from '../common/text/slug';
import type { Transaction } from '../database/unit-of-work';
import { SLUG_MAX_LENGTH } from '../editorial/article-cleaner';

/**
 * Articles' slugs: the current one unique among articles, and the former ones of published articles
 * (`article_slugs`), which stay theirs and redirect. Every method runs inside the caller's transaction.
 */
@Injectable()
export class ArticleSlugsRepository {
  /**
   * Gives the article the slug `base` leads to (spec §5), unsaved. When a published article's slug
   * changes, the address readers may have shared stays the article's (`article_slugs`): it redirects.
   */
  async assignSlug(tx: Transaction, article: Article, base: string): Promise<void> {
    const slug = await this.slugFor(tx, base, article);
    if (article.slug && slug !== article.slug && wasPublished(article)) {
      const known = await tx.manager.findOne(ArticleSlug, { where: { slug: article.slug }, select: { slug: true } });
      if (!known) await tx.manager.insert(ArticleSlug, { slug: article.slug, article_id: article.id });
    }
    article.slug = slug;
  }

  /**
   * The one slug strategy: `base`, numbered (-2, -3…) when another article has it or once had it. The
   * article itself never counts as taken, so re-saving keeps its slug. The unique index has the last word on a race.
   */
  private async slugFor(tx: Transaction, base: string, article: Article): Promise<string> {
    if (article.slug && base === article.slug) return article.slug;
    return uniqueSlug(
      base,
      async (candidate) => {
        const found = await tx.manager.findOne(Article, { where: { slug: candidate }, select: { id: true } });
        if (found) return found.id !== article.id;
        const former = await tx.manager.findOne(ArticleSlug, { where: { slug: candidate }, select: { article_id: true } });
        return Boolean(former && former.article_id !== article.id);
      },
      SLUG_MAX_LENGTH,
    );
  }
}

/** Readers saw it at its address: published now, or published once and taken back since. */
function wasPublished(article: Article): boolean {
  return article.status === 'published' || (article.published_at !== null && article.published_at.getTime() <= Date.now());
}
