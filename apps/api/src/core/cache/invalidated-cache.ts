export interface InvalidatedCacheOptions<T> {
  /** A value older than this is loaded again even if no change was announced. */
  ttlMs: number;
  /** Past this many keys the oldest entry makes room. */
  maxEntries: number;
  /** An earlier expiry a loaded value itself calls for (default: none). */
  expiresAt?: (value: T, defaultExpiry: number) => number;
  /** Whether a loaded value is kept at all (default: every value). */
  keep?: (value: T) => boolean;
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
}

/**
 * An in-process cache that its owner keeps honest: the owner calls `invalidate` whenever the
 * data behind it changes (on every instance, e.g. on a PostgreSQL NOTIFY) and `setActive(false)`
 * while it cannot learn of changes. Inactive, nothing is kept. Concurrent misses share one load;
 * a load begun before an invalidation, or a failed one, is not kept.
 */
export class InvalidatedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private active = false;
  private generation = 0;

  constructor(private readonly options: InvalidatedCacheOptions<T>) {}

  get isActive(): boolean {
    return this.active;
  }

  setActive(active: boolean): void {
    this.active = active;
    this.invalidate();
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.active) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const generation = this.generation;
    const value = load();
    const entry: Entry<T> = { value, expiresAt: now + this.options.ttlMs };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    value.then((loaded) => {
      const { keep, expiresAt } = this.options;
      if (this.generation !== generation || (keep && !keep(loaded))) forget();
      else if (expiresAt)
        entry.expiresAt = Math.min(entry.expiresAt, expiresAt(loaded, entry.expiresAt));
    }, forget);
    return value;
  }
}
