/**
 * Content links (spec §2 "URL construction rules"): content-service slugs and multilinks become site paths.
 *
 * | input | href |
 * |---|---|
 * | story `sitepages/structure/service/kontakt` | `/at-de/service/kontakt/` |
 * | story `sitepages/structure-override-at/x`, `sitecentralcontent/x`, `sitestructure/x` | `/at-de/x/` |
 * | story `sitepages/structure/home` | `/at-de/` |
 * | url `/search?q=sinus` | `/at-de/search?q=sinus` (no slash added after a query) |
 * | url `https://…`, `http://…`, `tel:…`, `mailto:…` | unchanged |
 * | email `a@b.c` | `mailto:a@b.c` |
 * | url `at-de/service/service/faqs` | `/at-de/service/faqs/` (locale and repeated segments once) |
 */

/** What a link needs of a locale: its prefix without slashes (`at-de`, `nl/nl`). */
export interface LinkLocale {
  readonly prefix: string;
}

const CONTENT_PREFIXES = /^(?:sitecentralcontent\/|sitestructure\/|sitepages\/structure-override-[a-z]{2,3}\/|sitepages\/structure\/)/i;
const ABSOLUTE = /^(?:https?:\/\/|tel:|mailto:|\/\/)/i;

/** True for links the rules keep as they are (http, https, protocol-relative, tel:, mailto:). */
export const isAbsoluteHref = (href: string): boolean => ABSOLUTE.test(href);

/** Strips the content-service folder prefixes from a slug (`sitepages/structure/service/faqs` → `service/faqs`). */
export function stripContentPrefix(slug: string): string {
  let rest = slug.trim().replace(/^\/+/, '');
  // One prefix at a time: a central story may sit in `sitecentralcontent/sitestructure/…` in old spaces.
  while (CONTENT_PREFIXES.test(rest)) rest = rest.replace(CONTENT_PREFIXES, '');
  return rest;
}

/**
 * A site path from a slug or a relative url: the locale prefix, the path without locale segments and without
 * consecutive repeats, a trailing slash unless a query follows; the hash kept.
 */
export function localizedPath(slugOrUrl: string, locale: LinkLocale): string {
  const hashAt = slugOrUrl.indexOf('#');
  const hash = hashAt >= 0 ? slugOrUrl.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? slugOrUrl.slice(0, hashAt) : slugOrUrl;
  const queryAt = beforeHash.indexOf('?');
  const query = queryAt >= 0 ? beforeHash.slice(queryAt) : '';
  const pathPart = stripContentPrefix(queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash);
  const localeSegments = locale.prefix.split('/');
  let segments = pathPart.split('/').filter(Boolean);
  // Locale segments: a path that already starts with this locale's prefix gets it once.
  while (segments.length >= localeSegments.length && localeSegments.every((s, i) => segments[i]?.toLowerCase() === s)) {
    segments = segments.slice(localeSegments.length);
  }
  // `home` at the start of a page slug is the locale root (`sitepages/structure/home`).
  if (segments[0] === 'home' && segments.length === 1) segments = [];
  const deduped = segments.filter((s, i) => i === 0 || s !== segments[i - 1]);
  const path = `/${[...localeSegments, ...deduped].join('/')}`;
  return `${path}${query === '' ? '/' : query}${hash}`;
}

/** A multilink (Storyblok §7.1), in API or file form. */
export interface LinkLike {
  readonly linktype?: string | undefined;
  readonly url?: string | undefined;
  readonly cached_url?: string | undefined;
  readonly full_slug?: string | undefined;
  readonly email?: string | undefined;
  readonly anchor?: string | undefined;
  readonly story?: { readonly full_slug: string } | undefined;
}

/** The href of a multilink in a locale, or `null` for an empty link (nothing chosen in the editor). */
export function contentHref(link: LinkLike, locale: LinkLocale): string | null {
  const anchor = link.anchor ? `#${link.anchor}` : '';
  switch (link.linktype) {
    case 'email':
      return link.email ? `mailto:${link.email.replace(/^mailto:/i, '')}` : null;
    case 'story': {
      // The resolved story's full slug wins over the slug cached at publish time (it follows renames).
      const slug = link.story?.full_slug ?? link.full_slug ?? link.cached_url ?? '';
      return slug === '' ? null : localizedPath(`${slug}${anchor}`, locale);
    }
    case 'url':
    case 'asset':
    default: {
      const url = (link.url || link.cached_url || '').trim();
      if (url === '') return null;
      if (isAbsoluteHref(url)) return url;
      return localizedPath(`${url}${anchor}`, locale);
    }
  }
}
