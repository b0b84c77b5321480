/**
 * Desired behaviour: broken content is never dropped without a word. Before, a story file that is not JSON,
 * lacks its `key` or has an unknown page component vanished from every locale (the build discarded the
 * content service's problem lines), and links to missing stories shipped as dead links; the build said
 * nothing and exited 0. Now the build lists every problem with file and field and fails on them
 * (`contentProblems: 'warn'` lists them and builds the rest).
 *
 * A fixture content folder with one broken story of each kind, served by the local content service and read
 * through the production content client, as `pnpm build` reads it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { brandConfigs } from '../../../brands/registry.ts';
import { startContentService, type ContentService } from '../../../services/content/create-content-server.ts';
import { resolveBrandConfig } from '../../config/resolve-brand-config.ts';
import { createLocales } from '../../locale/locales.ts';
import { createContentRouteSource } from '../../routes/crawl-content-routes.ts';
import { createSite } from '../../site.tsx';
import { createApiContentSource } from '../client/create-api-content-source.ts';
import { createContentClient } from '../client/create-content-client.ts';
import { checkStoryFiles, displayPath } from './check-story-files.server.ts';
import { formatContentProblem, reportContentProblems, resolveContentProblemMode, sortProblems, type ContentProblem } from './content-problem.ts';

const brand = resolveBrandConfig('winora', brandConfigs.winora);
const locales = createLocales(brand);
const german = locales.filter((l) => l.language === 'de').map((l) => l.id).sort();
const germanOutsideDe = german.filter((id) => id !== 'de-de');

const page = (title: string, body: unknown[] = [], extra: Record<string, unknown> = {}) => ({ component: 'page', title, body, ...extra });
const storyLink = (slug: string) => ({ linktype: 'story', full_slug: slug });
const cta = (link: unknown) => ({ component: 'cta', headline: 'Mehr', label: 'Los', link });

/** Story files of the fixture, by path under `content/winora/de/`: a JSON value, or raw text. */
const FILES: Record<string, unknown> = {
  'sitepages/structure/ueber-uns.json': {
    name: 'Über uns',
    key: 'about',
    content: page('Über uns', [
      cta(storyLink('sitepages/structure/gibt-es-nicht')),
      cta(storyLink('sitepages/structure/nur-de')),
      { component: 'rich_text', text: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'alt', marks: [{ type: 'link', attrs: { linktype: 'story', full_slug: 'sitepages/structure/kontakt-alt' } }] }] }] } },
      cta({ linktype: 'url', url: '/haendler-alt/' }),
      cta(storyLink('sitepages/structure/ohne-fehler')),
      { component: 'faq_section', headline: 'Fragen', faqs: ['sitecentralcontent/faqs/gibt-es-nicht', 'sitecentralcontent/faqs/ohne-antwort'] },
      { component: 'banner', headline: 'Bild', image: { filename: 'heroes/fehlt.svg', alt: 'fehlt' } },
    ]),
  },
  'sitecentralcontent/faqs/ohne-antwort.json': { name: 'Ohne Antwort', key: 'faq-no-answer', content: { component: 'faq', question: 'Warum?' } },
  'sitepages/structure/ohne-fehler.json': { name: 'Ohne Fehler', key: 'fine', content: page('Ohne Fehler') },
  'sitepages/structure/nur-de.json': { name: 'Nur DE', key: 'de-only', content: page('Nur DE', [], { markets: ['DE'] }) },
  'sitepages/structure/kaputt.json': '{ "name": "Kaputt", "key": "broken", "content": { "component": "page", ',
  'sitepages/structure/karussell.json': { name: 'Karussell', key: 'carousel', content: { component: 'carousel_page', title: 'Karussell' } },
  'sitepages/structure/ohne-schluessel.json': { name: 'Ohne Schlüssel', content: page('Ohne Schlüssel') },
  'sitepages/structure/leer.json': { name: 'Leer', key: 'empty', content: page('') },
  'sitepages/structure/mit-unbekanntem-block.json': { name: 'Unbekannt', key: 'unknown-block', content: page('Unbekannt', [{ component: 'carousel', slides: [] }]) },
};

