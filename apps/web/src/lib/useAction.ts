import { useCallback, useEffect, useRef, useState } from 'react';

export interface ActionCallbacks<R> {
  onSuccess?: (result: R) => void;
  onError?: (error: unknown) => void;
}

/**
 * A small stand-in for TanStack's useMutation on the public pages (login, sign-up, password reset),
 * which keeps the query library out of their bundles. Same shape: mutate(input, {onSuccess, onError}).
 * `action` should be a module-level function (a fetcher), not a new closure on every render.
 */
export function useAction<I, R>(action: (input: I) => Promise<R>) {
  const [isPending, setPending] = useState(false);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(
    (input: I, callbacks: ActionCallbacks<R> = {}) => {
      setPending(true);
      action(input)
        .then(
          (result) => {
            if (mounted.current) callbacks.onSuccess?.(result);
          },
          (error: unknown) => {
            if (mounted.current) callbacks.onError?.(error);
          },
        )
        .finally(() => {
          if (mounted.current) setPending(false);
        });
    },
    [action],
  );

  return { mutate, isPending };
}
