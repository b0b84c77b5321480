/**
 * Runs `task` over `items` with at most `concurrency` in flight. Rejects on
 * the first failure after in-flight tasks settle; no further items start.
 */
export async function runPool<T>(items: readonly T[], concurrency: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await runQueue(() => (next < items.length ? { item: items[next] as T, index: next++ } : null), Math.min(concurrency, items.length), task);
}

/**
 * Runs `task` over what `take` hands out until it returns null, with at most `concurrency` in flight (items
 * shared with other threads, claimed one at a time). Rejects like {@link runPool}.
 */
export async function runQueue<T>(take: () => { readonly item: T; readonly index: number } | null, concurrency: number, task: (item: T, index: number) => Promise<void>): Promise<void> {
  let failure: { error: unknown } | null = null;
  const worker = async (): Promise<void> => {
    while (failure === null) {
      const next = take();
      if (next === null) return;
      try {
        await task(next.item, next.index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}
