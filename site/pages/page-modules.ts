/**
 * Page modules follow one convention: `site/pages/<chunk>/<chunk>-page.tsx`
 * with a default export. The chunk name is the folder name; the server
 * imports them eagerly, the client lazily, and the build maps Vite's
 * manifest back to chunk names with the same rule.
 */
export function chunkNameOf(modulePath: string): string | null {
  const match = /(?:^|\/)pages\/([a-z0-9-]+)\/\1-page\.tsx$/.exec(modulePath) ?? /^\.\/([a-z0-9-]+)\/\1-page\.tsx$/.exec(modulePath);
  return match ? (match[1] ?? null) : null;
}

/** Re-keys a glob result by chunk name. */
export function byChunkName<T>(modules: Record<string, T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [path, value] of Object.entries(modules)) {
    const name = chunkNameOf(path);
    if (!name) throw new Error(`Page module ${path} does not follow pages/<chunk>/<chunk>-page.tsx`);
    out[name] = value;
  }
  return out;
}
