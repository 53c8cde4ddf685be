/** Emitted after the transaction that scheduled an article's publication has committed. */
export const PUBLICATION_SCHEDULED = 'publication.scheduled';

export interface PublicationScheduledEvent {
  articleId: number;
  at: Date;
}
