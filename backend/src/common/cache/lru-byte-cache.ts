/** What the LRU needs to know about a value: how many bytes it holds. */
export interface Sized {
  readonly bytes: number;
}

/**
 * A least-recently-used map bounded by the bytes of its values rather than by their count: one
 * sitemap weighs as much as a thousand small API answers, so a count bound would say nothing about
 * memory. A Map keeps insertion order, so re-inserting on a hit makes the first key the oldest.
 */
export class LruByteCache<V extends Sized> {
  private readonly entries = new Map<string, V>();
  private used = 0;

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.used;
  }

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  /** Whether a value of this size could be kept at all. */
  canHold(bytes: number): boolean {
    return bytes <= this.maxBytes;
  }

  /** Values larger than the whole budget are not kept (they would evict everything else). */
  set(key: string, value: V): boolean {
    const cost = value.bytes + key.length;
    this.delete(key);
    if (cost > this.maxBytes) return false;
    this.entries.set(key, value);
    this.used += cost;
    for (const [oldest, old] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.used -= old.bytes + oldest.length;
    }
    return true;
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.used -= value.bytes + key.length;
  }

  /** Drops every value the predicate rejects; returns how many went. */
  keepOnly(keep: (value: V, key: string) => boolean): number {
    let dropped = 0;
    for (const [key, value] of this.entries) {
      if (keep(value, key)) continue;
      this.delete(key);
      dropped += 1;
    }
    return dropped;
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }
}
