// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const source = fs.readFileSync(path.join(import.meta.dirname, '..', 'shared', 'captcha-widget.js'), 'utf8');
interface Grecaptcha {
  render(el: Element, params: Record<string, unknown>): number;
  getResponse(id?: number): string;
  reset(id?: number): void;
}

function install(fetchImpl: typeof fetch): Grecaptcha {
  window.fetch = fetchImpl;
  new Function('window', source)(window);
  return (window as unknown as { grecaptcha: Grecaptcha }).grecaptcha;
}

describe('local captcha widget', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<form><div id="c"></div></form>';
  });
  afterEach(() => vi.useRealTimers());

  it('calls back with the answer, posts it in the form, and expires', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ token: 'tok-1', expiresInMs: 120_000 }), { status: 200 }));
    const g = install(fetchMock as unknown as typeof fetch);
    const callback = vi.fn();
    const expired = vi.fn();
    const id = g.render(document.getElementById('c')!, { sitekey: 'k', callback, 'expired-callback': expired, 'error-callback': vi.fn() });
    const box = document.querySelector('[role=checkbox]') as HTMLElement;
    expect(box.getAttribute('aria-checked')).toBe('false');
    box.click();
    await vi.advanceTimersByTimeAsync(0);
    expect(callback).toHaveBeenCalledWith('tok-1');
    expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/\/recaptcha\/token$/), { method: 'POST' });
    expect(box.getAttribute('aria-checked')).toBe('true');
    expect(new FormData(document.querySelector('form')!).get('g-recaptcha-response')).toBe('tok-1');
    expect(g.getResponse(id)).toBe('tok-1');
    vi.advanceTimersByTime(119_999);
    expect(expired).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(g.getResponse(id)).toBe('');
    expect(box.getAttribute('aria-checked')).toBe('false');
  });

  it('calls the error callback when the service fails, and works from the keyboard', async () => {
    const g = install((async () => new Response('down', { status: 503 })) as unknown as typeof fetch);
    const error = vi.fn();
    const callback = vi.fn();
    g.render(document.getElementById('c')!, { callback, 'error-callback': error });
    const box = document.querySelector('[role=checkbox]') as HTMLElement;
    box.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }));
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledTimes(1);
    expect(callback).not.toHaveBeenCalled();
    expect(g.getResponse()).toBe('');
  });
});
