// @vitest-environment happy-dom
import { PageRuntimeProvider } from '@cycle/engine/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/messages/en.ts';
import type { RichText as RichTextDoc } from '../model/fields.ts';
import { parsePageContent } from '../model/parse-content.ts';
import { ContentBlocks } from './block-registry.tsx';
import { MethodsList } from './blocks/relation-blocks.tsx';
import { classifySnippet } from './classify-snippet.ts';
import { ContentSlotsProvider } from './content-slots.tsx';
import { RichText } from './rich-text.tsx';

const site = (environment: string) => ({ brand: { id: 'winora', name: 'Winora' }, locale: { id: 'at-de', path: '/at-de/', language: 'de' }, locales: [], year: 2025, runtime: { environment } });
function withRuntime(node: ReactNode, environment = 'development'): ReactNode {
  const runtime = { staticQueries: { dictionary: en, site: site(environment) }, slices: {}, sliceComponents: {}, page: { path: '/at-de/', data: {}, head: { title: '' }, pageContext: {} } };
  return <PageRuntimeProvider value={runtime as never}>{node}</PageRuntimeProvider>;
}
afterEach(cleanup);
const doc = (...content: RichTextDoc['content']): RichTextDoc => ({ type: 'doc', content });
const code = (text: string) => ({ type: 'code_block', content: [{ type: 'text', text }] });

describe('classifySnippet', () => {
  it.each([
    ['<contact-form></contact-form>', 'form'],
    ['  <!-- form --> <contact-form data-x="1"/>', 'form'],
    ['<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>', 'iframe'],
    ['<div class="x">Hi</div>', 'html'],
    ['const a = 1;', 'code'],
  ])('%s → %s', (source, type) => expect(classifySnippet(source).type).toBe(type));
});

describe('RichText', () => {
  it('renders headings from h2, marks, lists and links by the link rules', () => {
    render(withRuntime(<RichText doc={doc(
      { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: 'Akku' }] },
      { type: 'paragraph', content: [
        { type: 'text', text: 'Siehe ', marks: [{ type: 'bold' }] },
        { type: 'text', text: 'FAQ', marks: [{ type: 'link', attrs: { linktype: 'story', href: 'sitepages/structure/service/faqs' } }] },
        { type: 'text', text: ' oder ' },
        { type: 'text', text: 'Mail', marks: [{ type: 'link', attrs: { linktype: 'email', href: 'service@winora.com' } }] },
      ] },
      { type: 'bullet_list', content: [{ type: 'list_item', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'eins' }] }] }] },
    )} />));
    expect(screen.getByRole('heading', { level: 2, name: 'Akku' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('/at-de/service/faqs/');
    expect(screen.getByRole('link', { name: 'Mail' }).getAttribute('href')).toBe('mailto:service@winora.com');
    expect(screen.getByText('Siehe').tagName).toBe('STRONG');
    expect(screen.getByRole('listitem').textContent).toBe('eins');
  });

  it('a form-marker snippet embeds the contact form slot; without a slot it renders nothing', () => {
    const { container, rerender } = render(withRuntime(
      <ContentSlotsProvider value={{ contactForm: <form aria-label="contact form" /> }}><RichText doc={doc(code('<contact-form></contact-form>'))} /></ContentSlotsProvider>,
    ));
    expect(screen.getByRole('form', { name: 'contact form' })).toBeTruthy();
    rerender(withRuntime(<RichText doc={doc(code('<contact-form></contact-form>'))} />));
    expect(container.querySelector('form')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('an iframe snippet goes into a 16:9 container (a consent placeholder until video consent); other markup is raw HTML; plain code stays code', () => {
    const { container } = render(withRuntime(<RichText doc={doc(code('<iframe src="https://example.com/embed" title="Tour"></iframe>'), code('<p class="raw">raw <b>html</b></p>'), code('npm i'))} />));
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[data-consent-placeholder]')?.parentElement?.className).toMatch(/ratio16x9/);
    expect(container.querySelector('p.raw b')?.textContent).toBe('html');
    expect(container.querySelector('pre code')?.textContent).toBe('npm i');
  });

  it('unknown nodes and marks log a warning and render nothing, the rest still renders', () => {
    const onWarn = vi.fn();
    const { container } = render(withRuntime(<RichText onWarn={onWarn} doc={doc({ type: 'mystery', content: [] }, { type: 'paragraph', content: [{ type: 'text', text: 'ok', marks: [{ type: 'sparkle' }] }] })} />));
    expect(onWarn.mock.calls.map((c) => c[0])).toEqual(['Unknown rich-text node "mystery"', 'Unknown rich-text mark "sparkle"']);
    expect(container.textContent).toBe('ok');
  });
});

describe('ContentBlocks', () => {
  const page = (body: unknown[]) => {
    const parsed = parsePageContent({ component: 'page', title: 'T', body });
    if (!parsed.ok) throw new Error(parsed.issues.join('\n'));
    return parsed.value.body;
  };

  it('an unknown component shows a placeholder outside production and nothing in production, without crashing', () => {
    const blocks = page([{ component: 'carousel_3d' }, { component: 'cta', headline: 'Probefahrt', label: 'Händler finden', link: { linktype: 'url', url: '/haendler-finden' } }]);
    const { container, rerender } = render(withRuntime(<ContentBlocks blocks={blocks} />));
    expect(screen.getByRole('note').textContent).toContain('carousel_3d');
    expect(screen.getByRole('link', { name: 'Händler finden' }).getAttribute('href')).toBe('/at-de/haendler-finden/');
    rerender(withRuntime(<ContentBlocks blocks={blocks} />, 'production'));
    expect(container.querySelector('[data-unknown-component]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Probefahrt' })).toBeTruthy();
  });

  it('renders resolved relations and skips unresolved ones with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const faq = { name: 'Reichweite', full_slug: 'sitecentralcontent/faqs/reichweite', content: { component: 'faq', question: 'Wie weit komme ich?', answer: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Bis zu 150 km.' }] }] } } };
    render(withRuntime(<ContentBlocks blocks={page([{ component: 'faq_section', headline: 'FAQ', faqs: [faq, 'sitecentralcontent/faqs/missing'] }])} />));
    expect(screen.getByText('Wie weit komme ich?')).toBeTruthy();
    expect(screen.getByText('Bis zu 150 km.')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Content relation "sitecentralcontent/faqs/missing" is not resolved or not valid; it is not shown.');
    warn.mockRestore();
  });
});

