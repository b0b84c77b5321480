import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { compressBrotli, listCompressible, precompressTree } from './precompress.ts';

let tmp: string;

function site(dir: string): void {
  const write = (rel: string, body: string | Buffer): void => {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), body);
  };
  write('de-de/index.html', `<!DOCTYPE html><h1>Start</h1>${'<p>E-Bikes für jeden Weg. </p>'.repeat(300)}`);
  write('page-data/de-de/page-data.json', JSON.stringify({ words: 'Daten '.repeat(2000) }));
  write('assets/app-abc.js', `export const a = ${JSON.stringify('x y '.repeat(3000))};`);
  write('assets/app-abc.css', `.a{color:red}${'.b{margin:0}'.repeat(400)}`);
  write('sitemap.xml', `<urlset>${'<url><loc>https://x/</loc></url>'.repeat(200)}</urlset>`);
  write('site.webmanifest', JSON.stringify({ name: 'Winora', icons: Array.from({ length: 60 }, (_, i) => ({ src: `/icon-${i}.png` })) }));
  // Larger than brotli's smallest window (64 KB): its copy needs a wider one.
  write('de-de/katalog/index.html', `<!DOCTYPE html>${Array.from({ length: 4000 }, (_, i) => `<li>Rad ${i} für ${i % 7} Wege</li>`).join('')}`);
  write('robots.txt', 'User-agent: *\n');
  write('assets/hero.jpg', crypto.randomBytes(5000));
  write('assets/font.woff2', crypto.randomBytes(5000));
  write('assets/noise.txt', crypto.randomBytes(3000));
}

/** Every file under `dir` with its bytes, by relative path. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const full = path.join(dir, rel);
    if (fs.statSync(full).isFile()) out[rel.split(path.sep).join('/')] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return out;
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The cache's entries (copies by key), without its own dot-named records. */
const entries = (dir: string): string[] => fs.readdirSync(dir).filter((name) => !name.startsWith('.'));

