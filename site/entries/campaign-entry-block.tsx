import { lazy, Suspense, useRef, type ReactNode } from 'react';
import type { BlockOf } from '../content/model/blocks.ts';
import { useSite } from '../data/use-site.ts';
import { useNearViewport } from '../galleries/use-near-viewport.ts';
import { useHydratedStore } from '../runtime/use-hydrated-store.ts';
import { container } from '../styles/layout.css.ts';
import * as contentCss from '../content/render/content.css.ts';
import { isCampaignOpen } from './campaign-dates.ts';
import { campaignBlockMessages } from './campaign-block-messages.ts';
import * as css from './entries.css.ts';

// The form and the gallery (with the captcha and the gallery grid) load only on the campaign pages, when the
// section comes near the viewport: nothing of them is in any other page's first load.
const EntryForm = lazy(() => import('./entry-form.tsx').then((m) => ({ default: m.EntryForm })));
const ContestGallery = lazy(() => import('./contest-gallery.tsx').then((m) => ({ default: m.ContestGallery })));

const noSubscribe = (): (() => void) => () => undefined;

/**
 * Whether the campaign takes entries. The static HTML says so at build time (`data-campaign-state`); hydration
 * reads that back from the page, so it matches; once the page is hydrated (a transition), the browser's clock decides
 * (a page opened after the end hides the form). `now` is injectable for tests.
 */
export function useCampaignOpen(sectionId: string, endDate: string, now: () => number = Date.now): boolean {
  return useHydratedStore(
    noSubscribe,
    () => isCampaignOpen(endDate, now()),
    () => {
      const rendered = typeof document === 'undefined' ? null : document.getElementById(sectionId);
      return rendered ? rendered.dataset.campaignState !== 'closed' : isCampaignOpen(endDate, now());
    },
  );
}

/**
 * The `campaign_entry` block (issue 15.5): the raffle's or contest's entry form under its headline and question,
 * or the closed text once the campaign has ended (at build time in the static HTML, at the visitor's time in the
 * browser); the contest also shows its entries' gallery.
 */
export function CampaignEntryView({ block }: { block: BlockOf<'campaign_entry'> }): ReactNode {
  const site = useSite();
  const m = campaignBlockMessages(site.locale.language);
  const sectionId = `campaign-${block.campaignId}`;
  const open = useCampaignOpen(sectionId, block.endDate);
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const baseUrl = site.entriesUrl;
  return (
    <section ref={ref} id={sectionId} className={`${container} ${contentCss.blockSection}`} data-campaign={block.campaignId} data-campaign-state={open ? 'open' : 'closed'} aria-labelledby={`${sectionId}-title`}>
      <div className={css.card}>
        <h2 id={`${sectionId}-title`} className={contentCss.blockTitle}>{open ? block.headline : m.closedTitle}</h2>
        {open ? (
          near && baseUrl !== undefined ? (
            <Suspense fallback={<p className={css.placeholder}>{m.loading}</p>}>
              <EntryForm block={block} baseUrl={baseUrl} language={site.locale.language} brand={site.brand.name} />
            </Suspense>
          ) : (
            <>
              <p className={css.question}>{block.question}</p>
              <p className={css.placeholder}>{m.loading}</p>
            </>
          )
        ) : (
          <p data-campaign-closed="">{block.closedText}</p>
        )}
      </div>
      {block.photo && near && baseUrl !== undefined ? (
        <Suspense fallback={null}>
          <ContestGallery campaignId={block.campaignId} baseUrl={baseUrl} locale={site.locale.tag} language={site.locale.language} />
        </Suspense>
      ) : null}
    </section>
  );
}
