// Answers hot reads from memory. An entry is dropped as soon as any projection it was read from applies a batch: in
// this process the runner says so before a command's wait ends (read-your-writes holds); other processes hear it
// through NOTIFY. Bounded: past `maxEntries` the least recently used entries go.
export interface ReadModelCache {
  /** `projections`: the read model (or models) the value is read from. */
  get<T>(projections: string | readonly string[], key: string, load: () => Promise<T>): Promise<T>;
  /** The value already loaded, without a promise to wait on (a hit on a hot read); undefined while missing or loading. */
  loaded<T>(projections: string | readonly string[], key: string): T | undefined;
  invalidate(projection?: string): void;
}

interface Entry {
  value: Promise<unknown>;
  /** Set once `value` resolves. */
  loaded?: { value: unknown };
  projections: readonly string[];
}

const idOf = (projections: string | readonly string[], key: string) => `${typeof projections === 'string' ? projections : projections.join('+')}\u0000${key}`;

export function createReadModelCache({ maxEntries = 2_000 }: { maxEntries?: number } = {}): ReadModelCache {
  // Map order is recency: a hit moves its entry to the end, eviction takes from the front.
  const entries = new Map<string, Entry>();
  const byProjection = new Map<string, Set<string>>();
  // The entry last read is already the most recent: a run of hits on one hot entry skips the move (a delete and a set
  // per hit, whose holes the map must compact again and again).
  let newest: string | undefined;

  const remove = (id: string) => {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    for (const name of entry.projections) byProjection.get(name)?.delete(id);
  };

  const hit = (id: string): Entry | undefined => {
    const cached = entries.get(id);
    if (cached && id !== newest) {
      entries.delete(id);
      entries.set(id, cached);
      newest = id;
    }
    return cached;
  };

  return {
    loaded<T>(projections: string | readonly string[], key: string): T | undefined {
      return hit(idOf(projections, key))?.loaded?.value as T | undefined;
    },
    get<T>(projections: string | readonly string[], key: string, load: () => Promise<T>): Promise<T> {
      const id = idOf(projections, key);
      const cached = hit(id);
      if (cached) return cached.value as Promise<T>;
      const names = typeof projections === 'string' ? [projections] : projections;
      const loading = load();
      const entry: Entry = { value: loading, projections: names };
      entries.set(id, entry);
      newest = id;
      for (const name of names) {
        const ids = byProjection.get(name) ?? new Set<string>();
        byProjection.set(name, ids.add(id));
      }
      while (entries.size > maxEntries) remove(entries.keys().next().value as string);
      // A failed load must not stay cached (and must not remove a newer entry).
      loading.then(
        (value) => {
          entry.loaded = { value };
        },
        () => {
          if (entries.get(id) === entry) remove(id);
        },
      );
      return loading;
    },
    // Invalidating drops the entries, including loads still under way: their callers get their answer, later ones reload.
    invalidate(projection) {
      for (const name of projection === undefined ? [...byProjection.keys()] : [projection]) {
        for (const id of [...(byProjection.get(name) ?? [])]) remove(id);
      }
    },
  };
}
