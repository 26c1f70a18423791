export interface InvalidatedCacheOptions<T> {
  /** A value older than this is loaded again even if no change was announced. */
  ttlMs: number;
  /** Past this many keys the oldest entry makes room. */
  maxEntries: number;
  /** An earlier expiry a loaded value itself calls for (default: none). */
  expiresAt?: (value: T, defaultExpiry: number) => number;
  /** Whether a loaded value is kept at all (default: every value). */
  keep?: (value: T) => boolean;
  /**
   * Past its lifetime (not after an invalidation), answer with the old value while one reload
   * runs, so that the requests of that moment do not all wait for it (default: wait).
   */
  reloadInBackground?: boolean;
}

interface Entry<T> {
  value: Promise<T>;
  expiresAt: number;
  /** The loaded value, once there. */
  settled?: { value: T };
  reloading?: boolean;
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

  /** Counts invalidations: pass it to `put` to keep only what no change overtook. */
  get currentGeneration(): number {
    return this.generation;
  }

  /** The loaded, unexpired value under `key`, if any (never waits). */
  peek(key: string): T | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expiresAt > Date.now() ? hit.settled?.value : undefined;
  }

  /** Keeps a value made elsewhere, unless an invalidation came after `sinceGeneration`. */
  put(key: string, value: T, sinceGeneration: number): void {
    if (!this.active || this.generation !== sinceGeneration) return;
    void this.store(key, Promise.resolve(value), sinceGeneration);
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.active) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    if (hit?.settled && this.options.reloadInBackground) {
      if (!hit.reloading) {
        hit.reloading = true;
        const generation = this.generation;
        // The old value answers until the new one is there (or the reload failed).
        load().then(
          (value) => this.store(key, Promise.resolve(value), generation),
          () => this.entries.get(key) === hit && this.entries.delete(key),
        );
      }
      return hit.value;
    }
    return this.store(key, load(), this.generation);
  }

  private store(key: string, value: Promise<T>, generation: number): Promise<T> {
    if (this.generation !== generation) return value;
    const now = Date.now();
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
      if (this.generation !== generation || (keep && !keep(loaded))) return forget();
      entry.settled = { value: loaded };
      if (expiresAt)
        entry.expiresAt = Math.min(entry.expiresAt, expiresAt(loaded, entry.expiresAt));
    }, forget);
    return value;
  }
}
