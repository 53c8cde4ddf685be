import type { AnswerScope } from './answer-scope';

/** One stored answer, replayed byte for byte. */
export interface CachedResponse {
  readonly status: number;
  readonly body: Buffer;
  /** Only the headers that belong to the content (type, Cache-Control, ETag); per-request ones are set live. */
  readonly headers: Readonly<Record<string, string>>;
  readonly etag: string;
  readonly expiresAt: number;
  /** The article the answer shows, so that a hit still counts a view. */
  readonly articleId: number | null;
  readonly bytes: number;
  /** Where the article's view count sits in an API answer, so that hits show it moving. */
  readonly views: ViewCountSlot | null;
  /** The body compressed once when stored, for clients that accept it; none for small or changing bodies. */
  readonly encoded: Readonly<Partial<Record<ContentCoding, Buffer>>>;
  /** What the answer shows, hence which changes drop it. */
  readonly scope: AnswerScope;
}

export type ContentCoding = 'br' | 'gzip';

/** The view count in a stored answer: the count when stored, plus one per hit since. */
export interface ViewCountSlot {
  readonly start: number;
  readonly end: number;
  readonly base: number;
  hits: number;
}
