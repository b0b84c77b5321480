// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createScrollRestoration, type ScrollStorage } from './create-scroll-restoration.ts';

function memoryStorage(): ScrollStorage & { readonly items: Map<string, string> } {
  const items = new Map<string, string>();
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) };
}
const throwingStorage: ScrollStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
};

function fakeWindow(initialY = 0) {
  const win = { scrollY: initialY, scrollTo: vi.fn((_x: number, y: number) => void (win.scrollY = y)) };
  return win;
}

beforeEach(() => {
  document.body.innerHTML = '<h1>Top</h1><section id="sec">Section</section><section id="ü ber">Other</section>';
});

describe('createScrollRestoration', () => {
  it('#57 y=800 on /a, go to /b, come back: 800 is restored from @@scroll|/a|<key>', () => {
    const storage = memoryStorage();
    const win = fakeWindow(800);
    const scroll = createScrollRestoration({ storage, window: win, document });
    const a = { pathname: '/a', hash: '', key: 'k1' };
    scroll.save(a);
    expect(storage.items.get('@@scroll|/a|k1')).toBe('800');
    scroll.restore({ pathname: '/b', hash: '', key: 'k2', action: 'PUSH' });
    expect(win.scrollY).toBe(0);
    expect(scroll.restore({ ...a, action: 'POP' })).toEqual({ kind: 'position', y: 800 });
    expect(win.scrollTo).toHaveBeenLastCalledWith(0, 800);
  });

  it('#57 a POP to an entry with nothing saved goes to the top', () => {
    const win = fakeWindow(300);
    const scroll = createScrollRestoration({ storage: memoryStorage(), window: win, document });
    expect(scroll.restore({ pathname: '/c', hash: '', key: 'unknown', action: 'POP' })).toEqual({ kind: 'position', y: 0 });
  });

  it('#58 a PUSH to a new page scrolls to the top, even when that path has a saved position', () => {
    const win = fakeWindow(500);
    const scroll = createScrollRestoration({ storage: memoryStorage(), window: win, document });
    scroll.save({ pathname: '/b', key: 'old' });
    expect(scroll.restore({ pathname: '/b', hash: '', key: 'old', action: 'PUSH' })).toEqual({ kind: 'position', y: 0 });
    expect(win.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('#59 navigating to /a#sec scrolls #sec into view', () => {
    const win = fakeWindow();
    const section = document.getElementById('sec') as HTMLElement;
    const intoView = vi.spyOn(section, 'scrollIntoView');
    const scroll = createScrollRestoration({ storage: memoryStorage(), window: win, document });
    expect(scroll.restore({ pathname: '/a', hash: '#sec', key: 'k', action: 'PUSH' })).toEqual({ kind: 'element', id: 'sec', found: true });
    expect(intoView).toHaveBeenCalledTimes(1);
    expect(win.scrollTo).not.toHaveBeenCalled();
  });

  it('#59 an encoded hash is decoded; a missing target does not scroll', () => {
    const other = document.getElementById('ü ber') as HTMLElement;
    const intoView = vi.spyOn(other, 'scrollIntoView');
    const win = fakeWindow();
    const scroll = createScrollRestoration({ storage: memoryStorage(), window: win, document });
    scroll.restore({ pathname: '/a', hash: '#%C3%BC%20ber', key: 'k', action: 'PUSH' });
    expect(intoView).toHaveBeenCalledTimes(1);
    expect(scroll.restore({ pathname: '/a', hash: '#nope', key: 'k', action: 'PUSH' })).toEqual({ kind: 'element', id: 'nope', found: false });
    expect(win.scrollTo).not.toHaveBeenCalled();
  });

  it('#60 (adapted) navigation state { scroll: false } opts out of any scrolling', () => {
    const win = fakeWindow(400);
    const scroll = createScrollRestoration({ storage: memoryStorage(), window: win, document });
    expect(scroll.restore({ pathname: '/b', hash: '', key: 'k', action: 'PUSH', state: { scroll: false, key: 'k' } })).toEqual({ kind: 'skipped' });
    expect(scroll.restore({ pathname: '/b', hash: '#sec', key: 'k', action: 'PUSH', state: { scroll: false } })).toEqual({ kind: 'skipped' });
    expect(win.scrollTo).not.toHaveBeenCalled();
    expect(win.scrollY).toBe(400);
  });

  it('falls back to memory when the storage throws', () => {
    const win = fakeWindow(640);
    const scroll = createScrollRestoration({ storage: throwingStorage, window: win, document });
    scroll.save({ pathname: '/a', key: 'k1' });
    expect(scroll.saved({ pathname: '/a', key: 'k1' })).toBe(640);
    expect(scroll.saved({ pathname: '/a', key: 'other' })).toBeUndefined();
    win.scrollY = 0;
    expect(scroll.restore({ pathname: '/a', hash: '', key: 'k1', action: 'POP' })).toEqual({ kind: 'position', y: 640 });
  });

  it('ignores a stored value that is not a number', () => {
    const storage = memoryStorage();
    storage.items.set('@@scroll|/a|k', 'garbage');
    const scroll = createScrollRestoration({ storage, window: fakeWindow(), document });
    expect(scroll.saved({ pathname: '/a', key: 'k' })).toBeUndefined();
  });
});
