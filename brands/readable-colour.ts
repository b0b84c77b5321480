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

/** One theme's colours that the site sets as text on one another (brands/define-brand-themes.css.ts). */
export interface ThemeTextColours {
  readonly background: string;
  readonly surface: string;
  readonly surfaceAlt: string;
  readonly text: string;
  readonly textMuted: string;
  readonly primary: string;
  readonly primaryHover: string;
  readonly primaryText: string;
  readonly accent: string;
  readonly accentText: string;
  readonly success: string;
  readonly warning: string;
  readonly danger: string;
  readonly info: string;
  readonly salePrice: string;
}

/**
 * The text-on-background pairs of a theme under WCAG AA for normal text (4.5:1), one line each
 * (`success #1e7b34 on surfaceAlt #f1ebe0: 4.49:1`): body, muted and status text on the page, card and alternate
 * surfaces, and the text on the brand's own colours (buttons, coloured banners). Empty when all are readable.
 */
export function unreadableTextPairs(theme: ThemeTextColours, min = 4.5): string[] {
  const surfaces = ['background', 'surface', 'surfaceAlt'] as const;
  const onSurfaces = ['text', 'textMuted', 'success', 'warning', 'danger', 'info', 'salePrice'] as const;
  const pairs: (readonly [keyof ThemeTextColours, keyof ThemeTextColours])[] = [
    ...onSurfaces.flatMap((fg) => surfaces.map((bg) => [fg, bg] as const)),
    ['primaryText', 'primary'], ['primaryText', 'primaryHover'], ['accentText', 'accent'],
  ];
  return pairs
    .map(([fg, bg]) => ({ fg, bg, ratio: contrastRatio(theme[fg], theme[bg]) }))
    .filter((p) => p.ratio < min)
    .map((p) => `${p.fg} ${theme[p.fg]} on ${p.bg} ${theme[p.bg]}: ${(Math.floor(p.ratio * 100) / 100).toFixed(2)}:1`);
}
