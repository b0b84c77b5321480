/**
 * Runs `task` over what `take` hands out until it returns null, with at most `concurrency` in flight (items may be
 * shared with other threads, claimed one at a time). Rejects on the first failure after in-flight tasks settle; no
 * further items are taken.
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
