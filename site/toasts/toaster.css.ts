import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';

export const region = style({
  position: 'fixed', insetInlineEnd: vars.space.md, insetBlockEnd: vars.space.md, zIndex: 90, display: 'grid', gap: vars.space.sm,
  width: 'min(40rem, calc(100vw - 3.2rem))', margin: 0, padding: 0, listStyle: 'none',
});
export const toast = style({
  background: vars.color.surface, color: vars.color.text, borderRadius: vars.radius.md, boxShadow: vars.shadow.overlay,
  padding: vars.space.md, borderInlineStart: `0.4rem solid ${vars.color.info}`, display: 'grid', gap: vars.space.sm, fontSize: vars.fontSize.sm,
});
export const level = styleVariants({
  info: { borderInlineStartColor: vars.color.info },
  warning: { borderInlineStartColor: vars.color.warning },
  error: { borderInlineStartColor: vars.color.danger },
});
export const title = style({ fontWeight: vars.font.weightBold, margin: 0, overflowWrap: 'anywhere' });
export const description = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
export const details = style({ maxHeight: '16rem', overflow: 'auto', background: vars.color.surfaceAlt, borderRadius: vars.radius.sm, padding: vars.space.sm, margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: vars.fontSize.xs });
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' });
export const action = style({
  minHeight: '3.6rem', padding: `0 ${vars.space.md}`, borderRadius: vars.radius.sm, border: `0.1rem solid ${vars.color.border}`, background: vars.color.surface,
  color: vars.color.text, cursor: 'pointer', fontSize: vars.fontSize.sm, fontWeight: vars.font.weightBold,
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});
