import type { ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages.ts';
import { FitEditButton } from './fit-edit-button.tsx';
import type { FitTable } from './fit-table.ts';
import { adviceText, showsInches } from './fit-why.ts';
import { recommendSize, type FitAdvice } from './recommend-size.ts';
import * as css from './fit.css.ts';
import { useFitProfile } from './use-fit-profile.ts';

/** The advice for a bike from the saved profile; null without a profile (and on the server, while hydrating). */
export function useFitAdvice(fit: FitTable | null | undefined): FitAdvice | null {
  const profile = useFitProfile();
  return profile === null ? null : recommendSize(profile, fit);
}

/** Whether `size` is the advice's size (or one of the two it is between). */
export const isAdvisedSize = (advice: FitAdvice | null, size: string): boolean =>
  advice !== null && (advice.kind === 'recommended' ? advice.size === size : advice.kind === 'between' && advice.sizes.includes(size));

/** The mark inside a size option the advice names ("Your size"); nothing otherwise. */
export function FitSizeMark({ fit, size }: { readonly fit: FitTable | null | undefined; readonly size: string }): ReactNode {
  const { m } = useMessages();
  return isAdvisedSize(useFitAdvice(fit), size) ? <span className={css.mark} data-fit-mark>{m.fitMark}</span> : null;
}

/**
 * Under the product page's size choice: with a profile the advice and its why, and "Change your size";
 * without one a "Find your size" button. The server renders the button only (no profile there).
 */
export function FitSizeAdvice({ fit, country }: { readonly fit: FitTable | null | undefined; readonly country: string }): ReactNode {
  const { m } = useMessages();
  const advice = useFitAdvice(fit);
  const inches = showsInches(country);
  if (advice === null) return <FitEditButton label={m.fitFindYourSize} inches={inches} />;
  const text = adviceText(advice, m, inches);
  return (
    <div className={`${css.advice} ${advice.kind === 'unknown' ? css.adviceUnknown : ''}`} data-fit-advice={advice.kind} aria-live="polite">
      <p className={css.headline}>{text.headline}</p>
      {text.why.map((sentence) => <p key={sentence} className={css.why}>{sentence}</p>)}
      <FitEditButton label={m.fitChange} inches={inches} />
    </div>
  );
}

/** A listing tile's advice line (size and the first reason), after hydration and only with a saved profile. */
export function FitTileAdvice({ fit, country }: { readonly fit: FitTable | null | undefined; readonly country: string }): ReactNode {
  const { m } = useMessages();
  const advice = useFitAdvice(fit);
  if (advice === null) return null;
  const inches = showsInches(country);
  const text = adviceText(advice, m, inches);
  return (
    <div className={css.tileLine} data-fit-advice={advice.kind}>
      <span className={css.headline}>{text.short}</span>
      {text.why[0] ? <span className={css.why}>{text.why[0]}</span> : null}
      <FitEditButton label={m.fitChange} inches={inches} />
    </div>
  );
}
