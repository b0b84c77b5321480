/**
 * WCAG contrast for the colours brands choose, so a theme can pick a brand colour that stays readable as text
 * on its own background (a dark petrol primary is fine on a light page and unreadable on a dark hero).
 */

/** Relative luminance of a `#rgb` or `#rrggbb` colour (WCAG 2.x). */
export function luminance(hex: string): number {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (m === null) throw new Error(`Brand colour "${hex}" is not a #rgb or #rrggbb hex colour`);
  const digits = m[1] as string;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const channel = (i: number): number => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** Contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The first candidate readable on `background` (WCAG AA for text, 4.5:1), else `fallback`. */
export function readableOn(background: string, candidates: readonly string[], fallback: string, min = 4.5): string {
  return candidates.find((c) => contrastRatio(c, background) >= min) ?? fallback;
}
