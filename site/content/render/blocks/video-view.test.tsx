// @vitest-environment happy-dom
import { PageRuntimeProvider } from '@cycle/engine/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsentState } from '../../../consent/consent-gate.ts';
import { en } from '../../../i18n/messages/en.ts';
import { SiteRuntimeContext, serverRuntime, type SiteRuntime } from '../../../runtime/site-runtime.ts';
import type { BlockOf } from '../../model/blocks.ts';
import { IframeSnippet, iframeFacts } from './iframe-snippet.tsx';
import { VideoView } from './video-view.tsx';
import { watchUrl } from './consent-placeholder.tsx';

afterEach(cleanup);

const block = { component: 'video', _uid: 'v1', title: 'Life in motion', url: 'https://www.youtube-nocookie.com/embed/abc123?rel=0', caption: 'On the road' } as unknown as BlockOf<'video'>;
const site = { brand: { id: 'winora', name: 'Winora' }, locale: { id: 'at-de', path: '/at-de/', language: 'de' }, locales: [], year: 2025, runtime: { environment: 'production' } };

/** The page with a consent state whose changes the test drives. */
function withConsent(node: ReactNode, initial: ConsentState, toggle = vi.fn()): { readonly ui: ReactNode; readonly set: (next: ConsentState) => void } {
  let state = initial;
  const listeners = new Set<() => void>();
  const runtime: SiteRuntime = {
    ...serverRuntime(),
    consent: { getState: () => state, subscribe: (l: () => void) => { listeners.add(l); return () => listeners.delete(l); } } as unknown as SiteRuntime['consent'],
    consentTool: { ToggleInfoDisplay: toggle } as unknown as SiteRuntime['consentTool'],
  };
  const page = { staticQueries: { dictionary: en, site }, slices: {}, sliceComponents: {}, page: { path: '/at-de/', data: {}, head: { title: '' }, pageContext: {} } };
  return {
    ui: <PageRuntimeProvider value={page as never}><SiteRuntimeContext.Provider value={runtime}>{node}</SiteRuntimeContext.Provider></PageRuntimeProvider>,
    set: (next) => { state = next; listeners.forEach((l) => l()); },
  };
}

const granted: ConsentState = { status: 'ready', activeGroups: ['C0001', 'C0003'], alertBoxClosed: true };
const necessaryOnly: ConsentState = { status: 'ready', activeGroups: ['C0001'], alertBoxClosed: true };

describe('video only with consent (C0001 and C0003)', () => {
  it('the static HTML has no iframe and makes no request to the video host: a placeholder names the host', () => {
    const html = renderToString(withConsent(<VideoView block={block} />, { status: 'waiting' }).ui);
    expect(html).not.toContain('<iframe');
    expect(html).toContain('youtube-nocookie.com');
    expect(html).toContain('https://www.youtube.com/watch?v=abc123');
    expect(html).toContain('On the road');
  });

  it('without functional cookies: the placeholder and a button that opens the cookie settings', () => {
    const toggle = vi.fn();
    render(withConsent(<VideoView block={block} />, necessaryOnly, toggle).ui);
    expect(document.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: en.contentEmbedConsentAction }));
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it('the video loads as soon as consent is given, and goes again when it is withdrawn', () => {
    const page = withConsent(<VideoView block={block} />, necessaryOnly);
    render(page.ui);
    act(() => page.set(granted));
    expect(screen.getByTitle('Video: Life in motion').getAttribute('src')).toBe(block.url);
    act(() => page.set(necessaryOnly));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('with no consent tool configured the video plays', () => {
    render(withConsent(<VideoView block={block} />, { status: 'disabled' }).ui);
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(block.url);
  });

  it('a consent tool that never came keeps the video off', () => {
    render(withConsent(<VideoView block={block} />, { status: 'unavailable', error: { reason: 'not-found', message: 'no tool' } }).ui);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: en.contentEmbedConsentAction })).toBeTruthy();
  });
});

describe('iframe snippets in rich text', () => {
  it('reads src and title from the editor snippet', () => {
    expect(iframeFacts(`<iframe title='Map' width="560" src="https://maps.example/embed?x=1"></iframe>`)).toEqual({ src: 'https://maps.example/embed?x=1', title: 'Map' });
    expect(iframeFacts('<p>no frame</p>')).toEqual({ src: '', title: '' });
  });

  it('load only with consent', () => {
    const html = '<iframe src="https://www.youtube-nocookie.com/embed/xyz" title="Tour"></iframe>';
    const page = withConsent(<IframeSnippet html={html} />, necessaryOnly);
    render(page.ui);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('Tour')).toBeTruthy();
    act(() => page.set(granted));
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/xyz');
  });

  it('a YouTube embed URL links to its watch page; other URLs stay', () => {
    expect(watchUrl('https://www.youtube.com/embed/Q-1_x')).toBe('https://www.youtube.com/watch?v=Q-1_x');
    expect(watchUrl('https://vimeo.com/123')).toBe('https://vimeo.com/123');
  });
});