describe('method cards (issue 18: an h3 right after the h1 on 48 methods listing pages)', () => {
  const phone = { name: 'Phone', full_slug: 'sitecentralcontent/contact-methods/phone', content: { component: 'contact_method', name: 'Phone', description: 'Mon–Fri 8–17' } };
  const levels = (container: HTMLElement): string[] => [...container.querySelectorAll('h1, h2, h3, h4')].map((h) => h.tagName);

  it('a listing page puts the cards right under its h1, so their titles are h2', () => {
    const { container } = render(withRuntime(<><h1>Ways to reach us</h1><MethodsList relations={[phone]} titleLevel="h2" /></>));
    expect(levels(container)).toEqual(['H1', 'H2']);
  });

  it('a methods block: h3 under its headline, h2 when it has none', () => {
    const page = (body: unknown[]) => {
      const parsed = parsePageContent({ component: 'page', title: 'T', body });
      if (!parsed.ok) throw new Error(parsed.issues.join('\n'));
      return parsed.value.body;
    };
    const withHeadline = render(withRuntime(<ContentBlocks blocks={page([{ component: 'methods', headline: 'Contact', methods: [phone] }])} />));
    expect(levels(withHeadline.container)).toEqual(['H2', 'H3']);
    cleanup();
    const without = render(withRuntime(<ContentBlocks blocks={page([{ component: 'methods', methods: [phone] }])} />));
    expect(levels(without.container)).toEqual(['H2']);
  });
});

describe('editor markers (preview)', () => {
  it('wraps a block with an _editable marker in the bridge attributes; a block without one is rendered as it is', () => {
    const marker = '<!--#storyblok#{"name":"rich_text","space":"1001","uid":"abc","id":"42"}-->';
    const { container } = render(withRuntime(<ContentBlocks blocks={[
      { component: 'rich_text', _uid: 'abc', _editable: marker, text: doc({ type: 'paragraph', content: [{ type: 'text', text: 'Entwurf' }] }) },
      { component: 'rich_text', _uid: 'def', text: doc({ type: 'paragraph', content: [{ type: 'text', text: 'Veröffentlicht' }] }) },
    ] as never} />));
    const editable = container.querySelector('[data-blok-uid]');
    expect(editable?.getAttribute('data-blok-uid')).toBe('42-abc');
    expect(JSON.parse(editable?.getAttribute('data-blok-c') ?? '{}')).toEqual({ name: 'rich_text', space: '1001', uid: 'abc', id: '42' });
    expect(editable?.textContent).toBe('Entwurf');
    expect(container.querySelectorAll('[data-blok-c]')).toHaveLength(1);
  });
});
