import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { ComparedBike } from '../compare/comparison/compared-bike.ts';
import type { SizeRowSlot } from '../compare/comparison/comparison-tool.tsx';
import { useMessages } from '../i18n/use-messages.ts';
import { useHydratedStore } from '../runtime/use-hydrated-store.ts';
import { FitEditButton } from './fit-edit-button.tsx';
import { rawFitProfile, subscribeFitProfile } from './fit-profile-events.ts';
import { showsInches } from './fit-units.ts';

const CompareAdviceView = lazy(() => import('./fit-advice-view.tsx').then((views) => ({ default: views.CompareAdviceView })));

/** One bike's cell: its advice from the stored profile, else the way to enter one. */
function FitCompareCell({ bike, inches }: { readonly bike: ComparedBike; readonly inches: boolean }): ReactNode {
  const { m } = useMessages();
  const stored = useHydratedStore(subscribeFitProfile, () => rawFitProfile() !== null, () => false);
  if (!stored) return <FitEditButton label={m.fitFindYourSize} inches={inches} />;
  return <Suspense fallback={null}><CompareAdviceView fit={bike.fit} inches={inches} /></Suspense>;
}

/**
 * The comparison's "Your size" row (the comparison tool's size-row slot): per bike the recommended frame size
 * from its geometry and size table with a short why, or why the data cannot say.
 */
export function useFitSizeRows(country: string): readonly SizeRowSlot[] {
  const { m } = useMessages();
  const inches = showsInches(country);
  return useMemo(() => [{ id: 'fit', label: m.fitYourSize, cell: (bike: ComparedBike) => <FitCompareCell bike={bike} inches={inches} /> }], [m.fitYourSize, inches]);
}
