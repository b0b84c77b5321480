import { describe, expect, it } from 'vitest';
import { compareReducer, INITIAL_COMPARE_STATE, type CompareItem } from './compare-state.ts';

const bike = (sku: string): CompareItem => ({ objectID: `id-${sku}`, model: `Model ${sku}`, thumbnail: `/t/${sku}.svg`, sku });

describe('compareReducer (spec §4)', () => {
  it('starts empty, not initialised and closed: what the server renders', () => {
    expect(INITIAL_COMPARE_STATE).toEqual({ products: [], initialised: false, open: false, notice: null, unsaved: false });
  });

  it('TOGGLE flips the panel, or sets it when told', () => {
    const opened = compareReducer(INITIAL_COMPARE_STATE, { type: 'TOGGLE' });
    expect(opened.open).toBe(true);
    expect(compareReducer(opened, { type: 'TOGGLE' }).open).toBe(false);
    expect(compareReducer(opened, { type: 'TOGGLE', open: true }).open).toBe(true);
    expect(opened.products).toBe(INITIAL_COMPARE_STATE.products);
  });

  it('UPDATE replaces the products with the stored ones and marks the state initialised, keeping a notice', () => {
    const noticed = compareReducer(INITIAL_COMPARE_STATE, { type: 'NOTICE', notice: { kind: 'full', max: 2 } });
    const next = compareReducer(noticed, { type: 'UPDATE', products: [bike('a')] });
    expect(next).toMatchObject({ products: [bike('a')], initialised: true, notice: { kind: 'full', max: 2 } });
  });

  it('SET replaces the products, marks initialised and clears the last refusal', () => {
    const noticed = compareReducer(INITIAL_COMPARE_STATE, { type: 'NOTICE', notice: { kind: 'full', max: 2 } });
    const next = compareReducer(noticed, { type: 'SET', products: [bike('a'), bike('b')] });
    expect(next).toMatchObject({ products: [bike('a'), bike('b')], initialised: true, notice: null });
  });

  it('SAVED false marks the list as living in this page only', () => {
    expect(compareReducer(INITIAL_COMPARE_STATE, { type: 'SAVED', saved: false }).unsaved).toBe(true);
    expect(compareReducer({ ...INITIAL_COMPARE_STATE, unsaved: true }, { type: 'SAVED', saved: true }).unsaved).toBe(false);
  });

  it('never changes the state it is given', () => {
    const frozen = Object.freeze({ ...INITIAL_COMPARE_STATE });
    compareReducer(frozen, { type: 'SET', products: [bike('a')] });
    expect(frozen.products).toEqual([]);
  });
});
