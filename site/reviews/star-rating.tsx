/**
 * Stars and their words: the picture (two rows of ★, aria-hidden) and the text "4.3 of 5 stars, 27 reviews" in the
 * page's language for screen readers. Small on purpose: tiles and the product page's title carry it in the first
 * load; the review list itself loads lazily (`product-reviews.tsx`).
 */
import type { ReactNode } from 'react';
import { useStaticQuery } from '@cycle/engine/react';
import type { SiteData } from '../data/site-data.ts';
import { useMessages } from '../i18n/use-messages.ts';
import { visuallyHidden } from '../styles/layout.css.ts';
import { formatRating, ratingText, reviewCountText } from './rating-text.ts';
import * as css from './reviews.css.ts';

/** The five stars filled to `value` (0–5), a picture only. */
export function Stars({ value }: { readonly value: number }): ReactNode {
  return (
    <span className={css.stars} aria-hidden="true">
      <span className={css.starsFill} style={{ width: `${Math.max(0, Math.min(100, (value / 5) * 100))}%` }}>★★★★★</span>★★★★★
    </span>
  );
}

/** Stars, the average and the count (a tile's line): the visible digits hidden from screen readers, which read the sentence. */
export function StarRating({ average, count }: { readonly average: number; readonly count: number }): ReactNode {
  const { m } = useMessages();
  const tag = useStaticQuery<SiteData>('site').locale.tag;
  return (
    <p className={css.rating} data-rating={average}>
      <Stars value={average} />
      <span aria-hidden="true">{formatRating(average, tag)} ({count})</span>
      <span className={visuallyHidden}>{ratingText(m, average, count, tag)}</span>
    </p>
  );
}

/** The product page's stars near the title: a link to the review list with the count in words. */
export function RatingLink({ average, count, href }: { readonly average: number; readonly count: number; readonly href: string }): ReactNode {
  const { m } = useMessages();
  const tag = useStaticQuery<SiteData>('site').locale.tag;
  return (
    <a className={css.ratingLink} href={href} data-rating-link>
      <Stars value={average} />
      <span aria-hidden="true">{formatRating(average, tag)} · {reviewCountText(m, count, tag)}</span>
      <span className={visuallyHidden}>{ratingText(m, average, count, tag)}</span>
    </a>
  );
}
