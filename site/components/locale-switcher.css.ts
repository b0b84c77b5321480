import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';

export const root = style({ position: 'relative' });
export const summary = style({
  display: 'flex', alignItems: 'center', gap: vars.space.xs, cursor: 'pointer', listStyle: 'none',
  fontSize: vars.fontSize.sm, fontWeight: vars.font.weightBold, padding: vars.space.sm, whiteSpace: 'nowrap', minHeight: '4.4rem', minWidth: '4.4rem', justifyContent: 'center', borderRadius: vars.radius.sm,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
export const panel = style({
  position: 'absolute', right: 0, top: '100%', zIndex: 30, width: 'min(36rem, 90vw)', maxHeight: '60vh', overflowY: 'auto',
  padding: vars.space.md, background: vars.color.surface, color: vars.color.text, borderRadius: vars.radius.md, boxShadow: vars.shadow.overlay,
});
export const heading = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: `0 0 ${vars.space.sm}` });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.2rem' });
export const link = style({
  display: 'flex', justifyContent: 'space-between', gap: vars.space.md, padding: `${vars.space.sm} ${vars.space.sm}`, borderRadius: vars.radius.sm,
  textDecoration: 'none', fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { background: vars.color.surfaceAlt }, '&[aria-current]': { fontWeight: vars.font.weightBold, background: vars.color.surfaceAlt } },
});
export const lang = style({ color: vars.color.textMuted });
/** The locale code beside the globe: hidden on the narrowest screens, where the globe and its label suffice. */
export const code = style({ display: 'none', '@media': { 'screen and (min-width: 420px)': { display: 'inline' } } });
