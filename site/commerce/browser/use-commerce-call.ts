import { useCallback, useEffect, useRef, useState } from 'react';
import type { Result } from '@cycle/engine/shared';
import type { CommerceError } from '../shopware/create-shopware-client.ts';

/** After this long a pending call says so (a slow backend is not a dead one). */
export const SLOW_AFTER_MS = 2500;

/** State of one commerce call: nothing yet, waiting (maybe slowly), failed with a retry, or done. */
export type CallState<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'pending'; readonly slow: boolean }
  | { readonly status: 'failed'; readonly error: CommerceError }
  | { readonly status: 'done'; readonly value: T };

export const IDLE: CallState<never> = Object.freeze({ status: 'idle' });

/**
 * Runs a commerce call with pending, slow and failed states. `retry` repeats the last call: failures are values,
 * the basket lives in the backend under the stored context token, so trying again is always safe.
 */
export function useCommerceCall<T>(): { readonly state: CallState<T>; run(call: () => Promise<Result<T, CommerceError>>): Promise<Result<T, CommerceError>>; retry(): void; reset(): void } {
  const [state, setState] = useState<CallState<T>>(IDLE);
  const last = useRef<(() => Promise<Result<T, CommerceError>>) | null>(null);
  const generation = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(async (call: () => Promise<Result<T, CommerceError>>) => {
    last.current = call;
    const mine = ++generation.current;
    setState({ status: 'pending', slow: false });
    const timer = setTimeout(() => {
      if (mounted.current && generation.current === mine) setState({ status: 'pending', slow: true });
    }, SLOW_AFTER_MS);
    const result = await call();
    clearTimeout(timer);
    if (mounted.current && generation.current === mine) setState(result.ok ? { status: 'done', value: result.value } : { status: 'failed', error: result.error });
    return result;
  }, []);
  const retry = useCallback(() => {
    if (last.current !== null) void run(last.current);
  }, [run]);
  const reset = useCallback(() => setState(IDLE), []);
  return { state, run, retry, reset };
}
