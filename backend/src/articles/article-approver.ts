/**
 * Publishing a contributor's article is an approval: it must publish the submission and create the
 * reward in the same way as the review screen. The submissions module provides this; the articles
 * module asks for it when staff publish such an article from the article list or editor.
 */
export interface ArticleApprover {
  /**
   * Approves and publishes the pending submission of this article (no-op when it has none pending);
   * `actorId` null is an approval by the auto-approve setting.
   */
  approveArticle(articleId: number, actorId: number | null): Promise<void>;
}

export const ARTICLE_APPROVER = Symbol('ARTICLE_APPROVER');
