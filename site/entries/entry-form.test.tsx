// @vitest-environment happy-dom
import { PageRuntimeProvider } from '@cycle/engine/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/messages/en.ts';
import { SiteRuntimeContext, serverRuntime, type SiteRuntime } from '../runtime/site-runtime.ts';
import type { BlockOf } from '../content/model/blocks.ts';
import { CampaignEntryView } from './campaign-entry-block.tsx';
import { EntryForm } from './entry-form.tsx';

const raffle = {
  component: 'campaign_entry', campaignId: 'raffle-t', headline: 'Enter the prize draw', question: 'Since which year has Winora built bicycles?',
  answers: ['1914', '1952'], endDate: '2027-06-30T22:00:00.000Z', closedText: 'The prize draw has ended.', privacy: { linktype: 'story', full_slug: 'sitepages/structure/about-us/privacy-policy' },
} as unknown as BlockOf<'campaign_entry'>;
const site = { brand: { id: 'winora', name: 'Winora' }, locale: { id: 'at-en', path: '/at-en/', language: 'en', tag: 'en-AT' }, locales: [], year: 2027, runtime: { environment: 'production' }, entriesUrl: 'http://entries.test' };
const pushed: unknown[] = [];
const runtime: SiteRuntime = { ...serverRuntime(), dataLayer: { push: (e) => void pushed.push(e), live: true } };
const wrap = (node: ReactNode): ReactNode => {
  const page = { staticQueries: { dictionary: en, site }, slices: {}, sliceComponents: {}, page: { path: '/at-en/raffle/', data: {}, head: { title: '' }, pageContext: {} } };
  return <PageRuntimeProvider value={page as never}><SiteRuntimeContext.Provider value={runtime}>{node}</SiteRuntimeContext.Provider></PageRuntimeProvider>;
};

/** The captcha provider's API, solved on demand. */
let solve: (token: string) => void = () => undefined;
beforeEach(() => {
  pushed.length = 0;
  (window as unknown as { grecaptcha: unknown }).grecaptcha = {
    render: (_host: HTMLElement, params: { callback: (t: string) => void }) => {
      solve = params.callback;
      return 0;
    },
    reset: () => undefined,
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const json = (status: number, body: unknown = {}): typeof fetch => vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

function fillIn(): void {
  fireEvent.click(screen.getByLabelText('1914'));
  fireEvent.change(screen.getByLabelText(/First and last name/), { target: { value: 'Anna Köhler' } });
  fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'anna@example.com' } });
  fireEvent.click(screen.getByRole('checkbox'));
  act(() => solve('local-captcha.t'));
}

describe('entry form', () => {
  it('a submit with nothing filled shows each error tied to its field and focuses the first', () => {
    render(wrap(<EntryForm block={raffle} baseUrl="http://entries.test" language="en" brand="Winora" fetchImpl={json(201)} />));
    fireEvent.click(screen.getByRole('button', { name: 'Send my entry' }));
    const email = screen.getByLabelText(/Email address/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please enter your email address.');
    const consent = screen.getByRole('checkbox');
    expect(document.getElementById((consent.getAttribute('aria-describedby') ?? '').split(' ').pop() ?? '')?.textContent).toBe('Please agree to the conditions of entry to take part.');
    expect(screen.getByText('Please complete the security check.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('1914'));
  });

  it('stored: the confirmation names the entrant and the data layer gets raffle_entry', async () => {
    const f = json(201, { id: 'e1' });
    render(wrap(<EntryForm block={raffle} baseUrl="http://entries.test" language="en" brand="Winora" fetchImpl={f} />));
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send my entry' }));
    expect(await screen.findByText('Thank you, Anna: your entry is in.')).toBeTruthy();
    expect(JSON.parse(String((f as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls[0]![1].body))).toEqual({ answer: '1914', name: 'Anna Köhler', email: 'anna@example.com', consent: true, captchaToken: 'local-captcha.t' });
    expect(pushed).toEqual([{ event: 'raffle_entry', campaign_id: 'raffle-t', language: 'en' }]);
  });

  it('already entered: the message, and the form keeps what was typed', async () => {
    render(wrap(<EntryForm block={raffle} baseUrl="http://entries.test" language="en" brand="Winora" fetchImpl={json(409)} />));
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send my entry' }));
    expect(await screen.findByText('This email address has already entered.')).toBeTruthy();
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe('anna@example.com');
    expect(pushed).not.toContainEqual(expect.objectContaining({ event: 'raffle_entry' }));
  });

  it('service down: says to try again and keeps everything typed', async () => {
    const down = vi.fn(async () => { throw new TypeError('Failed to fetch'); }) as unknown as typeof fetch;
    render(wrap(<EntryForm block={raffle} baseUrl="http://entries.test" language="en" brand="Winora" fetchImpl={down} />));
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Send my entry' }));
    expect(await screen.findByText('Your entry could not be sent.')).toBeTruthy();
    expect((screen.getByLabelText(/First and last name/) as HTMLInputElement).value).toBe('Anna Köhler');
    expect((screen.getByLabelText('1914') as HTMLInputElement).checked).toBe(true);
  });
});

describe('campaign block and its end date', () => {
  it('the static HTML built before the end has the open section; built after it, the closed text and no form', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-06-30T21:59:59Z'));
    const open = renderToString(wrap(<CampaignEntryView block={raffle} />));
    expect(open).toContain('data-campaign-state="open"');
    expect(open).toContain('Enter the prize draw');
    expect(open).not.toContain('The prize draw has ended.');
    vi.setSystemTime(new Date('2027-06-30T22:00:00Z'));
    const closed = renderToString(wrap(<CampaignEntryView block={raffle} />));
    expect(closed).toContain('data-campaign-state="closed"');
    expect(closed).toContain('The prize draw has ended.');
    expect(closed).not.toContain('<form');
  });

  it('in the browser, a page built while open but opened after the end shows the closed text', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-07-02T10:00:00Z'));
    render(wrap(<CampaignEntryView block={raffle} />));
    expect(screen.getByText('The prize draw has ended.')).toBeTruthy();
    expect(document.querySelector('form')).toBeNull();
  });
});
