import { createContext, useContext } from 'react';

/**
 * Where client-side navigation stands: `idle`; `loading` the next page;
 * `delayed` once that load has taken over a second (show a progress
 * indicator). Always `idle` on the server.
 */
export type NavigationStatus = 'idle' | 'loading' | 'delayed';

export const NavigationStatusContext = createContext<NavigationStatus>('idle');

/** The current navigation status, for progress indicators. */
export function useNavigationStatus(): NavigationStatus {
  return useContext(NavigationStatusContext);
}
