import { lazy, Suspense, type ReactNode } from 'react';
import { useSite } from '../data/use-site.ts';
import { useHydratedStore } from '../runtime/use-hydrated-store.ts';
import { COMPARE_CHANGE_EVENT, COMPARE_STORAGE_KEY } from './compare-keys.ts';

// The dock, its store and its panel load only where a compare list exists: a page without one carries this slot alone.
const CompareDock = lazy(() => import('./compare-dock.tsx').then((mod) => ({ default: mod.CompareDock })));

/** A toggle on this page changed the list (the store has loaded): the dock stays from then on. */
let changedHere = false;

/** Whether anything is stored under `compareItems` (a refusing storage counts as nothing). */
function hasStoredList(): boolean {
  try {
    return window.localStorage.getItem(COMPARE_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function subscribe(notify: () => void): () => void {
  const onChange = (): void => {
    changedHere = true;
    notify();
  };
  const onStorage = (event: StorageEvent): void => {
    if (event.key === COMPARE_STORAGE_KEY || event.key === null) notify();
  };
  window.addEventListener(COMPARE_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(COMPARE_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const wanted = (): boolean => changedHere || hasStoredList();
const onServer = (): boolean => false;

/**
 * The compare dock's place in the layout (every page): loads the dock once a compare list is stored, another tab
 * stores one, or a toggle on this page changes the list (`path`: the page's, which carries the query after a client navigation; the comparison page shows no dock button). Nothing on the server, while hydrating, or where the
 * locale has no comparison page.
 */
export function CompareDockSlot({ path }: { readonly path: string }): ReactNode {
  const site = useSite();
  const show = useHydratedStore(subscribe, wanted, onServer);
  return site.comparePath && show ? <Suspense fallback={null}><CompareDock onComparisonPage={path.split('?')[0] === site.comparePath} /></Suspense> : null;
}
