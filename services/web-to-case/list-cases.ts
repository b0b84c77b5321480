/**
 * `pnpm cases [--json] [--url=http://127.0.0.1:4400] [--data=DIR]`: prints the
 * stored cases (and refused posts). Asks the running service first, since one
 * process owns the database; when none runs, opens the data directory itself.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openCaseStore, type RejectedPost, type StoredCase } from './case-store.ts';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_TO_CASE_PORT } from './main.ts';

interface Listing {
  readonly source: string;
  readonly cases: readonly StoredCase[];
  readonly rejected: readonly RejectedPost[];
}

/** The cases, from the running service at `url` or else from `dataDir`. */
export async function readCases(url: string, dataDir: string): Promise<Listing> {
  try {
    const res = await fetch(`${url}/cases`);
    if (res.ok) return { source: url, ...((await res.json()) as Omit<Listing, 'source'>) };
  } catch {
    // No service running: read the database directly below.
  }
  const store = await openCaseStore(dataDir);
  try {
    return { source: dataDir, cases: await store.listCases(), rejected: await store.listRejected() };
  } finally {
    await store.close();
  }
}

/** Plain text for a person: one block per case, every field. */
export function formatCases(listing: Listing): string {
  const lines = [`${listing.cases.length} case(s), ${listing.rejected.length} refused post(s) — ${listing.source}`];
  for (const c of listing.cases) {
    lines.push('', `#${c.id}  ${c.receivedAt}  ${c.type ?? '(no type)'}  “${c.subject}”  <${c.email}>`);
    for (const [name, value] of Object.entries(c.fields)) lines.push(`    ${name.padEnd(18)} ${Array.isArray(value) ? value.join(' | ') : String(value)}`);
  }
  for (const r of listing.rejected) lines.push('', `refused #${r.id}  ${r.receivedAt}  ${r.status}: ${r.problems.map((p) => `${p.field} ${p.problem}`).join('; ')}`);
  return lines.join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const argv = process.argv.slice(2);
  const arg = (name: string): string | undefined => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const url = arg('url') ?? `http://127.0.0.1:${process.env['WEB_TO_CASE_PORT'] ?? DEFAULT_WEB_TO_CASE_PORT}`;
  const data = arg('data') ?? process.env['WEB_TO_CASE_DATA'];
  readCases(url, data ? path.resolve(data) : DEFAULT_DATA_DIR)
    .then((listing) => process.stdout.write(`${argv.includes('--json') ? JSON.stringify(listing, null, 2) : formatCases(listing)}\n`))
    .catch((error: unknown) => {
      process.stderr.write(`cases: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    });
}
