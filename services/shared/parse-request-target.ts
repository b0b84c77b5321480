/**
 * The request target of an HTTP request (`req.url`), read safely: `new URL(req.url, base)` throws on `//`,
 * `//[` or `//:99999` and takes `//evil.example/` for a host, so a server that calls it outside a guard dies on
 * the first such request. This reads the target as a path only: dot segments resolved, `\` read as `/` (as
 * browsers do), repeated slashes collapsed, and anything it cannot read is a reason for a 400, never a throw.
 */

/** A request target that can be served. */
export interface RequestTarget {
  /** Canonical path, still percent-encoded: starts with one `/`, no `//`, no dot segments. */
  readonly pathname: string;
  /** `?…` as sent (bytes outside printable ASCII percent-encoded), or `''`. */
  readonly search: string;
  readonly query: URLSearchParams;
  /** `pathname` decoded; never contains NUL. */
  readonly decodedPath: string;
}

/** {@link parseRequestTarget}'s answer: the target, or why it is a bad request. */
export type ParsedRequestTarget = { readonly ok: true; readonly value: RequestTarget } | { readonly ok: false; readonly error: string };

/** Percent-encodes every character outside printable ASCII (Node hands request bytes over as latin1). */
function encodeUnprintable(text: string): string {
  return text.replace(/[^\x21-\x7e]/gu, (ch) => {
    const code = ch.codePointAt(0)!;
    return code <= 0xff ? `%${code.toString(16).toUpperCase().padStart(2, '0')}` : encodeURIComponent(ch);
  });
}

/**
 * Reads `req.url` as an origin-form target (`/path?query`). Absolute form (`http://host/`), `*`, malformed
 * percent-encoding in the path and an encoded NUL are errors: the caller answers 400.
 */
export function parseRequestTarget(raw: string | undefined): ParsedRequestTarget {
  if (raw === undefined || !raw.startsWith('/')) return { ok: false, error: 'the request target must be a path starting with /' };
  const target = encodeUnprintable(raw.split('#', 1)[0]!);
  const q = target.indexOf('?');
  const pathPart = q === -1 ? target : target.slice(0, q);
  const search = q === -1 ? '' : target.slice(q);
  let pathname: string;
  try {
    // Appended to an origin (not resolved against a base) so that `//x` stays a path and never becomes a host.
    pathname = new URL(`http://localhost${pathPart}`).pathname.replace(/\/{2,}/g, '/');
  } catch {
    return { ok: false, error: 'the request path cannot be read' };
  }
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(pathname);
  } catch {
    return { ok: false, error: 'the request path has malformed percent-encoding' };
  }
  if (decodedPath.includes('\0')) return { ok: false, error: 'the request path contains NUL' };
  return { ok: true, value: { pathname, search: search === '?' ? '' : search, query: new URLSearchParams(search), decodedPath } };
}

/** True when `location` stays on this origin: one `/` followed by anything but `/` or `\` (or `/` alone). */
export function isSameOriginLocation(location: string): boolean {
  return location === '/' || /^\/[^/\\]/.test(location);
}
