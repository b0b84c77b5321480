/**
 * `pnpm cases [--json] [--url=http://127.0.0.1:4400] [--data=DIR]`: prints the stored cases (and refused
 * posts). Asks the running service first, since one process owns the database; when none runs, opens the
 * data folder itself. Everything printed has its control characters escaped: the text comes from strangers.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { openCaseStore, type RejectedPost, type StoredCase } from './case-store.ts';
import { escapeForTerminal, escapeJsonForTerminal } from './escape-for-terminal.ts';
import { readCasesSettingsFromProcess } from './settings.ts';

/** What `pnpm cases` prints. */
export interface Listing {
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
  // Opening a folder that is not there would create an empty database (seconds of initdb) just to print nothing.
  if (!fs.existsSync(dataDir)) return { source: `${dataDir} (no data folder yet, and no service at ${url})`, cases: [], rejected: [] };
  const store = await openCaseStore({ dataDir, lockHint: `--url to ask the service that holds it` });
  try {
    return { source: dataDir, cases: await store.listCases(), rejected: await store.listRejected() };
  } finally {
    await store.close();
  }
}

const one = (s: string): string => escapeForTerminal(s);
/** A field value; a multi-line description continues on indented lines. */
const value = (v: unknown): string => {
  const text = Array.isArray(v) ? v.map(String).join(' | ') : String(v);
  return escapeForTerminal(text.replace(/\r\n?/g, '\n'), { keepNewlines: true }).replace(/\n/g, `\n${' '.repeat(23)}`);
};

/** Plain text for a person: one block per case, every field, control characters shown as escapes. */
export function formatCases(listing: Listing): string {
  const lines = [`${listing.cases.length} case(s), ${listing.rejected.length} refused post(s) — ${one(listing.source)}`];
  for (const c of listing.cases) {
    lines.push('', `#${c.id}  ${one(c.receivedAt)}  ${c.type === null ? '(no type)' : one(c.type)}  “${one(c.subject)}”  <${one(c.email)}>`);
    for (const [name, v] of Object.entries(c.fields)) lines.push(`    ${one(name).padEnd(18)} ${value(v)}`);
    for (const n of c.notes ?? []) lines.push(`    note: ${one(n.field)} ${one(n.note)}`);
  }
  for (const r of listing.rejected) {
    const cut = r.truncatedFromBytes ? ` (cut from ${r.truncatedFromBytes} bytes)` : '';
    lines.push('', `refused #${r.id}  ${one(r.receivedAt)}  ${r.status}: ${r.problems.map((p) => `${one(p.field)} ${one(p.problem)}`).join('; ')}${cut}`);
  }
  return lines.join('\n');
}

/** The listing as JSON, safe to print (C1 and bidi controls escaped too). */
export function formatCasesJson(listing: Listing): string {
  return escapeJsonForTerminal(JSON.stringify(listing, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const settings = readCasesSettingsFromProcess();
  readCases(settings.url ?? `http://127.0.0.1:${settings.port}`, settings.dataDir)
    .then((listing) => process.stdout.write(`${settings.json ? formatCasesJson(listing) : formatCases(listing)}\n`))
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      process.stderr.write(`${escapeForTerminal(message.startsWith('web-to-case') ? message : `cases: ${message}`)}\n`);
      process.exit(1);
    });
}
