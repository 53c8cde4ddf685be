/** Emitted after the transaction that scheduled an article's publication has committed. */
export const PUBLICATION_SCHEDULED = 'publication.scheduled';

export interface PublicationScheduledEvent {
  articleId: number;
  at: Date;
}

/**
 * Emitted after a transaction that made articles public has committed (published now, at their
 * scheduled minute, or approved): the first publication of each is sent to the newsletter's subscribers.
 */
export const ARTICLES_PUBLISHED = 'articles.published';

export interface ArticlesPublishedEvent {
  articleIds: number[];
}
