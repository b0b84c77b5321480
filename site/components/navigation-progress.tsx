import { useNavigationStatus } from '@cycle/engine/react';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n/use-messages.ts';
import * as css from './navigation-progress.css.ts';

/**
 * A thin bar at the top of the window while a page takes over a second to
 * load (the engine's delayed-load status); nothing otherwise.
 */
export function NavigationProgress(): ReactNode {
  const status = useNavigationStatus();
  const { m } = useMessages();
  if (status !== 'delayed') return null;
  return (
    <div className={css.track} role="progressbar" aria-label={m.loadingPage} data-testid="navigation-progress">
      <span className={css.bar} />
    </div>
  );
}
