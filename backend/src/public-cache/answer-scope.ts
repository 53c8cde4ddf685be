import type { FastifyRequest } from 'fastify';

/**
 * What a stored public answer shows, so that a write drops only the answers it changes:
 * - `global`: lists, home and category pages, contributors, sitemaps, RSS, settings… (any change);
 * - `article`: one article's page or API answer, changed only by that article, its category's
 *   articles (its suggestions are the newest of its category) or its author (name, count); `recent`
 *   is the version of the recent-articles part an article page shows, replaced in place when it
 *   changes (see `SharedPartSource`) instead of dropping the page;
 * - `immutable`: addressed by its content (page style sheets), never stale.
 */
export type AnswerScope =
  | { readonly kind: 'global' }
  | { readonly kind: 'immutable' }
  | {
      readonly kind: 'article';
      readonly slug: string;
      readonly categoryId: number | null;
      readonly authorId: number | null;
      readonly recent: string | null;
    };

export const GLOBAL_SCOPE: AnswerScope = { kind: 'global' };
export const IMMUTABLE_SCOPE: AnswerScope = { kind: 'immutable' };

/** An article as readers find it: by slug, in a category, by an author. */
export interface ArticleRef {
  readonly slug: string;
  readonly categoryId: number | null;
  readonly authorId: number | null;
}

/**
 * A public change: `articles` when only these articles changed (before and after the write), `lists`
 * when only lists and totals changed (a reward credited moves the ranking, no article page), neither
 * for a change that can touch every page (settings, categories, people).
 */
export interface PublicContentChange {
  readonly articles?: readonly ArticleRef[];
  readonly lists?: boolean;
  /** Unique per change, the same in every process that hears of it: the version the change gives what it touches (see PageVersions). */
  readonly id?: string;
  /** Set on the in-process event when the change was made by another process, so it is not sent back. */
  readonly remote?: boolean;
}

/** Whether an answer of this scope is still exact after this change. */
export function survives(scope: AnswerScope, change: PublicContentChange | undefined): boolean {
  if (scope.kind === 'immutable') return true;
  if (scope.kind === 'global' || !change) return false;
  if (change.articles === undefined) return change.lists === true;
  return !change.articles.some(
    (ref) =>
      ref.slug === scope.slug ||
      (ref.categoryId !== null && ref.categoryId === scope.categoryId) ||
      (ref.authorId !== null && ref.authorId === scope.authorId),
  );
}

/** An unknown article's 404: exact until an article takes that slug. */
export function missingArticleScope(slug: string): AnswerScope {
  return { kind: 'article', slug, categoryId: null, authorId: null, recent: null };
}

const declared = new WeakMap<object, AnswerScope>();

/** Said by the code that built a response (the server render), read by the cache when it stores it. */
export function declareAnswerScope(request: FastifyRequest, scope: AnswerScope): void {
  declared.set(request.raw, scope);
}

export function declaredAnswerScope(request: FastifyRequest): AnswerScope | undefined {
  return declared.get(request.raw);
}
