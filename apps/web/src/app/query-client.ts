import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../lib/api';
import { notifyFromCache } from '../lib/snackbar';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * `handlesErrors: true` says the screen that runs the mutation shows its failure itself (field errors on a form,
     * a message of its own, a dialog that stays open…), so the cache's error snackbar stays quiet.
     */
    mutationMeta: { handlesErrors?: boolean };
  }
}

/**
 * The console's query client: one error path for every mutation (a failure shows the error snackbar once, unless
 * the mutation's `meta.handlesErrors` says its screen shows it), and the query defaults. Tests build the same one.
 */
export const createQueryClient = (overrides: { retry?: boolean } = {}) =>
  new QueryClient({
    mutationCache: new MutationCache({
      onError: (err, _vars, _ctx, mutation) => {
        if (!mutation.meta?.handlesErrors) notifyFromCache(errorMessage(err), 'error');
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // 4xx answers will not change on retry.
        retry: overrides.retry ?? ((count, err) => !(err instanceof ApiError && err.status < 500) && count < 2),
      },
    },
  });

/** Settles a `mutateAsync` whose failure the mutation cache already showed, so it is not an unhandled rejection. */
export const errorShown = (): void => undefined;
