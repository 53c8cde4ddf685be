/** What the LRU needs to know about a value: how many bytes it holds. */
export interface Sized {
  readonly bytes: number;
}

/** At most this share of the bytes goes to values asked for more than once. */
const PROTECTED_SHARE = 0.8;

/**
 * A least-recently-used map bounded by the bytes of its values rather than by their count: one
 * sitemap weighs as much as a thousand small API answers, so a count bound would say nothing about
 * memory. Segmented: a new value starts on probation and moves to the protected segment when it is
 * asked for again; room is made from the oldest value on probation first. A crawler asking for each
 * of 100,000 pages once only churns the probation segment, and the pages readers keep asking for stay.
 * Each segment is a Map, whose insertion order makes its first key the oldest.
 */
export class LruByteCache<V extends Sized> {
  private readonly probation = new Segment<V>();
  private readonly protected = new Segment<V>();

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.probation.entries.size + this.protected.entries.size;
  }

  get bytes(): number {
    return this.probation.bytes + this.protected.bytes;
  }

  get(key: string): V | undefined {
    const kept = this.protected.take(key);
    if (kept !== undefined) {
      this.protected.put(key, kept);
      return kept;
    }
    const value = this.probation.take(key);
    if (value === undefined) return undefined;
    this.protected.put(key, value);
    // The protected segment over its share: its oldest values go back on probation, as its newest.
    while (this.protected.bytes > this.maxBytes * PROTECTED_SHARE) {
      const [oldest, old] = this.protected.oldest()!;
      this.protected.take(oldest);
      this.probation.put(oldest, old);
    }
    return value;
  }

  /** Whether a value of this size could be kept at all. */
  canHold(bytes: number): boolean {
    return bytes <= this.maxBytes;
  }

  /**
   * Values larger than the whole budget are not kept (they would evict everything else). A value
   * replacing one that was protected stays protected.
   */
  set(key: string, value: V): boolean {
    const wasProtected = this.protected.entries.has(key);
    this.delete(key);
    if (value.bytes + key.length > this.maxBytes) return false;
    (wasProtected ? this.protected : this.probation).put(key, value);
    while (this.bytes > this.maxBytes) {
      const [oldest] = (this.probation.oldest() ?? this.protected.oldest())!;
      this.delete(oldest);
    }
    return true;
  }

  delete(key: string): void {
    if (this.probation.take(key) === undefined) this.protected.take(key);
  }

  /** Drops every value the predicate rejects; returns how many went. */
  keepOnly(keep: (value: V, key: string) => boolean): number {
    let dropped = 0;
    for (const segment of [this.probation, this.protected])
      for (const [key, value] of segment.entries) {
        if (keep(value, key)) continue;
        segment.take(key);
        dropped += 1;
      }
    return dropped;
  }

  clear(): void {
    this.probation.clear();
    this.protected.clear();
  }
}

/** One segment: values in order of use, and the bytes they count (their own and their key's). */
class Segment<V extends Sized> {
  readonly entries = new Map<string, V>();
  bytes = 0;

  put(key: string, value: V): void {
    this.entries.set(key, value);
    this.bytes += value.bytes + key.length;
  }

  take(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.bytes -= value.bytes + key.length;
    return value;
  }

  oldest(): [string, V] | undefined {
    const first = this.entries.entries().next();
    return first.done ? undefined : first.value;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}
