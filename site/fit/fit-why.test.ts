import { describe, expect, it } from 'vitest';
import { fitDe } from '../i18n/messages/fit/de.ts';
import { fitEn } from '../i18n/messages/fit/en.ts';
import { adviceText } from './fit-why.ts';
import type { FitWhy } from './recommend-size.ts';

const WHY: FitWhy = { heightCm: 180, inseamCm: 82, range: [175, 187], standoverMm: 790, clearanceMm: 30, basis: 'height' };
const plain = (s: string): string => s.replace(/\u00a0/g, ' ').replace(/\u2060/g, '');

describe('adviceText', () => {
  it('says the size, the height range and the stand-over clearance ("stand-over 79 cm on M leaves 3 cm")', () => {
    const text = adviceText({ kind: 'recommended', size: 'M', why: WHY, alternatives: ['L'] }, fitEn, false);
    expect(plain(text.headline)).toBe('Recommended size: M');
    expect(text.why.map(plain)).toEqual(['Your height 180 cm: M is made for 175–187 cm.', 'Your inseam 82 cm: stand-over 79 cm on M leaves 3 cm.', 'Also possible: L']);
  });

  it('keeps a range and a length with its unit on one line', () => {
    const [first] = adviceText({ kind: 'recommended', size: 'M', why: WHY }, fitEn, false).why;
    expect(first).toContain('175\u2060–\u2060187\u00a0cm');
  });

  it('adds inches for GB shoppers', () => {
    expect(plain(adviceText({ kind: 'recommended', size: 'M', why: WHY }, fitEn, true).why[1] ?? '')).toBe('Your inseam 82 cm (32 in): stand-over 79 cm (31 in) on M leaves 3 cm (1 in).');
  });

  it('between two sizes names both and why', () => {
    const text = adviceText({ kind: 'between', sizes: ['S', 'M'], why: { ...WHY, standoverMm: null, clearanceMm: null } }, fitDe, false);
    expect([plain(text.headline), plain(text.short)]).toEqual(['Zwischen S und M', 'Ihre Größe: S oder M']);
    expect(plain(text.why[0] ?? '')).toContain('liegt im Bereich beider Größen');
  });

  it('unknown: no size advice, and the reason', () => {
    const text = adviceText({ kind: 'unknown', reason: 'no-clearance' }, fitEn, false);
    expect([text.headline, text.why]).toEqual(['No size advice for this bike', ['The sizes for your height leave too little stand-over clearance for your inseam.']]);
  });
});