let dir = '';
let service: ContentService;
const file = (rel: string): string => displayPath(path.join(dir, 'winora', 'de', rel));

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-problems-'));
  for (const [rel, body] of Object.entries(FILES)) {
    const target = path.join(dir, 'winora', 'de', rel);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, typeof body === 'string' ? body : JSON.stringify(body, null, 2));
  }
  service = await startContentService({ contentDir: dir, port: 0 });
});
afterAll(async () => {
  await service.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const quiet = { warn: () => undefined, error: () => undefined };
function routeSource() {
  const client = createContentClient({ brand: 'winora', token: 'winora-public', endpoint: `${service.url}/v2`, defaultLanguage: 'de', rateLimit: 1000, log: quiet });
  return createContentRouteSource({
    brand,
    locales,
    source: createApiContentSource(client),
    contactForm: () => ({}) as never,
    storyFile: (language, fullSlug) => displayPath(path.join(dir, 'winora', language, `${fullSlug}.json`)),
  });
}

describe('content problems of a fixture folder (each broken story once)', () => {
  it('the story files the content service would drop: not JSON, no key', () => {
    expect(checkStoryFiles({ root: dir, brand: 'winora' }).map(formatContentProblem)).toEqual([
      expect.stringMatching(new RegExp(`^${escape(file('sitepages/structure/kaputt.json'))}: \\(file\\): not JSON \\(.+\\): the story is left out of every locale$`)),
      `${file('sitepages/structure/ohne-schluessel.json')}: key: Invalid key: Expected "key" but received undefined`,
    ]);
  });

  it('the page stories and links as the API answers them: unknown component, invalid field, unknown block, links to missing stories and to pages a market does not have', async () => {
    const source = routeSource();
    const routes = await source.crawl();
    const built = new Set(routes.map((r) => r.path));
    const lines = sortProblems(await source.problems(built)).map(formatContentProblem);
    const about = file('sitepages/structure/ueber-uns.json');
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${escape(file('sitepages/structure/karussell.json'))}: content\\.component: unknown page component "carousel_page": the story is left out of every locale \\(page components: home, .*page.*\\)$`)));
    expect(lines).toContain(`${file('sitepages/structure/leer.json')}: content.title: must not be empty`);
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${escape(file('sitepages/structure/mit-unbekanntem-block.json'))}: content\\.body\\.0\\.component: `)));
    expect(lines).toContain(`${about}: content.body.0.link: link to "sitepages/structure/gibt-es-nicht" names no story of this language (dead link in ${german.join(', ')})`);
    expect(lines).toContain(`${about}: content.body.1.link: link to "sitepages/structure/nur-de" leads to no page of the build in ${germanOutsideDe.join(', ')}`);
    expect(lines).toContain(`${about}: content.body.2.text.content.0.content.0.marks.0: link to "sitepages/structure/kontakt-alt" names no story of this language (dead link in ${german.join(', ')})`);
    expect(lines).toContain(`${about}: content.body.3.link: link to "/haendler-alt/" leads to no page of the build in ${german.join(', ')}`);
    // A relation to a missing story, a related story its schema rejects (named after its own file), a missing image.
    expect(lines).toContain(`${about}: content.body.5.faqs.0: relation "sitecentralcontent/faqs/gibt-es-nicht" names no published story (not shown)`);
    expect(lines).toContain(`${file('sitecentralcontent/faqs/ohne-antwort.json')}: content.answer: Invalid key: Expected "answer" but received undefined (not shown on the pages that relate it)`);
    expect(lines).toContain(`${about}: content.body.6.image: image "heroes/fehlt.svg" is not among the brand's assets (a broken image)`);
    // Nothing else: the link to a page every market has, and the stories without faults, are fine.
    expect(lines).toHaveLength(10);
    // A story whose content cannot be rendered is not built (it would fail the page load); one with an unknown block is.
    expect(routes.filter((r) => r.locale === 'de-de').map((r) => r.path).sort()).toEqual(['/de-de/mit-unbekanntem-block/', '/de-de/nur-de/', '/de-de/ohne-fehler/', '/de-de/ueber-uns/']);
  });

  it('the site crawl fails listing every problem with file and field (it used to build without the broken stories and exit 0)', async () => {
    const site = createSite({ year: 2026, contentBuildUrl: `${service.url}/v2`, contentRoot: dir });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const crawl = site.crawl();
      await expect(crawl).rejects.toThrow(/^8 content problems:\n/);
      const message = await crawl.then(() => '', (e: Error) => e.message);
      for (const rel of ['kaputt.json', 'ohne-schluessel.json', 'karussell.json', 'leer.json', 'mit-unbekanntem-block.json']) expect(message).toContain(`  ${file(`sitepages/structure/${rel}`)}: `);
      // Without commerce routes (no catalogue) links are not checked; relations and images are.
      expect(message).toContain('names no published story');
      expect(message).not.toContain('leads to no page');
      expect(message).toContain(`${file('sitepages/structure/ohne-schluessel.json')}: key: Invalid key`);
      expect(message).toMatch(/--content-problems=warn/);
    } finally {
      error.mockRestore();
    }
  });

  it('contentProblems: warn lists the same problems as warnings and builds the rest', async () => {
    const warnings: string[] = [];
    const warn = vi.spyOn(console, 'warn').mockImplementation((line: string) => void warnings.push(line));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const routes = await createSite({ year: 2026, contentBuildUrl: `${service.url}/v2`, contentRoot: dir, contentProblems: 'warn' }).crawl();
      expect(routes.map((r) => r.path)).toContain('/de-de/ueber-uns/');
      expect(routes.map((r) => r.path)).not.toContain('/de-de/leer/');
      expect(warnings.filter((w) => w.startsWith('content problem: '))).toHaveLength(8);
      expect(warnings.at(-1)).toMatch(/^8 content problems; building anyway/);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});

describe('reporting', () => {
  const problems: ContentProblem[] = [
    { file: 'content/winora/de/b.json', field: 'key', message: 'missing' },
    { file: 'content/winora/de/a.json', field: '(file)', message: 'not JSON' },
    { file: 'content/winora/de/a.json', field: '(file)', message: 'not JSON' },
  ];

  it('error: one error listing each problem once, sorted by file', () => {
    expect(() => reportContentProblems(problems, 'error', () => undefined)).toThrow(
      '2 content problems:\n  content/winora/de/a.json: (file): not JSON\n  content/winora/de/b.json: key: missing\n',
    );
  });

  it('no problems: nothing happens in either mode', () => {
    const warn = vi.fn();
    expect(() => reportContentProblems([], 'error', warn)).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
  });

  it('warn is refused in CI', () => {
    expect(resolveContentProblemMode('warn', true)).toEqual({ ok: false, error: expect.stringMatching(/cannot be downgraded to warnings in CI/) });
    expect(resolveContentProblemMode('warn', false)).toEqual({ ok: true, value: 'warn' });
    expect(resolveContentProblemMode(undefined, true)).toEqual({ ok: true, value: 'error' });
  });
});

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
