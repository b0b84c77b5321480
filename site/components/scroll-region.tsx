import type { ReactNode } from 'react';

/** Props of {@link ScrollRegion}. */
export interface ScrollRegionProps {
  /** What the region holds (the heading of its section), read out when the region takes focus. */
  readonly label: string;
  readonly className: string;
  readonly children: ReactNode;
}

/**
 * A box that scrolls sideways (a wide table on a phone), reachable from the keyboard: it takes focus, so arrow
 * keys scroll it (WCAG 2.1.1; axe's scrollable-region-focusable), and as a named region it says what it holds.
 */
export function ScrollRegion({ label, className, children }: ScrollRegionProps): ReactNode {
  return (
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