describe('precompressTree', () => {
  it('writes a brotli and a gzip copy beside each text file that decode to the file', async () => {
    const dir = path.join(tmp, 'a');
    site(dir);
    const report = await precompressTree({ root: dir, concurrency: 2 });
    for (const rel of ['de-de/index.html', 'de-de/katalog/index.html', 'page-data/de-de/page-data.json', 'assets/app-abc.js', 'assets/app-abc.css', 'sitemap.xml', 'site.webmanifest']) {
      const original = fs.readFileSync(path.join(dir, rel));
      const br = fs.readFileSync(path.join(dir, `${rel}.br`));
      const gz = fs.readFileSync(path.join(dir, `${rel}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(original), rel).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original), rel).toBe(true);
      expect(br.length).toBeLessThan(gz.length);
    }
    expect(report.files).toBe(7);
    expect(report.brotliBytes).toBeLessThan(report.gzipBytes);
  });

  it('leaves pictures, fonts, files under the threshold and copies that would not be smaller alone', async () => {
    const dir = path.join(tmp, 'a');
    site(dir);
    await precompressTree({ root: dir });
    const files = Object.keys(snapshot(dir));
    for (const rel of ['robots.txt', 'assets/hero.jpg', 'assets/font.woff2']) {
      expect(files).not.toContain(`${rel}.br`);
      expect(files).not.toContain(`${rel}.gz`);
    }
    // Random bytes do not compress: a copy would be larger than the file, so there is none.
    expect(files).toContain('assets/noise.txt');
    expect(files.filter((f) => f.startsWith('assets/noise.txt.'))).toEqual([]);
  });

  it('gives byte-identical output for the same input, whatever the concurrency', async () => {
    site(path.join(tmp, 'a'));
    site(path.join(tmp, 'b'));
    // The random files differ between the two sites; give both the same bytes.
    for (const rel of ['assets/hero.jpg', 'assets/font.woff2', 'assets/noise.txt']) fs.copyFileSync(path.join(tmp, 'a', rel), path.join(tmp, 'b', rel));
    await precompressTree({ root: path.join(tmp, 'a'), concurrency: 1 });
    await precompressTree({ root: path.join(tmp, 'b'), concurrency: 4 });
    expect(snapshot(path.join(tmp, 'b'))).toEqual(snapshot(path.join(tmp, 'a')));
  });

  it('reuses the copies of unchanged files from the cache, compresses changed ones, and keeps only what the last run used', async () => {
    const cacheDir = path.join(tmp, 'cache');
    site(path.join(tmp, 'a'));
    const first = await precompressTree({ root: path.join(tmp, 'a'), cacheDir });
    expect(first.reused).toBe(0);
    const compressible = listCompressible(path.join(tmp, 'a')).length;
    const cold = snapshot(path.join(tmp, 'a'));
    fs.cpSync(path.join(tmp, 'a'), path.join(tmp, 'b'), { recursive: true, filter: (src) => !/\.(br|gz)$/u.test(src) });
    fs.writeFileSync(path.join(tmp, 'b', 'de-de/index.html'), `<!DOCTYPE html><h1>Neu</h1>${'<p>Geändert. </p>'.repeat(300)}`);
    const second = await precompressTree({ root: path.join(tmp, 'b'), cacheDir, removeUnused: 'wait' });
    expect(second.reused).toBe(compressible - 1);
    const warm = snapshot(path.join(tmp, 'b'));
    for (const rel of ['assets/app-abc.js.br', 'page-data/de-de/page-data.json.gz']) expect(warm[rel]).toBe(cold[rel]);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(tmp, 'b', 'de-de/index.html.br'))).toString()).toContain('Neu');
    // The old index.html's entries are gone: the cache holds one build's worth (its own records have dot names).
    expect(entries(cacheDir)).toHaveLength(compressible * 2);
  });

  it('removes the unused cache entries after the run by default, in a process of their own', async () => {
    const cacheDir = path.join(tmp, 'cache');
    site(path.join(tmp, 'a'));
    await precompressTree({ root: path.join(tmp, 'a'), cacheDir });
    const compressible = listCompressible(path.join(tmp, 'a')).length;
    fs.writeFileSync(path.join(tmp, 'a', 'de-de/index.html'), `<!DOCTYPE html><h1>Neu</h1>${'<p>Geändert. </p>'.repeat(300)}`);
    for (const name of fs.readdirSync(path.join(tmp, 'a'), { recursive: true }) as string[]) if (/\.(br|gz)$/u.test(name)) fs.rmSync(path.join(tmp, 'a', name));
    await precompressTree({ root: path.join(tmp, 'a'), cacheDir });
    await vi.waitFor(() => expect(entries(cacheDir)).toHaveLength(compressible * 2), { timeout: 10_000, interval: 50 });
    // Rewritten in place since the first run: known by its bytes, not by what the first run recorded of the file.
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(tmp, 'a', 'de-de/index.html.br'))).toString()).toContain('Neu');
  });

  it('takes the copies of files hard-linked from the last output (the build cache\'s reuse) and compresses a file written anew', async () => {
    const cacheDir = path.join(tmp, 'cache');
    site(path.join(tmp, 'a'));
    await precompressTree({ root: path.join(tmp, 'a'), cacheDir });
    const cold = snapshot(path.join(tmp, 'a'));
    for (const rel of fs.readdirSync(path.join(tmp, 'a'), { recursive: true }) as string[]) {
      const src = path.join(tmp, 'a', rel);
      if (!fs.statSync(src).isFile() || /\.(br|gz)$/u.test(rel)) continue;
      fs.mkdirSync(path.dirname(path.join(tmp, 'b', rel)), { recursive: true });
      if (rel === 'de-de/index.html') fs.writeFileSync(path.join(tmp, 'b', rel), `<!DOCTYPE html><h1>Neu</h1>${'<p>Geändert. </p>'.repeat(300)}`);
      else fs.linkSync(src, path.join(tmp, 'b', rel));
    }
    const next = await precompressTree({ root: path.join(tmp, 'b'), cacheDir, removeUnused: 'wait' });
    expect(next.reused).toBe(listCompressible(path.join(tmp, 'b')).length - 1);
    const warm = snapshot(path.join(tmp, 'b'));
    for (const rel of ['assets/app-abc.js.br', 'page-data/de-de/page-data.json.gz']) expect(warm[rel]).toBe(cold[rel]);
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(tmp, 'b', 'de-de/index.html.br'))).toString()).toContain('Neu');
  });

  it('spends brotli quality 11 on hashed assets and 6 on pages, or what brotliQuality says', async () => {
    const dir = path.join(tmp, 'a');
    site(dir);
    await precompressTree({ root: dir });
    const read = (rel: string): Buffer => fs.readFileSync(path.join(dir, rel));
    expect(read('assets/app-abc.js.br').equals(compressBrotli(read('assets/app-abc.js'), 11))).toBe(true);
    expect(read('de-de/index.html.br').equals(compressBrotli(read('de-de/index.html'), 6))).toBe(true);
    await precompressTree({ root: dir, brotliQuality: () => 11 });
    expect(read('de-de/index.html.br').equals(compressBrotli(read('de-de/index.html'), 11))).toBe(true);
  });
});
