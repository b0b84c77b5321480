/**
 * `window.sessionStorage`, or `null` where reading it throws (private modes, sandboxed frames, disabled
 * storage). Callers treat `null` as "no memory across page loads" and keep working.
 */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
