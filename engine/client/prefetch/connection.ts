import { PREFETCH_POLICY, type PrefetchPolicy } from './prefetch-policy.ts';

/** What the runtime needs to decide whether speculative loads are welcome. */
export interface PrefetchEnvironment {
  /**
   * `navigator.connection`. Typed `unknown` on purpose: it is missing in
   * Firefox and Safari, and its fields are read defensively.
   */
  readonly connection?: unknown;
  /** `navigator.userAgent`. @default '' */
  readonly userAgent?: string;
}

/**
 * Whether speculative prefetching is allowed: not on a 2g connection, not in
 * data-saver mode and not for bots. A missing or odd `connection` object
 * allows prefetching (most browsers have none).
 */
export function canPrefetch(env: PrefetchEnvironment, policy: Pick<PrefetchPolicy, 'slowEffectiveType' | 'botUserAgent'> = PREFETCH_POLICY): boolean {
  if (env.userAgent !== undefined && policy.botUserAgent.test(env.userAgent)) return false;
  const connection = env.connection;
  if (typeof connection !== 'object' || connection === null) return true;
  const { effectiveType, saveData } = connection as { effectiveType?: unknown; saveData?: unknown };
  if (saveData === true) return false;
  return !(typeof effectiveType === 'string' && effectiveType.includes(policy.slowEffectiveType));
}
