import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';
import { mediaUp } from '../styles/breakpoints.ts';

export const banner = style({
  position: 'fixed', insetInline: 0, insetBlockEnd: 0, zIndex: 80, background: vars.color.surface, color: vars.color.text,
  boxShadow: vars.shadow.overlay, borderTop: `0.1rem solid ${vars.color.border}`, padding: `${vars.space.md} ${vars.layout.gutter}`,
  maxHeight: '85vh', overflowY: 'auto', selectors: { '&:focus': { outline: 'none' } },
  '@media': { [mediaUp('md')]: { insetInline: 'auto', insetInlineEnd: vars.space.lg, insetBlockEnd: vars.space.lg, width: '52rem', borderRadius: vars.radius.lg, border: `0.1rem solid ${vars.color.border}`, padding: vars.space.lg } },
});
export const title = style({ fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.sm}` });
export const text = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: `0 0 ${vars.space.md}` });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const primary = style({
  minHeight: '4.4rem', padding: `0 ${vars.space.md}`, border: 0, borderRadius: vars.radius.md, background: vars.color.primary, color: vars.color.primaryText,
  fontWeight: vars.font.weightBold, cursor: 'pointer', flex: '1 1 auto', selectors: { '&:hover': { background: vars.color.primaryHover } },
});
export const secondary = style([primary, { background: 'transparent', color: vars.color.text, boxShadow: `inset 0 0 0 0.2rem ${vars.color.border}`, selectors: { '&:hover': { background: vars.color.surfaceAlt } } }]);
export const groups = style({ listStyle: 'none', margin: `0 0 ${vars.space.md}`, padding: 0, display: 'grid', gap: vars.space.sm });
export const group = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `0 ${vars.space.sm}`, alignItems: 'start', padding: vars.space.sm, borderRadius: vars.radius.sm, background: vars.color.surfaceAlt });
export const checkbox = style({ width: '2rem', height: '2rem', marginTop: '0.2rem', accentColor: vars.color.primary });
export const groupName = style({ fontWeight: vars.font.weightBold });
export const groupText = style({ gridColumn: 2, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const link = style({ background: 'none', border: 0, padding: 0, color: vars.color.text, textDecoration: 'underline', cursor: 'pointer', fontSize: vars.fontSize.sm, marginTop: vars.space.sm });
