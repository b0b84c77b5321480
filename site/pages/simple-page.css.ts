import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';

export const wrap = style({ maxWidth: '72rem', paddingBlock: vars.space.xxl });
export const code = style({ fontFamily: vars.font.heading, fontWeight: vars.font.weightHeavy, fontSize: '9.6rem', lineHeight: 1, color: vars.color.brandText, margin: 0 });
export const title = style({ fontSize: vars.fontSize.xxl });
export const text = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.lg, padding: 0, listStyle: 'none' });
export const panel = style({ background: vars.color.surfaceAlt, borderRadius: vars.radius.lg, padding: vars.space.xl, textAlign: 'center' });
export const form = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', marginTop: vars.space.lg });
export const input = style({
  flex: '1 1 28rem', minHeight: '4.8rem', padding: `0 ${vars.space.md}`, borderRadius: vars.radius.md, border: `0.2rem solid ${vars.color.border}`,
  background: vars.color.surface, color: vars.color.text, fontSize: vars.fontSize.md,
  selectors: { '&:focus': { borderColor: vars.color.primary, outline: 'none' } },
});
export const label = style({ display: 'block', fontWeight: vars.font.weightBold, marginBottom: vars.space.sm });
