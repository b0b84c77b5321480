import type { PageHead } from '../../shared/page-data-schema.ts';

/**
 * After a client-side navigation, makes the document's head say what the
 * server-rendered HTML of the new page says: title, `<html lang>`,
 * description, robots, canonical and the hreflang alternates. Tags the page
 * does not have are removed, so nothing of the previous page lingers.
 */
export function syncHead(document: Document, head: PageHead): void {
  const previousPage = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
  document.title = head.title;
  document.documentElement.lang = head.lang;
  setOrRemove(document, 'meta[name="description"]', head.description, () => meta(document, 'description'), 'content');
  setOrRemove(document, 'meta[name="robots"]', head.robots, () => meta(document, 'robots'), 'content');
  setOrRemove(document, 'link[rel="canonical"]', head.canonical, () => link(document, 'canonical'), 'href');
  for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  // A page's structured data (`LoadedPage.headHtml`) is in its built HTML only: on another page (another canonical
  // URL) it would describe the previous one. A new query on the same page (a variant, a filter) keeps it.
  if (previousPage !== (head.canonical ?? null)) for (const old of document.head.querySelectorAll('script[type="application/ld+json"]')) old.remove();
  for (const alternate of head.alternates) {
    const element = link(document, 'alternate');
    element.setAttribute('hreflang', alternate.hreflang);
    element.setAttribute('href', alternate.href);
  }
}

function setOrRemove(document: Document, selector: string, value: string | undefined, create: () => Element, attribute: string): void {
  const existing = document.head.querySelector(selector);
  if (value === undefined || value === '') {
    existing?.remove();
    return;
  }
  (existing ?? create()).setAttribute(attribute, value);
}

function meta(document: Document, name: string): Element {
  const element = document.createElement('meta');
  element.setAttribute('name', name);
  document.head.append(element);
  return element;
}

function link(document: Document, rel: string): Element {
  const element = document.createElement('link');
  element.setAttribute('rel', rel);
  document.head.append(element);
  return element;
}
