/**
 * The size advice itself: loaded only once a profile is stored (`fit-advice.tsx`), so pages without one never
 * load the size rule, the profile schema or these views.
 */
import type { ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages.ts';
import { FitEditButton } from './fit-edit-button.tsx';
import type { FitTable } from './fit-table.ts';
import { adviceText } from './fit-why.ts';
import { recommendSize, type FitAdvice } from './recommend-size.ts';
import * as css from './fit.css.ts';
import { useFitProfile } from './use-fit-profile.ts';

/** The advice for a bike from the saved profile; null without a usable profile. */
function useFitAdvice(fit: FitTable | null | undefined): FitAdvice | null {
  const profile = useFitProfile();
  return profile === null ? null : recommendSize(profile, fit);
}

/** Whether `size` is the advice's size (or one of the two it is between). */
export const isAdvisedSize = (advice: FitAdvice | null, size: string): boolean =>
  advice !== null && (advice.kind === 'recommended' ? advice.size === size : advice.kind === 'between' && advice.sizes.includes(size));

export interface FitViewProps {
  readonly fit: FitTable | null | undefined;
  /** Show inch values beside cm (en-GB). */
  readonly inches: boolean;
}

/** The mark inside the size option the advice names. */
export function SizeMarkView({ fit, size }: { readonly fit: FitTable | null | undefined; readonly size: string }): ReactNode {
  const { m } = useMessages();
  return isAdvisedSize(useFitAdvice(fit), size) ? <span className={css.mark} data-fit-mark>{m.fitMark}</span> : null;
}

/** The advice under the product page's size choice, its why and "Change your size". */
export function SizeAdviceView({ fit, inches }: FitViewProps): ReactNode {
  const { m } = useMessages();
  const advice = useFitAdvice(fit);
  // A stored value that did not parse was dropped: back to the way in.
  if (advice === null) return <FitEditButton label={m.fitFindYourSize} inches={inches} />;
  const text = adviceText(advice, m, inches);
  return (
    <div className={`${css.advice} ${advice.kind === 'unknown' ? css.adviceUnknown : ''}`} data-fit-advice={advice.kind}>
      <p className={css.headline}>{text.headline}</p>
      {text.why.map((sentence) => <p key={sentence} className={css.why}>{sentence}</p>)}
      <FitEditButton label={m.fitChange} inches={inches} />
    </div>
  );
}

/** A listing tile's advice line: the size, the first reason and "Change your size". */
export function TileAdviceView({ fit, inches }: FitViewProps): ReactNode {
  const { m } = useMessages();
  const advice = useFitAdvice(fit);
  if (advice === null) return null;
  const text = adviceText(advice, m, inches);
  return (
    <div className={css.tileLine} data-fit-advice={advice.kind}>
      <span className={css.headline}>{text.short}</span>
      {text.why[0] ? <span className={css.why}>{text.why[0]}</span> : null}
      <FitEditButton label={m.fitChange} inches={inches} />
    </div>
  );
}

/** A comparison cell: the size (or why the data cannot say), the reasons, and "Change your size". */
export function CompareAdviceView({ fit, inches }: FitViewProps): ReactNode {
  const { m } = useMessages();
  const advice = useFitAdvice(fit);
  if (advice === null) return <FitEditButton label={m.fitFindYourSize} inches={inches} />;
  const text = adviceText(advice, m, inches);
  return (
    <div className={css.compareCell} data-fit-advice={advice.kind}>
      <span className={css.headline}>{text.headline}</span>
      {text.why.map((sentence) => <span key={sentence} className={css.why}>{sentence}</span>)}
      <FitEditButton label={m.fitChange} inches={inches} />
    </div>
  );
}
