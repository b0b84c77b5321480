import { describe, expect, it } from 'vitest';
import { CLOSED_PANEL, dealerPanelReducer, type DealerPanelState } from './dealer-panel-reducer.ts';

const open = (id: string): DealerPanelState => ({ status: 'open', activeId: id });

describe('dealerPanelReducer', () => {
  it('SET chooses the dealer without opening; OPEN then opens on it', () => {
    const set = dealerPanelReducer(CLOSED_PANEL, { type: 'SET', dealerId: 'd1' });
    expect(set).toEqual({ status: 'closed', activeId: 'd1' });
    expect(dealerPanelReducer(set, { type: 'OPEN' })).toEqual(open('d1'));
  });

  it('SET on an open panel switches the dealer shown', () => {
    expect(dealerPanelReducer(open('d1'), { type: 'SET', dealerId: 'd2' })).toEqual(open('d2'));
  });

  it('SET null closes and forgets the dealer', () => {
    expect(dealerPanelReducer(open('d1'), { type: 'SET', dealerId: null })).toEqual(CLOSED_PANEL);
  });

  it('TOGGLE closes an open panel keeping the dealer, and reopens it', () => {
    const closed = dealerPanelReducer(open('d1'), { type: 'TOGGLE' });
    expect(closed).toEqual({ status: 'closed', activeId: 'd1' });
    expect(dealerPanelReducer(closed, { type: 'TOGGLE' })).toEqual(open('d1'));
  });

  it('OPEN and TOGGLE without a dealer keep the panel closed', () => {
    expect(dealerPanelReducer(CLOSED_PANEL, { type: 'OPEN' })).toBe(CLOSED_PANEL);
    expect(dealerPanelReducer(CLOSED_PANEL, { type: 'TOGGLE' })).toBe(CLOSED_PANEL);
  });

  it('an unknown action is a bug and throws', () => {
    expect(() => dealerPanelReducer(CLOSED_PANEL, { type: 'NOPE' } as never)).toThrow(/Unknown dealer panel action/);
  });
});
