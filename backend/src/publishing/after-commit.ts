import type { Article } from '../editorial/entities/article.entity';
import type { ArticleRef } from '../public-cache/answer-scope';
/**
 * What a workflow transaction leaves to do once it has committed: refresh what readers see, request the
 * rewards born in it and queue the e-mails of its notifications. Built afresh by each run of the
 * transaction, so a deadlock victim run again never counts anything twice.
 */
export class AfterCommit {
  /** Public articles the transaction changes, each as it was when first touched; read again once committed. */
  private readonly touched: { article: Article; before: ArticleRef; wasPublished: boolean }[] = [];
  readonly rewardIds: number[] = [];
  readonly notificationIds: number[] = [];
  /** Articles whose publication is now set for a later time: their delayed job is asked for. */
  readonly scheduled: { articleId: number; at: Date }[] = [];

  notified(ids: number[]): void {
    this.notificationIds.push(...ids);
  }

  /** What readers see of this article changes (call before changing it: its old slug and category count too). */
  showsChangeOf(article: Article): void {
    if (!this.touched.some((t) => t.article === article))
      this.touched.push({ article, before: articleRef(article), wasPublished: article.status === 'published' });
  }

  /** The articles this transaction made public that were not (a publication, by any path): their newsletter is due. */
  get newlyPublished(): number[] {
    return this.touched
      .filter(({ article, wasPublished }) => !wasPublished && article.status === 'published')
      .map(({ article }) => article.id);
  }

  /**
   * The articles readers see change, before and after the transaction. The author counts only when
   * the article was published or withdrawn: their pages show how many articles they have published.
   */
  get publicArticles(): ArticleRef[] {
    return this.touched.flatMap(({ article, before, wasPublished }) => {
      const counted = wasPublished !== (article.status === 'published');
      const after = articleRef(article);
      return counted
        ? [before, after]
        : [
            { ...before, authorId: null },
            { ...after, authorId: null },
          ];
    });
  }
}

export function articleRef(article: Article): ArticleRef {
  return { slug: article.slug, categoryId: article.category_id ?? null, authorId: article.author_id ?? null };
}
