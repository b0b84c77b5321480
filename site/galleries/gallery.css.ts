import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';
import { mediaUp } from '../styles/breakpoints.ts';

/** Styles of the gallery grid, its section and the lightbox: theme tokens only. */
export const grid = style({
  display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.md }, [mediaUp('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const cell = style({ minWidth: 0 });
export const thumb = style({
  display: 'block', width: '100%', padding: 0, border: 0, borderRadius: vars.radius.md, overflow: 'hidden', background: vars.color.surfaceAlt, cursor: 'zoom-in',
  aspectRatio: '1 / 1',
  selectors: { '&:focus-visible': { outline: `0.3rem solid ${vars.color.focus}`, outlineOffset: '0.2rem' } },
});
globalStyle(`${thumb} img`, {
  display: 'block', width: '100%', height: '100%', objectFit: 'cover', transition: `transform ${vars.duration.normal} ${vars.easing.standard}`,
});
globalStyle(`${thumb}:hover img`, { transform: 'scale(1.03)' });

export const section = style({ display: 'grid', gap: vars.space.md, paddingBlock: vars.space.xl });
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, letterSpacing: vars.letterSpacing.heading, textTransform: vars.textTransform.heading });
export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const dialog = style({
  width: '100vw', maxWidth: '100vw', height: '100dvh', maxHeight: '100dvh', margin: 0, padding: 0, border: 0,
  background: vars.color.text, color: vars.color.background,
  selectors: { '&::backdrop': { background: vars.color.text, opacity: 0.9 } },
});
export const frame = style({
  display: 'grid', gridTemplateRows: 'auto minmax(0, 1fr) auto', height: '100%', gap: vars.space.sm, padding: vars.space.sm,
  '@media': { [mediaUp('lg')]: { padding: vars.space.lg } },
});
export const bar = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });
export const position = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.font.weightBold, fontVariantNumeric: 'tabular-nums' });
export const stage = style({ position: 'relative', display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'center', gap: vars.space.sm, minHeight: 0 });
export const figure = style({ display: 'grid', gridTemplateRows: 'minmax(0, 1fr) auto', gap: vars.space.sm, height: '100%', minHeight: 0, margin: 0, justifyItems: 'center', touchAction: 'pan-y' });
export const picture = style({ maxWidth: '100%', maxHeight: '100%', width: 'auto', height: 'auto', minHeight: 0, objectFit: 'contain', alignSelf: 'center', borderRadius: vars.radius.sm });
export const caption = style({ display: 'grid', gap: vars.space.xs, maxWidth: '72rem', textAlign: 'center', fontSize: vars.fontSize.sm });
export const author = style({ opacity: 0.8 });
export const control = style({
  display: 'inline-grid', placeItems: 'center', minWidth: '4.8rem', minHeight: '4.8rem', padding: `0 ${vars.space.sm}`, border: 0, borderRadius: vars.radius.pill,
  background: `color-mix(in srgb, ${vars.color.background} 16%, transparent)`, color: 'inherit', fontSize: vars.fontSize.lg, fontWeight: vars.font.weightBold, cursor: 'pointer',
  selectors: { '&:hover': { background: `color-mix(in srgb, ${vars.color.background} 28%, transparent)` }, '&:focus-visible': { outline: `0.3rem solid ${vars.color.background}`, outlineOffset: '0.2rem' } },
});
