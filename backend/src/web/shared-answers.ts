import type { PublicResponseCache } from '../public-cache/public-response-cache';

/**
 * The API answers many pages show alike (brand, settings, categories, recent articles), read once
 * per content generation instead of once per render. The generation moves, before a write is
 * answered, on every public change of this instance or of another one (see `PublicResponseCache`),
 * so a page rendered after a write never shows an answer read before it. While changes made
 * elsewhere could be missed (the cross-instance channel is down), every render reads them again.
 *
 * The answers are frozen: every render shares them, none may change them.
 */
export class SharedAnswers {
  private generation = -1;
  private readonly answers = new Map<string, Promise<unknown>>();

  constructor(
    private readonly cache: Pick<PublicResponseCache, 'generation' | 'enabled'>,
    /** The answer, or undefined when it could not be read (nothing is kept then). */
    private readonly read: (key: string) => Promise<unknown>,
  ) {}

  get(key: string): Promise<unknown> {
    if (!this.cache.enabled) return this.read(key);
    const generation = this.cache.generation;
    if (generation !== this.generation) {
      this.answers.clear();
      this.generation = generation;
    }
    const known = this.answers.get(key);
    if (known) return known;
    const answer = this.read(key).then(deepFreeze);
    this.answers.set(key, answer);
    const forget = () => {
      if (this.answers.get(key) === answer) this.answers.delete(key);
    };
    answer.then((value) => value === undefined && forget(), forget);
    return answer;
  }
}

function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
