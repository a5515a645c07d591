import { useQuery } from '@tanstack/react-query';

/**
 * The answer to a search of a workspace by the first digits of a number (pool numbers, leads). Nothing is asked before
 * a search: `prefix` is null until the search form has a valid one.
 */
export function usePrefixSearch<T>(key: readonly string[], ws: string | undefined, prefix: string | null, search: (ws: string, prefix: string) => Promise<T>) {
  return useQuery({
    queryKey: [...key, ws ?? '', prefix ?? ''],
    queryFn: () => search(ws!, prefix!),
    enabled: Boolean(ws && prefix),
  });
}
