/**
 * Fails when a site component or style uses a raw colour instead of a
 * semantic token (`vars.color.*`). Brands define colours; the site only
 * names them. Run by `pnpm test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const RAW_COLOUR = /#[0-9a-fA-F]{3,8}\b|\brgba?\(\s*\d|\bhsla?\(\s*\d/;

/** Lines with raw colours in `files`, as `file:line: text`. */
export function findRawColours(files: readonly string[], read: (file: string) => string = (f) => fs.readFileSync(f, 'utf8')): string[] {
  const hits: string[] = [];
  for (const file of files) {
    read(file)
      .split('\n')
      .forEach((line, i) => {
        const code = line.replace(/\/\/.*$/, '');
        if (RAW_COLOUR.test(code)) hits.push(`${file}:${i + 1}: ${line.trim()}`);
      });
  }
  return hits;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..', 'site');
  const files = fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(tsx|css\.ts)$/.test(e.name) && !e.name.includes('.test.'))
    .map((e) => path.join(e.parentPath, e.name));
  const hits = findRawColours(files);
  if (hits.length > 0) {
    process.stderr.write(`Raw colours in site/ (use vars.color.* from brands/theme-contract.css.ts):\n${hits.join('\n')}\n`);
    process.exit(1);
  }
  process.stdout.write(`Design tokens: ${files.length} site files use semantic tokens only.\n`);
}
