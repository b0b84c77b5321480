import { describe, expect, it } from 'vitest';
import { commerceContextReducer, createCommerceContextStore, EMPTY_COMMERCE_CONTEXT } from './commerce-context.ts';
import { createTokenStorage } from './token-storage.ts';

const memory = () => {
  const map = new Map<string, string>();
  return { map, storage: createTokenStorage({ getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) }, () => 1000) };
};

describe('commerce context', () => {
  it('PUSH_MEDIA merges media by id, replacing existing entries', () => {
    const a = commerceContextReducer(EMPTY_COMMERCE_CONTEXT, { type: 'PUSH_MEDIA', media: [{ id: '1', url: 'a' }, { id: '2', url: 'b' }] });
    const b = commerceContextReducer(a, { type: 'PUSH_MEDIA', media: [{ id: '2', url: 'B' }, { id: '3', url: 'c' }] });
    expect(b.shopwareMedia).toEqual([{ id: '1', url: 'a' }, { id: '2', url: 'B' }, { id: '3', url: 'c' }]);
  });

  it('UPDATE patches fields; UPDATE_CONTEXT_TOKEN with an empty token clears it', () => {
    const updated = commerceContextReducer(EMPTY_COMMERCE_CONTEXT, { type: 'UPDATE', patch: { shopwareLanguageId: 'l1', shopwareCurrency: { id: 'c', name: 'Euro', iso: 'EUR', symbol: '€' } } });
    expect(updated).toMatchObject({ shopwareLanguageId: 'l1', shopwareCurrency: { iso: 'EUR' } });
    expect(commerceContextReducer({ ...updated, shopwareContextToken: 't' }, { type: 'UPDATE_CONTEXT_TOKEN', token: '' }).shopwareContextToken).toBeNull();
  });

  it('a non-empty context or auth token is stored per country, an empty one removed', () => {
    const { map, storage } = memory();
    const store = createCommerceContextStore('AT', storage);
    store.dispatch({ type: 'UPDATE_CONTEXT_TOKEN', token: 'abc' });
    store.dispatch({ type: 'UPDATE_AUTH', auth: { token: 'auth1', tokenExpiry: 5000 } });
    expect(Object.fromEntries(map)).toEqual({ shopwareToken_AT: 'abc', shopwareToken_AT_expiry: String(1000 + 7 * 24 * 3600 * 1000), shopwareToken_auth: 'auth1', shopwareToken_auth_expiry: '5000' });
    expect(createCommerceContextStore('AT', storage).getState()).toMatchObject({ shopwareContextToken: 'abc', shopwareAuth: { token: 'auth1', tokenExpiry: 5000 } });
    expect(createCommerceContextStore('CH', storage).getState().shopwareContextToken).toBeNull();
    store.dispatch({ type: 'UPDATE_CONTEXT_TOKEN', token: '' });
    store.dispatch({ type: 'UPDATE_AUTH', auth: null });
    expect(map.size).toBe(0);
  });
});
