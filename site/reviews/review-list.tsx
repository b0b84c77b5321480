/**
 * The review list (a lazy chunk of the product page): one page of the product's reviews from the reviews API, with
 * sort, language and paging; loading, empty and error states; the count said politely. It opens in the page's
 * language when reviews were written in it (the summary's `localeCount`), else with every language and a note
 * saying so; where both exist, a choice between the two.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStaticQuery } from '@cycle/engine/react';
import type { SiteData } from '../data/site-data.ts';
import { format, useMessages } from '../i18n/use-messages.ts';
import { button, buttonGhost, visuallyHidden } from '../styles/layout.css.ts';
import { label as labelStyle, select } from '../commerce/browser/shop.css.ts';
import { createReviewsClient } from './client/create-reviews-client.ts';
import { ratingText } from './rating-text.ts';
import { REVIEW_SORTS, type ProductReviewsData, type Review, type ReviewPage, type ReviewSort } from './review-types.ts';
import * as css from './reviews.css.ts';
import { Stars } from './star-rating.tsx';

/** Reviews per page. */
export const REVIEW_PAGE_SIZE = 5;

interface Query {
  readonly sort: ReviewSort;
  readonly page: number;
  readonly allLanguages: boolean;
  /** Bumped by Try again. */
  readonly attempt: number;
}
type Outcome = { readonly key: string; readonly page: ReviewPage | null };

const keyOf = (q: Query): string => `${q.sort}|${q.page}|${q.allLanguages}|${q.attempt}`;

export default function ReviewList({ data }: { readonly data: ProductReviewsData }): ReactNode {
  const { m, t } = useMessages();
  const tag = useStaticQuery<SiteData>('site').locale.tag;
  const client = useMemo(() => createReviewsClient({ baseUrl: data.api.url, passkey: data.api.passkey }), [data.api.url, data.api.passkey]);
  const count = data.summary?.count ?? 0;
  const local = data.summary?.localeCount ?? 0;
  const [query, setQuery] = useState<Query>({ sort: 'newest', page: 1, allLanguages: local === 0, attempt: 0 });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const key = keyOf(query);

  useEffect(() => {
    if (count === 0) return undefined;
    const controller = new AbortController();
    void client.listReviews(
      { productId: data.productId, languages: query.allLanguages ? null : [data.language], sort: query.sort, limit: REVIEW_PAGE_SIZE, offset: (query.page - 1) * REVIEW_PAGE_SIZE },
      { signal: controller.signal },
    ).then((result) => {
      if (result.ok || result.error.type !== 'aborted') setOutcome({ key, page: result.ok ? result.value : null });
    });
    return () => controller.abort();
  }, [client, count, data.productId, data.language, key, query]);

  if (count === 0) return <p className={css.status} role="status" data-reviews-empty>{m.reviewsEmpty}</p>;

  const languageName = new Intl.DisplayNames([tag], { type: 'language' }).of(data.language) ?? data.language;
  const loading = outcome?.key !== key;
  const page = loading ? null : outcome.page;
  const pages = page === null ? 0 : Math.max(1, Math.ceil(page.total / REVIEW_PAGE_SIZE));
  const go = (next: Partial<Query>): void => setQuery((q) => ({ ...q, ...next }));
  const sortLabels: Record<ReviewSort, string> = { newest: m.reviewsSortNewest, highest: m.reviewsSortHighest, lowest: m.reviewsSortLowest, helpful: m.reviewsSortHelpful };

  return (
    <div data-review-list aria-busy={loading}>
      <Distribution data={data} />
      {local === 0 ? <p className={css.status} data-reviews-fallback>{format(m.reviewsFallback, { language: languageName })}</p> : null}
      <div className={css.controls}>
        <label className={labelStyle}>
          <span>{m.reviewsSort}</span>
          <select className={select} value={query.sort} onChange={(e) => go({ sort: e.target.value as ReviewSort, page: 1 })} data-review-sort>
            {REVIEW_SORTS.map((s) => <option key={s} value={s}>{sortLabels[s]}</option>)}
          </select>
        </label>
        {local > 0 && local < count ? (
          <label className={labelStyle}>
            <span>{m.reviewsLanguage}</span>
            <select className={select} value={query.allLanguages ? 'all' : 'local'} onChange={(e) => go({ allLanguages: e.target.value === 'all', page: 1 })} data-review-language>
              <option value="local">{languageName}</option>
              <option value="all">{m.reviewsLanguageAll}</option>
            </select>
          </label>
        ) : null}
      </div>
      <p className={css.status} role="status" data-review-status>
        {loading ? m.reviewsLoading : page === null ? '' : format(m.reviewsShowing, { from: Math.min(page.total, page.offset + 1), to: page.offset + page.reviews.length, total: page.total })}
      </p>
      {!loading && page === null ? (
        <div role="alert" data-reviews-error>
          <p>{m.reviewsError}</p>
          <button type="button" className={buttonGhost} onClick={() => go({ attempt: query.attempt + 1 })}>{m.reviewsRetry}</button>
        </div>
      ) : null}
      {page !== null ? (
        <ul className={css.list}>
          {page.reviews.map((r) => <ReviewItem key={r.id} review={r} tag={tag} />)}
        </ul>
      ) : null}
      {page !== null && pages > 1 ? (
        <nav className={css.pager} aria-label={m.reviewsPages}>
          <button type="button" className={buttonGhost} disabled={query.page <= 1} onClick={() => go({ page: query.page - 1 })} data-review-previous>{m.shopPrevious}</button>
          <span>{t('shopPageOf', { page: query.page, pages })}</span>
          <button type="button" className={button} disabled={query.page >= pages} onClick={() => go({ page: query.page + 1 })} data-review-next>{m.shopNext}</button>
        </nav>
      ) : null}
    </div>
  );
}

/** How many reviews gave each number of stars, as bars (5 first). */
function Distribution({ data }: { readonly data: ProductReviewsData }): ReactNode {
  const { m } = useMessages();
  if (!data.stars || data.summary === null) return null;
  const { distribution, count } = data.summary;
  return (
    <ul className={css.bars}>
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = distribution[stars - 1] ?? 0;
        return (
          <li key={stars} className={css.bar}>
            <span aria-hidden="true">{stars} ★</span>
            <span className={css.barTrack} aria-hidden="true"><span className={css.barFill} style={{ width: `${(n / count) * 100}%` }} /></span>
            <span aria-hidden="true">{n}</span>
            <span className={visuallyHidden}>{`${format(m.reviewsStarsOnly, { rating: stars })}: ${n}`}</span>
          </li>
        );
      })}
    </ul>
  );
}

function ReviewItem({ review, tag }: { readonly review: Review; readonly tag: string }): ReactNode {
  const { m, t } = useMessages();
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(review.submittedAt));
  return (
    <li className={css.review} data-review={review.id}>
      <p className={css.rating}>
        <Stars value={review.rating} />
        <span className={visuallyHidden} data-review-rating>{ratingText(m, review.rating, null, tag)}</span>
      </p>
      <div lang={review.language}>
        {review.title ? <h3 className={css.reviewTitle}>{review.title}</h3> : null}
        <p className={css.reviewText}>{review.text}</p>
      </div>
      <p className={css.meta}>
        <span>{review.nickname}{review.location ? `, ${review.location}` : ''}</span>
        <time dateTime={review.submittedAt.slice(0, 10)}>{date}</time>
        {review.recommended ? <span>✓ {m.reviewsRecommends}</span> : null}
        {review.helpfulVotes > 0 ? <span>{t('reviewsHelpful', { count: review.helpfulVotes })}</span> : null}
      </p>
    </li>
  );
}
