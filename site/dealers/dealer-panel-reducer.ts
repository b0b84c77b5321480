/**
 * The dealer panel (spec §4): TOGGLE flips it, OPEN opens it on the active dealer, SET chooses the active dealer.
 * A panel cannot be open without a dealer, so the state is a union instead of two independent fields.
 */
export type DealerPanelState =
  | { readonly status: 'closed'; readonly activeId: string | null }
  | { readonly status: 'open'; readonly activeId: string };

export type DealerPanelAction =
  | { readonly type: 'TOGGLE' }
  | { readonly type: 'OPEN' }
  /** The active dealer; `null` forgets it (and closes the panel, which has nothing left to show). */
  | { readonly type: 'SET'; readonly dealerId: string | null };

/** Closed, no dealer chosen. */
export const CLOSED_PANEL: DealerPanelState = { status: 'closed', activeId: null };

/** The panel's next state. OPEN and TOGGLE without an active dealer leave it closed. */
export function dealerPanelReducer(state: DealerPanelState, action: DealerPanelAction): DealerPanelState {
  switch (action.type) {
    case 'TOGGLE':
      if (state.status === 'open') return { status: 'closed', activeId: state.activeId };
      return state.activeId === null ? state : { status: 'open', activeId: state.activeId };
    case 'OPEN':
      return state.status === 'open' || state.activeId === null ? state : { status: 'open', activeId: state.activeId };
    case 'SET':
      if (action.dealerId === null) return CLOSED_PANEL;
      return state.status === 'open' ? { status: 'open', activeId: action.dealerId } : { status: 'closed', activeId: action.dealerId };
    default: {
      const unknown: never = action;
      throw new Error(`Unknown dealer panel action ${JSON.stringify(unknown)}`);
    }
  }
}
