import DataLoader from 'dataloader';

const perRequest = new WeakMap<object, Map<string, DataLoader<unknown, unknown>>>();

/**
 * A DataLoader that lives as long as one request (held by the request object), so nested
 * fields of many parents cost one query, and nothing is cached across requests or viewers.
 * `name` tells the loaders of one request apart; `batch` answers the keys in their order.
 */
export function requestLoader<K, V>(
  request: object,
  name: string,
  batch: (keys: readonly K[]) => Promise<V[]>,
): DataLoader<K, V> {
  let loaders = perRequest.get(request);
  if (!loaders) {
    loaders = new Map();
    perRequest.set(request, loaders);
  }
  let loader = loaders.get(name) as DataLoader<K, V> | undefined;
  if (!loader) {
    loader = new DataLoader<K, V>(batch);
    loaders.set(name, loader);
  }
  return loader;
}
