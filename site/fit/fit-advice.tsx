/**
 * The fit advice as the listing tiles and the product page use it. This module is all those pages load up
 * front: it only watches whether a profile is stored (after hydration; the server renders no advice) and loads
 * the advice views (`fit-advice-view.tsx`: size rule, profile schema, copy) when one is.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages.ts';
import { useHydratedStore } from '../runtime/use-hydrated-store.ts';
import { FitEditButton } from './fit-edit-button.tsx';
import { rawFitProfile, subscribeFitProfile } from './fit-profile-events.ts';
import type { FitTable } from './fit-table.ts';
import { showsInches } from './fit-units.ts';

const loadViews = () => import('./fit-advice-view.tsx');
const SizeMarkView = lazy(() => loadViews().then((views) => ({ default: views.SizeMarkView })));
const SizeAdviceView = lazy(() => loadViews().then((views) => ({ default: views.SizeAdviceView })));
const TileAdviceView = lazy(() => loadViews().then((views) => ({ default: views.TileAdviceView })));

/**
 * Whether anything is stored under the profile key; false on the server and while hydrating, then read as a
 * transition after the hydrated signal (a listing's tiles re-render in one interruptible pass).
 */
function useProfileStored(): boolean {
  return useHydratedStore(subscribeFitProfile, () => rawFitProfile() !== null, () => false);
}

interface FitProps {
  /** The bike's fit table (page data); null or missing where it has no frame sizes. */
  readonly fit: FitTable | null | undefined;
  /** Upper-case country of the page (inch values for GB). */
  readonly country: string;
}

/** The "Your size" mark inside the size option the advice names; nothing without a profile. */
export function FitSizeMark({ fit, size }: { readonly fit: FitTable | null | undefined; readonly size: string }): ReactNode {
  return useProfileStored() ? <Suspense fallback={null}><SizeMarkView fit={fit} size={size} /></Suspense> : null;
}

/**
 * Under the product page's size choice: with a profile the advice, its why and "Change your size"; without
 * one (and on the server) a "Find your size" button.
 */
export function FitSizeAdvice({ fit, country }: FitProps): ReactNode {
  const { m } = useMessages();
  const inches = showsInches(country);
  if (!useProfileStored()) return <FitEditButton label={m.fitFindYourSize} inches={inches} />;
  return <Suspense fallback={null}><SizeAdviceView fit={fit} inches={inches} /></Suspense>;
}

/**
 * A listing tile's advice line; nothing without a profile (and on the server), and nothing for a tile without a
 * fit table (an accessory without frame sizes, or tile data that does not carry one).
 */
export function FitTileAdvice({ fit, country }: FitProps): ReactNode {
  const stored = useProfileStored();
  if (fit === null || fit === undefined) return null;
  return stored ? <Suspense fallback={null}><TileAdviceView fit={fit} inches={showsInches(country)} /></Suspense> : null;
}
