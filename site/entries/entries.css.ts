import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';
import { mediaUp } from '../styles/breakpoints.ts';

/** The campaign's entry section: a card on the page's surface. */
export const card = style({
  display: 'grid', gap: vars.space.md, maxWidth: '72rem', padding: vars.space.lg,
  border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.lg, background: vars.color.surface,
  '@media': { [mediaUp('md')]: { padding: vars.space.xl } },
});
export const question = style({ fontSize: vars.fontSize.lg, fontWeight: vars.font.weightBold, margin: 0 });
/** Reserves the form's height while its code loads, so nothing below jumps. */
export const placeholder = style({ minHeight: '40rem', color: vars.color.textMuted, margin: 0 });
export const form = style({ display: 'grid', gap: vars.space.md });
export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const fieldset = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const legend = style({ fontWeight: vars.font.weightBold, padding: 0, marginBottom: vars.space.sm });
export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const option = style({
  display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: '4.4rem', padding: `0 ${vars.space.md}`,
  border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.pill, cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 0.1rem ${vars.color.primary}` } },
});
export const check = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, lineHeight: vars.lineHeight.normal });
export const checkbox = style({ width: '2.2rem', height: '2.2rem', flex: 'none', marginTop: '0.2rem', accentColor: vars.color.primary });
export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 });
export const fileInput = style({ fontSize: vars.fontSize.md, maxWidth: '100%' });
export const preview = style({ display: 'block', maxWidth: '100%', width: '24rem', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.md, border: `0.1rem solid ${vars.color.border}` });
export const captcha = style({ display: 'grid', gap: vars.space.xs, minHeight: '7.4rem' });
export const submit = style({ justifySelf: 'start', minWidth: '22rem', justifyContent: 'center', '@media': { 'screen and (max-width: 575px)': { width: '100%' } } });
export const gallery = style({ display: 'grid', gap: vars.space.md, marginTop: vars.space.xl });
