// Answers hot reads from memory. An entry is dropped as soon as its projection applies a batch: in this process the
// runner says so before a command's wait ends (read-your-writes holds); other processes hear it through NOTIFY.
export interface ReadModelCache {
  get<T>(projection: string, key: string, load: () => Promise<T>): Promise<T>;
  invalidate(projection?: string): void;
}

export function createReadModelCache(): ReadModelCache {
  const entries = new Map<string, Map<string, Promise<unknown>>>();

  return {
    get<T>(projection: string, key: string, load: () => Promise<T>): Promise<T> {
      const forProjection = entries.get(projection) ?? new Map<string, Promise<unknown>>();
      entries.set(projection, forProjection);
      const cached = forProjection.get(key);
      if (cached) return cached as Promise<T>;
      const loading = load();
      forProjection.set(key, loading);
      // A failed load must not stay cached (and must not remove a newer entry).
      loading.catch(() => {
        if (forProjection.get(key) === loading) forProjection.delete(key);
      });
      return loading;
    },
    // Invalidating drops the entries, including loads still under way: their callers get their answer, later ones reload.
    invalidate(projection) {
      for (const name of projection === undefined ? [...entries.keys()] : [projection]) entries.get(name)?.clear();
    },
  };
}
