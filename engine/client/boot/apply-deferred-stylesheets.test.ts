// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { applyDeferredStylesheets } from './apply-deferred-stylesheets.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

function deferredLink(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.media = 'print';
  link.setAttribute('data-deferred-css', '');
  document.head.append(link);
  return link;
}

describe('applyDeferredStylesheets', () => {
  it('switches each whole sheet to the screen only once it has loaded', async () => {
    const a = deferredLink('/assets/a.css');
    const b = deferredLink('/assets/b.css');
    let settled = false;
    const applied = applyDeferredStylesheets(document).then(() => (settled = true));
    a.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(a.media).toBe('all');
    expect(a.hasAttribute('data-deferred-css')).toBe(false);
    expect(b.media).toBe('print');
    expect(settled).toBe(false);
    b.dispatchEvent(new Event('load'));
    await applied;
    expect(b.media).toBe('all');
  });

  it('leaves a sheet that failed to load for print and still settles', async () => {
    const a = deferredLink('/assets/missing.css');
    const applied = applyDeferredStylesheets(document);
    a.dispatchEvent(new Event('error'));
    await applied;
    expect(a.media).toBe('print');
  });

  it('does nothing on a page without deferred sheets', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/x.css" media="print">';
    await applyDeferredStylesheets(document);
    expect(document.querySelector('link')!.media).toBe('print');
  });
});
