import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';

export const box = style({
  display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xs} ${vars.space.md}`, alignItems: 'start',
  padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceAlt, borderInlineStart: `0.4rem solid ${vars.color.info}`,
});
export const kind = styleVariants({
  success: { borderInlineStartColor: vars.color.success },
  fail: { borderInlineStartColor: vars.color.danger },
  warning: { borderInlineStartColor: vars.color.warning },
  info: { borderInlineStartColor: vars.color.info },
});
export const icon = style({ width: '2.8rem', height: '2.8rem', borderRadius: vars.radius.pill, display: 'grid', placeItems: 'center', color: vars.color.surface, fontWeight: vars.font.weightHeavy, gridRow: 'span 2' });
export const iconKind = styleVariants({
  success: { background: vars.color.success },
  fail: { background: vars.color.danger },
  warning: { background: vars.color.warning },
  info: { background: vars.color.info },
});
export const title = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const body = style({ margin: 0, color: vars.color.text, display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
