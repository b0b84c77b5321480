/**
 * Build-side checks of the page stories the content API answers (local service or Storyblok alike):
 * every page story's component and fields against the model's schemas (strict: an unknown block is a
 * problem too), and every internal link of every built content page against the pages the build has.
 */
import { contentHref, type LinkLike, type LinkLocale } from '../links/content-href.ts';
import { parseCentralContent, parsePageContent } from '../model/parse-content.ts';
import { PAGE_SCHEMAS } from '../model/pages.ts';
import { RESOLVE_RELATIONS } from '../model/relations.ts';
import type { ContentStory } from '../source/content-story.ts';
import type { ContentProblem } from './content-problem.ts';

/** Names a story in a problem: its file (`content/winora/de/….json`) or `story de/<full_slug>`. */
export type StoryFileLabel = (language: string, fullSlug: string) => string;

/** The default label against an API without files. */
export const apiStoryLabel: StoryFileLabel = (language, fullSlug) => `story ${language}/${fullSlug}`;

/**
 * The problems of one page story's content: an unknown page component (the crawl leaves such a story out of
 * every locale), and every field the strict schema rejects (an unknown block renders as nothing in
 * production; an invalid field makes the page fail to load).
 */
export function pageStoryProblems(story: ContentStory, file: string): ContentProblem[] {
  const parsed = parsePageContent(story.content, { strict: true });
  if (parsed.ok) return [];
  return parsed.issues.map((issue) => {
    const at = issue.indexOf(': ');
    const field = at < 0 ? 'content' : issue.slice(0, at);
    const message = at < 0 ? issue : issue.slice(at + 2);
    if (field === 'content.component') {
      return { file, field, message: `${message}: the story is left out of every locale (page components: ${Object.keys(PAGE_SCHEMAS).join(', ')})` };
    }
    return { file, field, message };
  });
}

/** Relation fields by component (`faq_section` → `faqs`), from RESOLVE_RELATIONS. */
const RELATION_FIELDS: ReadonlyMap<string, ReadonlySet<string>> = (() => {
  const fields = new Map<string, Set<string>>();
  for (const r of RESOLVE_RELATIONS) {
    const [component, field] = r.split('.') as [string, string];
    fields.set(component, (fields.get(component) ?? new Set()).add(field));
  }
  return fields;
})();

/** An image the API answers with a file name instead of the image service's URL: the file is not among the space's assets. */
const isUnresolvedAsset = (filename: unknown): filename is string => typeof filename === 'string' && filename !== '' && !/^(https?:)?\/\//i.test(filename) && !filename.startsWith('data:');

/**
 * What a page would silently leave out: a relation the API could not resolve (a FAQ, hero or method story that
 * does not exist or is not published: the renderer skips it), a resolved relation whose content its schema
 * rejects (skipped too), and an image whose file is not among the assets (a broken image). A resolved relation
 * is named after its own story, so a broken shared story is one problem however many pages show it.
 * `checkImages` false: the stories are in file form (file names, not image-service URLs), so images are not checked.
 */
export function referenceProblems(story: ContentStory, file: string, labelOf: (fullSlug: string) => string, checkImages = true): ContentProblem[] {
  const out: ContentProblem[] = [];
  const onRelated = (o: Record<string, unknown>, related: string): void => {
    const parsed = parseCentralContent(o['content']);
    if (!parsed.ok) for (const issue of parsed.issues) out.push({ file: related, field: issue.slice(0, Math.max(0, issue.indexOf(': '))) || 'content', message: `${issue.slice(issue.indexOf(': ') + 2)} (not shown on the pages that relate it)` });
  };
  walkContent(story, file, labelOf, (o, where, path) => {
    if (checkImages && (o['fieldtype'] === 'asset' || typeof o['filename'] === 'string') && isUnresolvedAsset(o['filename'])) {
      out.push({ file: where, field: path, message: `image "${o['filename']}" is not among the brand's assets (a broken image)` });
    }
    if (checkImages && o['type'] === 'image' && typeof o['attrs'] === 'object' && o['attrs'] !== null && isUnresolvedAsset((o['attrs'] as { src?: unknown }).src)) {
      out.push({ file: where, field: `${path}.attrs.src`, message: `image "${String((o['attrs'] as { src?: unknown }).src)}" is not among the brand's assets (a broken image)` });
    }
    const fields = typeof o['component'] === 'string' ? RELATION_FIELDS.get(o['component']) : undefined;
    for (const [key, value] of Object.entries(o)) {
      if (!fields?.has(key)) continue;
      const values = Array.isArray(value) ? value : [value];
      values.forEach((v, i) => {
        const at = Array.isArray(value) ? `${path}.${key}.${i}` : `${path}.${key}`;
        if (typeof v === 'string' && v !== '') out.push({ file: where, field: at, message: `relation "${v}" names no published story (not shown)` });
      });
    }
  }, onRelated);
  return out;
}

