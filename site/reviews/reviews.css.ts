import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';
import { mediaUp } from '../styles/breakpoints.ts';

/** Review styles: theme tokens only. The stars are two rows of ★, the filled one clipped to the rating's width. */
export const stars = style({ position: 'relative', display: 'inline-block', color: vars.color.border, letterSpacing: '0.1em', lineHeight: 1, whiteSpace: 'nowrap', flexShrink: 0 });
export const starsFill = style({ position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, overflow: 'hidden', color: vars.color.accent });
export const rating = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const ratingLink = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, color: 'inherit', fontSize: vars.fontSize.sm });
export const section = style({ marginBlock: vars.space.xl, scrollMarginTop: vars.space.xl });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: vars.space.md, marginBottom: vars.space.md });
export const average = style({ fontSize: vars.fontSize.xxl, fontWeight: vars.font.weightHeavy, color: vars.color.text });
export const bars = style({ display: 'grid', gap: vars.space.xs, margin: `0 0 ${vars.space.lg}`, padding: 0, listStyle: 'none', maxWidth: '40rem', fontSize: vars.fontSize.sm });
export const bar = style({ display: 'grid', gridTemplateColumns: '3rem 1fr 4rem', alignItems: 'center', gap: vars.space.sm });
export const barTrack = style({ height: '0.8rem', borderRadius: vars.radius.pill, background: vars.color.surfaceAlt, overflow: 'hidden' });
export const barFill = style({ display: 'block', height: '100%', background: vars.color.accent });
export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'end', marginBlock: vars.space.md });
export const list = style({ display: 'grid', gap: vars.space.md, padding: 0, margin: 0, listStyle: 'none' });
export const review = style({ border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, background: vars.color.surface, '@media': { [mediaUp('md')]: { padding: vars.space.lg } } });
export const reviewTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.font.weightBold, margin: `${vars.space.xs} 0` });
export const reviewText = style({ margin: `${vars.space.sm} 0`, lineHeight: vars.lineHeight.normal });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.md}`, color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });
export const pager = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.md });
export const status = style({ margin: `${vars.space.sm} 0`, color: vars.color.textMuted });
