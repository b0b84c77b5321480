/**
 * The product page's reviews section (spec §1, §9): heading, the product's rating, and the review list, which is
 * code of its own (`review-list.tsx`, a lazy chunk) fetched from the reviews API once the section comes near the
 * viewport or is opened through the stars' link (`#reviews`). Nothing at all where the page data has no
 * `reviews` (brand off, excluded country, below the minimum count).
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useStaticQuery } from '@cycle/engine/react';
import type { SiteData } from '../data/site-data.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { visuallyHidden } from '../styles/layout.css.ts';
import { formatRating, ratingText, reviewCountText } from './rating-text.ts';
import type { ProductReviewsData } from './review-types.ts';
import * as css from './reviews.css.ts';
import { Stars } from './star-rating.tsx';

/** The section's id: the stars near the title link here. */
export const REVIEWS_ANCHOR = 'reviews';

const ReviewList = lazy(() => import('./review-list.tsx'));

/** True once the element comes within a screen of the viewport or the address names it (`#reviews`); false on the server. */
function useRevealed(ref: { readonly current: Element | null }): boolean {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (revealed || element === null) return undefined;
    const reveal = (): void => setRevealed(true);
    const onHash = (): void => {
      if (window.location.hash === `#${REVIEWS_ANCHOR}`) reveal();
    };
    window.addEventListener('hashchange', onHash);
    queueMicrotask(onHash);
    if (typeof IntersectionObserver === 'undefined') {
      queueMicrotask(reveal);
      return () => window.removeEventListener('hashchange', onHash);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) reveal();
    }, { rootMargin: '600px 0px' });
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.removeEventListener('hashchange', onHash);
    };
  }, [ref, revealed]);
  return revealed;
}

/** The reviews section, or nothing when the page data says no list. */
export function ProductReviews({ data }: { readonly data: ProductReviewsData | null | undefined }): ReactNode {
  return data?.list ? <ReviewsSection data={data} /> : null;
}

function ReviewsSection({ data }: { readonly data: ProductReviewsData }): ReactNode {
  const { m } = useMessages();
  const tag = useStaticQuery<SiteData>('site').locale.tag;
  const ref = useRef<HTMLElement>(null);
  const revealed = useRevealed(ref);
  const summary = data.stars ? data.summary : null;
  return (
    <section id={REVIEWS_ANCHOR} ref={ref} className={css.section} aria-labelledby="reviews-title" data-reviews>
      <div className={css.header}>
        <h2 id="reviews-title">{m.reviewsTitle}</h2>
        {summary ? (
          <p className={css.rating}>
            <span className={css.average} aria-hidden="true">{formatRating(summary.average, tag)}</span>
            <Stars value={summary.average} />
            <span aria-hidden="true">{reviewCountText(m, summary.count, tag)}</span>
            <span className={visuallyHidden}>{ratingText(m, summary.average, summary.count, tag)}</span>
          </p>
        ) : null}
      </div>
      {revealed ? (
        <Suspense fallback={<p className={css.status} role="status">{m.reviewsLoading}</p>}>
          <ReviewList data={data} />
        </Suspense>
      ) : null}
    </section>
  );
}