/** One internal link found in a page's content: where it sits (file, field), what it names, the href it gets. */
export interface FoundLink {
  readonly file: string;
  readonly field: string;
  /** The story slug (story links) or the url as written. */
  readonly target: string;
  readonly linktype: string;
  readonly href: string;
}

const isResolvedStory = (o: Record<string, unknown>): boolean =>
  typeof o['full_slug'] === 'string' && typeof o['content'] === 'object' && o['content'] !== null && typeof o['uuid'] === 'string';

/**
 * Walks a page story's content as it is rendered: `visit` sees every object with the story it is shown under
 * (`where`) and its field path. A resolved relation (a FAQ, a hero story) is rendered on the page, so it is walked
 * too, named after its own story (after `onRelated` sees it); a link's resolved `story` is only its target and is
 * not walked.
 */
function walkContent(
  story: ContentStory,
  file: string,
  labelOf: (fullSlug: string) => string,
  visit: (o: Record<string, unknown>, where: string, path: string) => void,
  onRelated?: (o: Record<string, unknown>, related: string) => void,
): void {
  const walk = (node: unknown, where: string, path: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, where, `${path}.${i}`));
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const o = node as Record<string, unknown>;
    if (path !== 'content' && isResolvedStory(o)) {
      const related = labelOf(String(o['full_slug']));
      onRelated?.(o, related);
      walk(o['content'], related, 'content');
      return;
    }
    visit(o, where, path);
    for (const [key, value] of Object.entries(o)) {
      if (key === 'story' && typeof o['linktype'] === 'string') continue;
      walk(value, where, `${path}.${key}`);
    }
  };
  walk(story.content, file, 'content');
}

/**
 * Every link of a page story as the renderers write it (multilinks and rich-text link marks), with the field
 * it sits in. A resolved relation (a FAQ, a hero story) is rendered on the page, so its links count, named
 * after its own story; a link's resolved `story` is only its target and is not walked.
 */
export function linksOf(story: ContentStory, locale: LinkLocale, file: string, labelOf: (fullSlug: string) => string): FoundLink[] {
  const out: FoundLink[] = [];
  walkContent(story, file, labelOf, (o, where, path) => {
    if (typeof o['linktype'] !== 'string') return;
    const richText = typeof o['href'] === 'string';
    const resolved = typeof o['story'] === 'object' && o['story'] !== null ? (o['story'] as { full_slug?: unknown }) : undefined;
    const link: LinkLike = richText
      ? { linktype: o['linktype'], url: o['href'] as string, cached_url: o['href'] as string, ...(typeof resolved?.full_slug === 'string' ? { story: { full_slug: resolved.full_slug } } : {}), ...(o['linktype'] === 'email' ? { email: o['href'] as string } : {}) }
      : (o as LinkLike);
    const href = contentHref(link, locale);
    const target = (link.linktype === 'story' ? (link.story?.full_slug ?? link.full_slug ?? link.cached_url) : (link.url || link.cached_url)) ?? '';
    if (href !== null) out.push({ file: where, field: richText ? path.replace(/\.attrs$/, '') : path, target: link.linktype === 'story' ? target.replace(/^\/+/, '') : target, linktype: link.linktype ?? 'url', href });
  });
  return out;
}

/** A link as it is checked: the locale it is built in. */
export interface LocatedLink extends FoundLink {
  readonly localeId: string;
}

/**
 * Links that go nowhere: a story link naming no story of the language (`storyExists`), or an internal href
 * no built page has. One problem per file, field and target, listing the locales it is dead in.
 */
export function deadLinkProblems(links: readonly LocatedLink[], built: ReadonlySet<string>, storyExists: (target: string) => boolean): ContentProblem[] {
  const dead = new Map<string, { link: LocatedLink; locales: Set<string>; missingStory: boolean }>();
  for (const link of links) {
    if (!link.href.startsWith('/') || link.href.startsWith('//')) continue;
    const path = link.href.replace(/[?#].*$/, '');
    const missingStory = link.linktype === 'story' && !storyExists(link.target);
    if (!missingStory && built.has(path)) continue;
    const key = `${link.file}\u0000${link.field}\u0000${link.target}`;
    const entry = dead.get(key) ?? { link, locales: new Set<string>(), missingStory };
    entry.locales.add(link.localeId);
    dead.set(key, entry);
  }
  return [...dead.values()].map(({ link, locales, missingStory }) => ({
    file: link.file,
    field: link.field,
    message: missingStory
      ? `link to "${link.target}" names no story of this language (dead link in ${[...locales].sort().join(', ')})`
      : `link to "${link.target}" leads to no page of the build in ${[...locales].sort().join(', ')}`,
  }));
}
