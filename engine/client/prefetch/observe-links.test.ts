// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPrefetchQueue } from './create-prefetch-queue.ts';
import { observeLinks, type IntersectionObserverLike, type VisibilityEntry } from './observe-links.ts';

/** An IntersectionObserver the test drives: `show(el)` / `hide(el)` report to every observer watching `el`. */
function fakeIntersectionObserver() {
  const observers = new Set<{ callback: (entries: readonly VisibilityEntry[]) => void; targets: Set<Element> }>();
  const IntersectionObserver: IntersectionObserverLike = class {
    readonly #self: { callback: (entries: readonly VisibilityEntry[]) => void; targets: Set<Element> };
    constructor(callback: (entries: readonly VisibilityEntry[]) => void) {
      this.#self = { callback, targets: new Set() };
      observers.add(this.#self);
    }
    observe(target: Element): void {
      this.#self.targets.add(target);
    }
    unobserve(target: Element): void {
      this.#self.targets.delete(target);
    }
    disconnect(): void {
      observers.delete(this.#self);
    }
  };
  const report = (target: Element, isIntersecting: boolean, intersectionRatio: number): void => {
    for (const observer of observers) if (observer.targets.has(target)) observer.callback([{ target, isIntersecting, intersectionRatio }]);
  };
  return {
    IntersectionObserver,
    show: (target: Element) => report(target, true, 1),
    hide: (target: Element) => report(target, false, 0),
    report,
    watched: (target: Element) => [...observers].some((o) => o.targets.has(target)),
  };
}

/** MutationObserver records arrive in a microtask. */
const flushMutations = async (): Promise<void> => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

function setup(html: string, currentPath = '/') {
  document.body.innerHTML = `<main id="root">${html}</main>`;
  const root = document.getElementById('root') as HTMLElement;
  const io = fakeIntersectionObserver();
  const aborts: string[] = [];
  const enqueue = vi.fn((path: string) => ({ abort: () => aborts.push(path) }));
  const hover = vi.fn();
  const disconnect = observeLinks(root, { enqueue, hover, currentPath: () => currentPath, IntersectionObserver: io.IntersectionObserver });
  const link = (selector: string): HTMLElement => root.querySelector(selector) as HTMLElement;
  const enqueued = (): string[] => enqueue.mock.calls.map(([path]) => path);
  return { root, io, enqueue, enqueued, hover, aborts, disconnect, link };
}

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  document.body.innerHTML = '';
});

describe('viewport', () => {
  it('#45 a link entering the viewport is enqueued with its pathname + search (hash dropped)', () => {
    const t = setup('<a id="a" href="/about/?a=b#team">About</a>');
    cleanup = t.disconnect;
    expect(t.enqueue).not.toHaveBeenCalled();
    t.io.show(t.link('#a'));
    expect(t.enqueued()).toEqual(['/about/?a=b']);
  });

  it('#45 a partly visible link (intersectionRatio > 0) counts as visible', () => {
    const t = setup('<a id="a" href="/about/">About</a>');
    cleanup = t.disconnect;
    t.io.report(t.link('#a'), false, 0.1);
    expect(t.enqueued()).toEqual(['/about/']);
  });

  it('#45 relative and absolute same-origin hrefs resolve against the document', () => {
    const t = setup(`<a id="rel" href="team/">Team</a><a id="abs" href="${location.origin}/shop/?page=2">Shop</a>`, '/about/');
    cleanup = t.disconnect;
    t.io.show(t.link('#rel'));
    t.io.show(t.link('#abs'));
    expect(t.enqueued()).toEqual([new URL('team/', document.baseURI).pathname, '/shop/?page=2']);
  });

  it('#45 a link leaving the viewport aborts its enqueue; entering again enqueues again', () => {
    const t = setup('<a id="a" href="/about/">About</a>');
    cleanup = t.disconnect;
    t.io.show(t.link('#a'));
    t.io.show(t.link('#a')); // still visible: no second enqueue
    t.io.hide(t.link('#a'));
    expect(t.aborts).toEqual(['/about/']);
    t.io.show(t.link('#a'));
    expect(t.enqueued()).toEqual(['/about/', '/about/']);
  });

  it('#45 a link unmounted while visible aborts its enqueue and is no longer observed', async () => {
    const t = setup('<div id="box"><a id="a" href="/about/">About</a></div>');
    cleanup = t.disconnect;
    const anchor = t.link('#a');
    t.io.show(anchor);
    t.link('#box').remove();
    await flushMutations();
    expect(t.aborts).toEqual(['/about/']);
    expect(t.io.watched(anchor)).toBe(false);
  });

  it('#45 a link to the current page + search is ignored; the same page with another search is not', () => {
    const t = setup('<a id="same" href="/about/?a=b#x">Here</a><a id="other" href="/about/?a=c">Other</a>', '/about/?a=b');
    cleanup = t.disconnect;
    t.io.show(t.link('#same'));
    t.io.show(t.link('#other'));
    expect(t.enqueued()).toEqual(['/about/?a=c']);
  });

  it.each([
    ['another origin', '<a id="x" href="https://elsewhere.example/about/">x</a>'],
    ['another scheme', '<a id="x" href="mailto:shop@example.com">x</a>'],
    ['a target', '<a id="x" href="/about/" target="_blank">x</a>'],
    ['a download attribute', '<a id="x" href="/brochure.pdf" download>x</a>'],
    ['a hash-only href', '<a id="x" href="#top">x</a>'],
    ['an empty href', '<a id="x" href="">x</a>'],
  ])('#45 a link with %s is neither enqueued nor hovered', (_name, html) => {
    const t = setup(html, '/other/');
    cleanup = t.disconnect;
    t.io.show(t.link('#x'));
    t.link('#x').dispatchEvent(new MouseEvent('mouseenter'));
    expect(t.enqueue).not.toHaveBeenCalled();
    expect(t.hover).not.toHaveBeenCalled();
  });

  it('#45 links added after the call are observed too', async () => {
    const t = setup('');
    cleanup = t.disconnect;
    t.root.insertAdjacentHTML('beforeend', '<nav><a id="late" href="/late/">Late</a></nav>');
    await flushMutations();
    t.io.show(t.link('#late'));
    expect(t.enqueued()).toEqual(['/late/']);
  });

  it('#45 disconnect aborts pending enqueues and stops observing and hovering', () => {
    const t = setup('<a id="a" href="/a/">A</a><a id="b" href="/b/">B</a>');
    t.io.show(t.link('#a'));
    t.disconnect();
    expect(t.aborts).toEqual(['/a/']);
    t.io.show(t.link('#b'));
    t.link('#b').dispatchEvent(new MouseEvent('mouseenter'));
    expect(t.enqueued()).toEqual(['/a/']);
    expect(t.hover).not.toHaveBeenCalled();
  });
});

