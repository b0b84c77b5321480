import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';
import { mediaUp } from '../styles/breakpoints.ts';

/** In the bar from lg (below it the mobile menu's panel holds the field). */
export const bar = style({ display: 'none', position: 'relative', '@media': { [mediaUp('lg')]: { display: 'block', flex: '0 1 22rem', minWidth: '12rem' } } });
export const panel = style({ position: 'relative', marginBottom: vars.space.md });
export const input = style({
  width: '100%', minHeight: '4.4rem', padding: `0 ${vars.space.md}`, border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.sm,
  background: vars.color.background, color: vars.color.text, fontSize: vars.fontSize.md,
});
export const listbox = style({
  position: 'absolute', insetInline: 0, top: 'calc(100% + 0.4rem)', zIndex: 30, margin: 0, padding: vars.space.xs, listStyle: 'none',
  background: vars.color.background, color: vars.color.text, border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.md, boxShadow: vars.shadow.overlay,
  minWidth: 'min(36rem, calc(100vw - 3.2rem))', maxHeight: '60vh', overflowY: 'auto',
  '@media': { [mediaUp('lg')]: { insetInline: 'auto 0' } },
});
export const option = style({
  display: 'grid', gridTemplateColumns: '6.4rem 1fr', alignItems: 'center', gap: vars.space.sm, padding: vars.space.xs, borderRadius: vars.radius.sm, cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.surface, outline: `0.2rem solid ${vars.color.primary}`, outlineOffset: '-0.2rem' } },
});
export const optionAll = style([option, { gridTemplateColumns: '1fr', fontWeight: vars.font.weightBold, color: vars.color.brandText }]);
export const thumb = style({ width: '6.4rem', height: '4rem', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surface });
export const name = style({ display: 'block', fontWeight: vars.font.weightBold });
export const price = style({ display: 'block', color: vars.color.price, fontSize: vars.fontSize.sm });
