// @vitest-environment happy-dom
import { PageRuntimeProvider } from '@cycle/engine/react';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { de } from '../i18n/messages/de.ts';
import { en } from '../i18n/messages/en.ts';
import { FitSizeAdvice, FitSizeMark, FitTileAdvice } from './fit-advice.tsx';
import { FIT_PROFILE_KEY } from './fit-profile-storage.ts';
import type { FitTable } from './fit-table.ts';
import { announceFitProfileChange } from './fit-profile-events.ts';

const TABLE: FitTable = { offRoad: false, sizes: [['46 cm', 155, 167, 700, 440], ['50 cm', 165, 177, 740, 490], ['55 cm', 175, 187, 780, 540]] };
/** Text as a shopper reads it: no-break spaces as spaces, word joiners gone. */
const plain = (node: Element | null | undefined): string => (node?.textContent ?? '').replace(/\u00a0/g, ' ').replace(/\u2060/g, '');
const save = (heightCm: number, inseamCm: number): void => localStorage.setItem(FIT_PROFILE_KEY, JSON.stringify({ v: 1, heightCm, inseamCm, savedAt: Date.now() }));

function withRuntime(children: ReactNode, dictionary: object = en): ReactNode {
  const runtime = { staticQueries: { dictionary, site: {} }, slices: {}, sliceComponents: {}, page: { path: '/gb-en/', data: {}, head: { title: '' }, pageContext: {} } };
  return <PageRuntimeProvider value={runtime as never}>{children}</PageRuntimeProvider>;
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('size advice components', () => {
  it('the server renders no tile advice and no mark even with a profile stored (no hydration mismatch)', () => {
    save(180, 82);
    const html = renderToString(withRuntime(<><FitTileAdvice fit={TABLE} country="DE" /><FitSizeMark fit={TABLE} size="55 cm" /></>));
    expect(html).not.toContain('data-fit');
  });

  it('the server renders the product page the "Find your size" button only', () => {
    save(180, 82);
    const html = renderToString(withRuntime(<FitSizeAdvice fit={TABLE} country="DE" />, de));
    expect(html).toContain('Passende Größe finden');
    expect(html).not.toContain('data-fit-advice');
  });

  it('in the browser a tile shows the size and its first reason, in inches too for GB', async () => {
    save(180, 82);
    const { container } = render(withRuntime(<FitTileAdvice fit={TABLE} country="GB" />));
    await waitFor(() => expect(plain(container.querySelector('[data-fit-advice="recommended"]'))).toContain('Your size: 55 cm'));
    expect(plain(container)).toContain('Your height 180 cm (71 in): 55 cm is made for 175–187 cm.');
  });

  it('the product page explains the stand-over clearance and marks only the recommended size', async () => {
    save(180, 82);
    const { container } = render(withRuntime(<>{['46 cm', '50 cm', '55 cm'].map((s) => <span key={s} data-size={s}><FitSizeMark fit={TABLE} size={s} /></span>)}<FitSizeAdvice fit={TABLE} country="DE" /></>));
    await waitFor(() => expect(container.querySelector('[data-fit-advice]')).not.toBeNull());
    expect([...container.querySelectorAll('[data-fit-mark]')].map((e) => e.parentElement?.getAttribute('data-size'))).toEqual(['55 cm']);
    expect(plain(container)).toContain('Your inseam 82 cm: stand-over 78 cm on 55 cm leaves 4 cm.');
  });

  it('says so instead of guessing when the data cannot say (a one-size bike)', async () => {
    save(180, 82);
    const { container } = render(withRuntime(<FitSizeAdvice fit={{ offRoad: false, sizes: [['M', 160, 190, 700, 500]] }} country="DE" />));
    await waitFor(() => expect(container.querySelector('[data-fit-advice]')).not.toBeNull());
    expect(plain(container.querySelector('[data-fit-advice="unknown"]'))).toContain('This bike comes in one size only.');
  });

  it('a tile without a fit table (an accessory, or tile data without one) shows nothing rather than "no size table"', async () => {
    save(180, 82);
    const { container } = render(withRuntime(<><FitTileAdvice fit={null} country="DE" /><FitTileAdvice fit={undefined} country="DE" /><FitTileAdvice fit={TABLE} country="DE" /></>));
    await waitFor(() => expect(container.querySelectorAll('[data-fit-advice]')).toHaveLength(1));
  });

  it('follows a removal in this tab and ignores a corrupted value', async () => {
    save(180, 82);
    const { container } = render(withRuntime(<FitTileAdvice fit={TABLE} country="DE" />));
    await waitFor(() => expect(container.querySelector('[data-fit-advice]')).not.toBeNull());
    act(() => {
      localStorage.setItem(FIT_PROFILE_KEY, '{"v":1,"heightCm":');
      announceFitProfileChange();
    });
    expect(container.querySelector('[data-fit-advice]')).toBeNull();
    expect(localStorage.getItem(FIT_PROFILE_KEY)).toBeNull();
    act(() => {
      save(166, 76);
      announceFitProfileChange();
    });
    await waitFor(() => expect(plain(container)).toContain('Your size: 50 cm'));
    act(() => {
      localStorage.removeItem(FIT_PROFILE_KEY);
      announceFitProfileChange();
    });
    expect(container.querySelector('[data-fit-advice]')).toBeNull();
  });
});