describe('hover', () => {
  it('#46 mouseenter on a link calls hover with its pathname + search at once', () => {
    const t = setup('<a id="a" href="/about/?a=b#team"><span id="inner">About</span></a>');
    cleanup = t.disconnect;
    t.link('#a').dispatchEvent(new MouseEvent('mouseenter'));
    expect(t.hover).toHaveBeenCalledWith('/about/?a=b');
  });

  it('#46 hover works on a link that was never reported visible, and does not enqueue it', () => {
    const t = setup('<a id="a" href="/about/">About</a>');
    cleanup = t.disconnect;
    t.link('#a').dispatchEvent(new MouseEvent('mouseenter'));
    t.link('#a').dispatchEvent(new MouseEvent('mouseenter'));
    expect(t.hover.mock.calls).toEqual([['/about/'], ['/about/']]);
    expect(t.enqueue).not.toHaveBeenCalled();
  });

  it('a finger touching a link or keyboard focus on it loads it as hover does (phones have no hover)', () => {
    const t = setup('<a id="a" href="/about/">About</a><a id="b" href="/shop/">Shop</a>');
    cleanup = t.disconnect;
    t.link('#a').dispatchEvent(new Event('touchstart'));
    t.link('#b').dispatchEvent(new FocusEvent('focus'));
    expect(t.hover.mock.calls).toEqual([['/about/'], ['/shop/']]);
  });
});

describe('with the real queue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function wire(html: string) {
    document.body.innerHTML = html;
    const io = fakeIntersectionObserver();
    const prefetch = vi.fn(async (_path: string) => true);
    const load = vi.fn(async (_path: string) => true);
    const queue = createPrefetchQueue({
      prefetch,
      load,
      isLoaded: () => false,
      schedule: (callback, ms) => setTimeout(callback, ms),
      requestIdle: (callback) => callback(),
      userAgent: 'Chrome',
    });
    cleanup = observeLinks(document, { enqueue: queue.enqueue, hover: queue.hover, currentPath: () => '/', IntersectionObserver: io.IntersectionObserver });
    return { io, prefetch, load, queue, link: (id: string) => document.getElementById(id) as HTMLElement };
  }

  it('#45 a visible link is prefetched 3000 ms later; one that left the viewport before then is not', async () => {
    const t = wire('<a id="a" href="/a/">A</a><a id="b" href="/b/">B</a>');
    t.io.show(t.link('a'));
    t.io.show(t.link('b'));
    await vi.advanceTimersByTimeAsync(1000);
    t.io.hide(t.link('b'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(t.prefetch.mock.calls.map(([path]) => path)).toEqual(['/a/']);
  });

  it('#46 mouseenter loads the page immediately, before any prefetch delay', () => {
    const t = wire('<a id="a" href="/a/">A</a>');
    t.link('a').dispatchEvent(new MouseEvent('mouseenter'));
    expect(t.load).toHaveBeenCalledWith('/a/');
    expect(t.prefetch).not.toHaveBeenCalled();
  });
});
