import { lazy, Suspense, useId, useRef, type ReactNode } from 'react';
import type { CommerceSettings } from '../commerce/catalogue/commerce-settings.ts';
import { useNearViewport } from '../galleries/use-near-viewport.ts';
import * as css from './cycle-to-work.css.ts';

// The form, the tax tables and the calculation load only when the section nears the viewport.
const CycleToWorkCalculator = lazy(() => import('./cycle-to-work-calculator.tsx').then((m) => ({ default: m.CycleToWorkCalculator })));

export interface CycleToWorkSectionProps {
  /** The chosen variant's price in the market's currency; null: none known. */
  readonly price: number | null;
  readonly settings: Pick<CommerceSettings, 'country' | 'tag' | 'hidePrices' | 'instalments'>;
}

/** Whether the product page offers the calculator: GB markets with prices shown and a price in the brand's range. */
export function offersCycleToWork(price: number | null, settings: CycleToWorkSectionProps['settings']): boolean {
  if (settings.country !== 'GB' || settings.hidePrices || price === null || price <= 0) return false;
  const range = settings.instalments;
  return range === null || (price >= range.min && price <= range.max);
}

/**
 * "Cycle to work" on GB product pages (issue 15.4): a heading and a line in the static HTML, the calculator (price
 * prefilled from the chosen variant) once the section nears the viewport. Nothing in other markets, for hidden
 * prices, or for a price outside the brand's cycle-to-work range.
 */
export function CycleToWorkSection({ price, settings }: CycleToWorkSectionProps): ReactNode {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  if (!offersCycleToWork(price, settings)) return null;
  return (
    <section ref={ref} className={css.section} aria-labelledby={`${id}-title`} data-cycle-to-work>
      <h2 id={`${id}-title`} className={css.heading}>Cycle to work</h2>
      <p className={css.intro}>Get this bike through your employer’s cycle-to-work scheme and pay for it from your salary before tax and National Insurance.</p>
      <div className={css.slot}>
        {near ? (
          <Suspense fallback={null}>
            <CycleToWorkCalculator price={price} range={settings.instalments} tag={settings.tag} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
