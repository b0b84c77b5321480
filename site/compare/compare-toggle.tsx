import type { ReactNode } from 'react';
import { useSite } from '../data/use-site.ts';
import { useCompareMessages } from './use-compare-messages.ts';
import type { CompareItem } from './compare-state.ts';
import * as css from './compare.css.ts';
import { useCompareActions, useCompareState } from './use-compare.ts';

/**
 * The "Compare" toggle of a tile or a product page: pressed while the bike is on the compare list. The server and
 * the hydration render show it unpressed (the list is in local storage). Nothing where the brand has no
 * comparison page in this market.
 */
export function CompareToggle({ item, placement }: { readonly item: CompareItem; readonly placement: 'tile' | 'detail' }): ReactNode {
  const { m, t } = useCompareMessages();
  const site = useSite();
  const state = useCompareState();
  const actions = useCompareActions();
  if (!site.comparePath) return null;
  const pressed = state.products.some((p) => p.sku === item.sku);
  return (
    <button type="button" className={css.toggle[placement]} aria-pressed={pressed} aria-label={t('compareToggleLabel', { model: item.model })} data-compare-toggle={item.sku} onClick={() => {
      // A full list opens the panel: its message says why, next to the bikes one could remove.
      if (actions.toggle(item).kind === 'full') actions.setOpen(true);
    }}>
      <span className={css.toggleBox} aria-hidden="true">{pressed ? '✓' : '+'}</span>
      {m.compareToggle}
    </button>
  );
}
