// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { connectBridge, isPreviewSearch, PAGE_REFRESH_PATH, RELOAD_DELAY_MS } from './preview-mode.ts';

describe('preview mode', () => {
  it.each([
    ['?_storyblok=123&_storyblok_c=page', true],
    ['?_storyblok_tk[space_id]=1&_storyblok_tk[token]=x', true],
    ['?q=sinus', false],
    ['', false],
  ])('%s → %s', (search, on) => expect(isPreviewSearch(search)).toBe(on));

  it('loads the bridge once; on change it POSTs to the refresh path, then reloads after 50 ms', async () => {
    vi.useFakeTimers();
    const handlers: (() => void)[] = [];
    const reload = vi.fn();
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const win = { StoryblokBridge: class { on(_e: string[], cb: () => void): void { handlers.push(cb); } }, location: { reload }, setTimeout: (f: () => void, ms: number) => setTimeout(f, ms) };
    connectBridge(document, win as never);
    connectBridge(document, win as never);
    const scripts = document.querySelectorAll('#storyblok-javascript-bridge');
    expect(scripts).toHaveLength(1);
    scripts[0]?.dispatchEvent(new Event('load'));
    handlers[0]?.();
    expect(fetchMock).toHaveBeenCalledWith(PAGE_REFRESH_PATH, { method: 'POST' });
    await vi.advanceTimersByTimeAsync(RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledOnce();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
});
