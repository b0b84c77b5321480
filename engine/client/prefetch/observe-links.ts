/** The part of an `IntersectionObserverEntry` that {@link observeLinks} reads. */
export interface VisibilityEntry {
  readonly target: Element;
  readonly isIntersecting: boolean;
  readonly intersectionRatio: number;
}

/** An `IntersectionObserver` constructor, or a fake with the same shape. */
export type IntersectionObserverLike = new (callback: (entries: readonly VisibilityEntry[]) => void) => {
  observe(target: Element): void;
  unobserve(target: Element): void;
  disconnect(): void;
};

/** A `MutationObserver` constructor, or a fake with the same shape. */
export type MutationObserverLike = new (callback: (records: readonly Pick<MutationRecord, 'addedNodes' | 'removedNodes'>[]) => void) => {
  observe(target: Node, options: MutationObserverInit): void;
  disconnect(): void;
};

/** Options of {@link observeLinks}. */
export interface ObserveLinksOptions {
  /** Queues a prefetch; the returned `abort` runs when the link leaves the viewport or the DOM. */
  readonly enqueue: (path: string) => { abort(): void };
  /**
   * Called with the link's pathname + search on `mouseenter`.
   * @default no-op
   */
  readonly hover?: (path: string) => unknown;
  /** The current pathname + search; a link to it is not prefetched. Read each time a link becomes visible. */
  readonly currentPath: () => string;
  /**
   * Without one (old browsers), links are prefetched on hover only.
   * @default the root's window `IntersectionObserver`
   */
  readonly IntersectionObserver?: IntersectionObserverLike;
  /**
   * Finds links added and removed after the call.
   * @default the root's window `MutationObserver`
   */
  readonly MutationObserver?: MutationObserverLike;
  /**
   * Links to other origins are ignored.
   * @default the root document's `location.origin`
   */
  readonly origin?: string;
}

interface TrackedLink {
  readonly onMouseEnter: () => void;
  handle: { abort(): void } | undefined;
}

const ANCHORS = 'a[href]';
/** Events that announce a click on a link: hover, touch, keyboard focus. */
const INTENT_EVENTS = ['mouseenter', 'touchstart', 'focus'] as const;

function anchorsIn(node: Node): Element[] {
  if (node.nodeType !== 1) return [];
  const element = node as Element;
  const found = [...element.querySelectorAll(ANCHORS)];
  return element.matches(ANCHORS) ? [element, ...found] : found;
}

/**
 * The pathname + search a link would navigate to inside this site, or
 * `undefined` when the browser handles it anyway: another origin or scheme,
 * a `target` or `download` attribute, or a hash-only `href`.
 */
function linkPath(anchor: Element, origin: string): string | undefined {
  const href = anchor.getAttribute('href');
  if (href === null || href === '' || href.startsWith('#')) return undefined;
  if (anchor.hasAttribute('target') || anchor.hasAttribute('download')) return undefined;
  let url: URL;
  try {
    url = new URL(href, anchor.ownerDocument.baseURI);
  } catch {
    return undefined; // not a URL at all: leave it to the browser
  }
  return url.origin === origin ? url.pathname + url.search : undefined;
}

/**
 * Prefetches the links under `root` as they scroll into view: a visible link
 * is enqueued, and aborted when it leaves the viewport or the DOM; a link to
 * the current page is skipped. An intent to follow a link calls `hover`: the
 * pointer entering it, a finger touching it (phones have no hover; the touch
 * comes about 100 ms before the click) or keyboard focus. Links added later
 * are picked up. Returns a function that stops all of it.
 */
export function observeLinks(root: Element | Document, options: ObserveLinksOptions): () => void {
  const { enqueue, currentPath } = options;
  const hover = options.hover ?? (() => undefined);
  const doc = root.ownerDocument ?? (root as Document);
  const view = doc.defaultView;
  const origin = options.origin ?? doc.location.origin;
  const IO: IntersectionObserverLike | undefined = options.IntersectionObserver ?? view?.IntersectionObserver;
  const MO: MutationObserverLike | undefined = options.MutationObserver ?? view?.MutationObserver;
  const tracked = new Map<Element, TrackedLink>();

  const visibility = IO
    ? new IO((entries) => {
        for (const entry of entries) {
          const link = tracked.get(entry.target);
          if (!link) continue;
          if (entry.isIntersecting || entry.intersectionRatio > 0) {
            if (link.handle) continue;
            const path = linkPath(entry.target, origin);
            if (path !== undefined && path !== currentPath()) link.handle = enqueue(path);
          } else {
            link.handle?.abort();
            link.handle = undefined;
          }
        }
      })
    : undefined;

  function track(anchor: Element): void {
    if (tracked.has(anchor)) return;
    const onMouseEnter = (): void => {
      const path = linkPath(anchor, origin);
      if (path !== undefined) hover(path);
    };
    tracked.set(anchor, { onMouseEnter, handle: undefined });
    for (const type of INTENT_EVENTS) anchor.addEventListener(type, onMouseEnter, { passive: true });
    visibility?.observe(anchor);
  }

  function untrack(anchor: Element): void {
    const link = tracked.get(anchor);
    if (!link) return;
    tracked.delete(anchor);
    link.handle?.abort();
    for (const type of INTENT_EVENTS) anchor.removeEventListener(type, link.onMouseEnter);
    visibility?.unobserve(anchor);
  }

  const mutations = MO
    ? new MO((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) for (const anchor of anchorsIn(node)) if (!root.contains(anchor)) untrack(anchor);
          for (const node of record.addedNodes) for (const anchor of anchorsIn(node)) if (root.contains(anchor)) track(anchor);
        }
      })
    : undefined;

  for (const anchor of anchorsIn(root.nodeType === 9 ? doc.documentElement : root)) track(anchor);
  mutations?.observe(root, { childList: true, subtree: true });

  return () => {
    mutations?.disconnect();
    for (const anchor of tracked.keys()) untrack(anchor); // deleting while iterating a Map is safe
    visibility?.disconnect();
  };
}
