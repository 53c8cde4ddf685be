/** The last keys seen, in a bounded set: `seen` says whether a key was there already, and remembers it. */
export class RecentKeys {
  private current = new Set<string>();
  private previous = new Set<string>();

  constructor(private readonly capacity: number) {}

  seen(key: string): boolean {
    if (this.current.has(key) || this.previous.has(key)) return true;
    // Two generations: the older half is forgotten at once when the newer one is full.
    if (this.current.size >= this.capacity / 2) {
      this.previous = this.current;
      this.current = new Set();
    }
    this.current.add(key);
    return false;
  }
}
