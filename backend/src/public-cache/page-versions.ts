import { createHash } from 'node:crypto';
import type { AnswerScope, PublicContentChange } from './answer-scope';

/**
 * The versions a stored page was rendered under: one token per thing it shows, made of the ids of the
 * changes that touched that thing (combined so that the order they were heard in does not matter: two
 * processes that heard the same changes agree). A page is still exact while every token it recorded is the current one,
 * so a change makes stale exactly the pages `survives` would drop from memory, without touching them:
 * - `epoch`: the store as a whole (a new one when the version book or the database it describes is lost);
 * - `root`: moved by a change that can touch every page (settings, categories, people);
 * - `any`: moved by every change (lists, home and category pages, rankings);
 * - `a:<slug>`, `c:<category id>`, `u:<author id>`: moved by a change of an article, of its category's
 *   articles, of its author's articles.
 * Pairs rather than an object: read back from every page file, keys unique to an article would each
 * give V8 a new object shape to build (twice the parse, and shapes kept for nothing).
 */
export type PageTokens = ReadonlyArray<readonly [key: string, token: string]>;

/** A line of the version book: a change with its id, or the start of a new epoch. */
export type VersionEntry = { readonly epoch: string } | { readonly id: string; readonly change: PublicContentChange };

/** Changes remembered so that one heard twice (live, then in the book) counts once. */
const REMEMBERED_CHANGES = 10_000;

export class PageVersions {
  private readonly tokens = new Map<string, string>();
  private readonly applied = new Set<string>();

  get epoch(): string {
    return this.tokens.get('epoch') ?? '';
  }

  /** Whether this change was applied (among the last ten thousand). */
  has(id: string): boolean {
    return this.applied.has(id);
  }

  /** Applies a line of the book or a change heard live; false when that change was applied already. */
  apply(entry: VersionEntry): boolean {
    if ('epoch' in entry) {
      this.tokens.clear();
      this.applied.clear();
      this.tokens.set('epoch', entry.epoch);
      return true;
    }
    if (this.applied.has(entry.id)) return false;
    this.applied.add(entry.id);
    if (this.applied.size > REMEMBERED_CHANGES) this.applied.delete(this.applied.values().next().value!);
    const mark = BigInt(`0x${createHash('sha1').update(entry.id).digest('hex').slice(0, 16)}`);
    for (const key of new Set(keysChangedBy(entry.change))) {
      const before = BigInt(`0x${this.tokens.get(key) || '0'}`);
      this.tokens.set(key, (before ^ mark).toString(16));
    }
    return true;
  }

  /** The tokens a page of this scope depends on, as they are now. */
  snapshot(scope: AnswerScope): PageTokens {
    return dependencies(scope).map((key) => [key, this.tokens.get(key) ?? ''] as const);
  }

  /** Whether a page that recorded these tokens is still exact. */
  current(recorded: PageTokens): boolean {
    if (!Array.isArray(recorded) || !recorded.some(([key]) => key === 'epoch')) return false;
    return recorded.every(([key, token]) => (this.tokens.get(key) ?? '') === token);
  }
}

/** The tokens a change moves (see `survives`, which this mirrors). */
export function keysChangedBy(change: PublicContentChange): string[] {
  if (change.articles === undefined && !change.lists) return ['root', 'any'];
  const keys = ['any'];
  for (const ref of change.articles ?? []) {
    keys.push(`a:${ref.slug}`);
    if (ref.categoryId !== null) keys.push(`c:${ref.categoryId}`);
    if (ref.authorId !== null) keys.push(`u:${ref.authorId}`);
  }
  return keys;
}

/** What a page of this scope shows, hence which tokens it records. */
function dependencies(scope: AnswerScope): string[] {
  if (scope.kind === 'immutable') return ['epoch'];
  if (scope.kind === 'global') return ['epoch', 'any'];
  const keys = ['epoch', 'root', `a:${scope.slug}`];
  if (scope.categoryId !== null) keys.push(`c:${scope.categoryId}`);
  if (scope.authorId !== null) keys.push(`u:${scope.authorId}`);
  return keys;
}

/** A line of the book, or null for a line that cannot be read (a torn last write). */
export function parseVersionEntry(line: string): VersionEntry | null {
  try {
    const parsed = JSON.parse(line) as { epoch?: unknown; id?: unknown; change?: unknown };
    if (typeof parsed.epoch === 'string') return { epoch: parsed.epoch };
    if (typeof parsed.id === 'string' && parsed.change && typeof parsed.change === 'object')
      return { id: parsed.id, change: parsed.change as PublicContentChange };
    return null;
  } catch {
    return null;
  }
}
