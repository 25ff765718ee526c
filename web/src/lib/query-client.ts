import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { notifyError } from './notify';

interface AppMeta extends Record<string, unknown> {
  /** The screen shows this call's error itself (inline alert or form fields): no toast. */
  inlineError?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

/** A 401 that ended the session is already announced by the session-expired handler. */
function sessionAlreadyHandled(err: unknown): boolean {
  return isApiError(err) && err.status === 401 && err.code !== 'invalid_credentials';
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (err, query) => {
      if (!query.meta?.inlineError && !sessionAlreadyHandled(err)) notifyError(err);
    },
  }),
  mutationCache: new MutationCache({
    onError: (err, _vars, _ctx, mutation) => {
      if (!mutation.meta?.inlineError && !sessionAlreadyHandled(err)) notifyError(err);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (4xx) will not fix themselves: retry only network/server failures.
      retry: (count, err) => count < 2 && (!isApiError(err) || err.status === 0 || err.status >= 500),
    },
    mutations: { retry: false },
  },
});
