// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { focusPage } from './focus-page.ts';

beforeEach(() => {
  document.body.innerHTML = '<a id="link" href="/b/">b</a><div id="page-wrapper" tabindex="-1"><h1>B</h1></div>';
});

describe('focusPage', () => {
  it('#56 focuses #page-wrapper after a route change, without scrolling', () => {
    const wrapper = document.getElementById('page-wrapper') as HTMLElement;
    const focus = vi.spyOn(wrapper, 'focus');
    document.getElementById('link')?.focus();
    expect(focusPage({ root: document, isFirstRender: false, wrapperId: 'page-wrapper' })).toBe(true);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(wrapper);
  });

  it('#56 never moves focus on the first render', () => {
    const link = document.getElementById('link') as HTMLElement;
    link.focus();
    expect(focusPage({ root: document, isFirstRender: true, wrapperId: 'page-wrapper' })).toBe(false);
    expect(document.activeElement).toBe(link);
  });

  it('#56 a change of query or hash alone (a facet, a sort, a page of a listing) leaves focus where the visitor is', () => {
    const link = document.getElementById('link') as HTMLElement;
    link.focus();
    expect(focusPage({ root: document, isFirstRender: false, wrapperId: 'page-wrapper', pathnameChanged: false })).toBe(false);
    expect(document.activeElement).toBe(link);
    expect(focusPage({ root: document, isFirstRender: false, wrapperId: 'page-wrapper', pathnameChanged: true })).toBe(true);
    expect(document.activeElement?.id).toBe('page-wrapper');
  });

  it('does nothing when the wrapper is missing', () => {
    document.body.innerHTML = '';
    expect(focusPage({ root: document, isFirstRender: false, wrapperId: 'page-wrapper' })).toBe(false);
  });
});
