import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';
import { mediaUp } from '../styles/breakpoints.ts';

/** Styles of the cycle-to-work calculator: theme tokens only. */
export const slot = style({ minHeight: '8rem' });
export const section = style({ display: 'grid', gap: vars.space.md, marginBlock: vars.space.xl, padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.surfaceAlt });
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, letterSpacing: vars.letterSpacing.heading, textTransform: vars.textTransform.heading });
export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: '72rem' });
export const layout = style({ display: 'grid', gap: vars.space.lg, '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } } });
export const form = style({ display: 'grid', gap: vars.space.md });
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: vars.font.weightBold, fontSize: vars.fontSize.sm });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const input = style({
  width: '100%', maxWidth: '32rem', minHeight: '4.8rem', padding: `0 ${vars.space.md}`, borderRadius: vars.radius.md, border: `0.1rem solid ${vars.color.border}`,
  background: vars.color.surface, color: vars.color.text, fontSize: vars.fontSize.md,
  selectors: { '&:focus': { outline: `0.2rem solid ${vars.color.focus}`, outlineOffset: '0.1rem' }, '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.font.weightBold });
export const results = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surface, border: `0.1rem solid ${vars.color.border}` });
export const resultList = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
export const term = style({ color: vars.color.textMuted });
export const amount = style({ margin: 0, fontWeight: vars.font.weightBold, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const headline = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.font.weightBold, color: vars.color.brandText });
export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });
