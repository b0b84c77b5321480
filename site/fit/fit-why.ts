import { format } from '../i18n/use-messages.ts';
import type { FitMessages } from '../i18n/messages/fit/en.ts';
import { formatCm } from './fit-units.ts';
import type { FitAdvice, FitUnknownReason } from './recommend-size.ts';

const UNKNOWN_KEY: Readonly<Record<FitUnknownReason, keyof FitMessages>> = {
  'no-sizes': 'fitUnknownNoSizes',
  'one-size': 'fitUnknownOneSize',
  'no-geometry': 'fitUnknownNoGeometry',
  'outside-range': 'fitUnknownOutside',
  'no-clearance': 'fitUnknownNoClearance',
};

/** Advice in words: a headline (`Recommended size: 55 cm`) and the short why, sentence by sentence. */
export interface AdviceText {
  readonly headline: string;
  /** The tile's one line (`Your size: 55 cm`). */
  readonly short: string;
  readonly why: readonly string[];
}

/** Keeps `175–187` and `78 cm` on one line: a word joiner around range dashes, a no-break space before units. */
const keepTogether = (text: string): string => text.replace(/(\d)\s?–\s?(\d)/g, '$1\u2060–\u2060$2').replace(/(\d) (cm|in)\b/g, '$1\u00a0$2');

/** The words of a piece of advice in the page's language; `inches` adds inch values (en-GB). */
export function adviceText(advice: FitAdvice, m: FitMessages, inches: boolean): AdviceText {
  const text = adviceWords(advice, m, inches);
  return { headline: keepTogether(text.headline), short: keepTogether(text.short), why: text.why.map(keepTogether) };
}

function adviceWords(advice: FitAdvice, m: FitMessages, inches: boolean): AdviceText {
  const cm = (n: number): string => formatCm(n, inches);
  // The data cannot say: say so, and why.
  if (advice.kind === 'unknown') return { headline: m.fitTileUnknown, short: m.fitTileUnknown, why: [m[UNKNOWN_KEY[advice.reason]]] };
  const { why } = advice;
  const size = advice.kind === 'recommended' ? advice.size : advice.sizes[0];
  const sentences: string[] = [];
  if (advice.kind === 'between') sentences.push(format(m.fitWhyBetween, { height: cm(why.heightCm) }));
  else if (why.basis === 'height' && why.range !== null) sentences.push(format(m.fitWhyHeight, { height: cm(why.heightCm), size, min: why.range[0], max: why.range[1] }));
  else sentences.push(format(m.fitWhySeatTube, { inseam: cm(why.inseamCm), size }));
  if (why.standoverMm !== null && why.clearanceMm !== null) {
    sentences.push(format(m.fitWhyStandover, { inseam: cm(why.inseamCm), standover: cm(why.standoverMm / 10), size, clearance: cm(why.clearanceMm / 10) }));
  }
  if (advice.kind === 'recommended' && advice.alternatives !== undefined && advice.alternatives.length > 0) {
    sentences.push(format(m.fitAlternatives, { sizes: advice.alternatives.join(', ') }));
  }
  return advice.kind === 'recommended'
    ? { headline: format(m.fitRecommended, { size: advice.size }), short: format(m.fitTileSize, { size: advice.size }), why: sentences }
    : {
        headline: format(m.fitBetween, { first: advice.sizes[0], second: advice.sizes[1] }),
        short: format(m.fitTileBetween, { first: advice.sizes[0], second: advice.sizes[1] }),
        why: sentences,
      };
}
