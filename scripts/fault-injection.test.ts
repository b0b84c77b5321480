import { describe, expect, it } from 'vitest';
import { createFaultTable } from './fault-injection.ts';

describe('fault table', () => {
  it('passes everything when empty', () => {
    expect(createFaultTable().decide('GET', '/page-data/index/page-data.json')).toEqual({ kind: 'pass', delayMs: 0 });
  });

  it('the first matching rule applies; counted rules expire', () => {
    const t = createFaultTable();
    t.set([{ pattern: '^/page-data/de-de/basket/', status: 503, times: 2 }, { pattern: 'page-data', delayMs: 50 }]);
    const url = '/page-data/de-de/basket/page-data.json';
    expect(t.decide('GET', url)).toEqual({ kind: 'respond', status: 503, body: '', delayMs: 0 });
    expect(t.decide('GET', url).kind).toBe('respond');
    expect(t.decide('GET', url)).toEqual({ kind: 'pass', delayMs: 50 });
  });

  it('a 404 for a JSON URL answers like a host: an HTML page', () => {
    const t = createFaultTable();
    t.set([{ pattern: 'app-data', status: 404 }]);
    const action = t.decide('GET', '/page-data/app-data.json');
    expect(action.kind === 'respond' && action.body.startsWith('<!doctype html>')).toBe(true);
  });

  it('method filter, drop and truncate', () => {
    const t = createFaultTable();
    t.set([{ pattern: '/x/', method: 'HEAD', status: 200 }, { pattern: 'rsc', truncateBytes: 10 }, { pattern: 'chunk', drop: true }]);
    expect(t.decide('GET', '/x/').kind).toBe('pass');
    expect(t.decide('HEAD', '/x/')).toMatchObject({ kind: 'respond', status: 200 });
    expect(t.decide('GET', '/page-data/a/page-data-rsc.json')).toEqual({ kind: 'truncate', bytes: 10, delayMs: 0 });
    expect(t.decide('GET', '/assets/chunk.js')).toEqual({ kind: 'drop', delayMs: 0 });
  });

  it('a bad rule is rejected with the field named, and the old rules stay', () => {
    const t = createFaultTable();
    t.set([{ pattern: 'a', status: 500 }]);
    expect(() => t.set([{ pattern: '(' }])).toThrow(/rules\.0\.pattern/);
    expect(() => t.set([{ pattern: 'a', status: 99 }])).toThrow(/rules\.0\.status/);
    expect(t.decide('GET', '/a').kind).toBe('respond');
  });
});
