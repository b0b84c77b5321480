/**
 * `pnpm entries [--json] [--data=DIR]`: prints the stored raffle and contest entries from the data folder (beside a
 * running service too: it only reads). A line that cannot be read is reported on stderr and skipped.
 */
import { pathToFileURL } from 'node:url';
import { readEntriesFile, type StoredEntry } from './entry-store.ts';
import { DEFAULT_ENTRIES_DATA_DIR, readListEntriesSettingsFromProcess } from './settings.ts';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/gu;
const safe = (s: string): string => s.replace(CONTROLS, '?');

/** The entries as text lines: campaign, time, name, email, answer, photo widths. */
export function formatEntries(entries: readonly StoredEntry[]): string {
  if (entries.length === 0) return 'No entries yet.\n';
  const lines = entries.map((e) => `${e.campaignId}  ${e.createdAt}  ${safe(e.name)} <${safe(e.email)}>  answer: ${safe(e.answer)}${e.photo ? `  photo ${e.photo.width}×${e.photo.height} (${e.photo.widths.join(', ')} w)` : ''}`);
  return `${lines.join('\n')}\n${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const settings = readListEntriesSettingsFromProcess();
  const { entries, problems } = readEntriesFile(settings.dataDir ?? DEFAULT_ENTRIES_DATA_DIR);
  for (const problem of problems) process.stderr.write(`${safe(problem)}\n`);
  process.stdout.write(settings.json ? `${JSON.stringify(entries, null, 2)}\n` : formatEntries(entries));
}
