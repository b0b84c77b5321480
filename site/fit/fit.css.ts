import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';
import { mediaUp } from '../styles/breakpoints.ts';

/** Styles of the size advice and the "Your size" dialog: theme tokens only. */
export const advice = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.sm, borderInlineStart: `0.3rem solid ${vars.color.success}`, background: vars.color.surface, borderRadius: vars.radius.sm });
export const adviceUnknown = style({ borderInlineStartColor: vars.color.border });
export const headline = style({ margin: 0, fontWeight: vars.font.weightBold });
export const why = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
/** A text-like button ("Change your size"): underlined, 4.4 rem tall hit area on touch. */
export const linkButton = style({
  justifySelf: 'start', display: 'inline-flex', alignItems: 'center', minHeight: '4.4rem', padding: 0, border: 0, background: 'transparent', color: vars.color.brandText,
  fontSize: vars.fontSize.sm, fontWeight: vars.font.weightBold, textDecoration: 'underline', cursor: 'pointer',
  '@media': { [mediaUp('lg')]: { minHeight: '3.2rem' } },
});
/** The mark inside the recommended size button. */
export const mark = style({ display: 'inline-block', marginInlineStart: vars.space.xs, padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.pill, background: vars.color.success, color: vars.color.background, fontSize: vars.fontSize.xs, fontWeight: vars.font.weightBold });
/** The tile's advice line under the tile link. */
export const tileLine = style({ display: 'grid', justifyItems: 'start', rowGap: '0.2rem', paddingInline: vars.space.md, fontSize: vars.fontSize.sm });
export const dialog = style({
  width: `min(48rem, calc(100vw - ${vars.space.lg}))`, maxHeight: `calc(100dvh - ${vars.space.lg})`, padding: vars.space.lg, border: 0, borderRadius: vars.radius.lg,
  background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.overlay,
  selectors: { '&::backdrop': { background: vars.color.text, opacity: 0.5 } },
});
export const dialogTitle = style({ margin: `0 0 ${vars.space.sm}`, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl });
export const form = style({ display: 'grid', gap: vars.space.md });
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: vars.font.weightBold, fontSize: vars.fontSize.sm });
export const inputRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const input = style({
  width: '12rem', minHeight: '4.4rem', padding: `0 ${vars.space.md}`, borderRadius: vars.radius.md, border: `0.1rem solid ${vars.color.border}`, background: vars.color.surface,
  color: vars.color.text, fontSize: vars.fontSize.md, selectors: { '&:focus': { outline: `0.2rem solid ${vars.color.focus}`, outlineOffset: '0.1rem' }, '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.font.weightBold });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
/** A listing tile's grid cell: the tile link, then the advice line under it (a button may not sit in a link). */
export const tileCell = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
globalStyle(`${tileCell} > a`, { flexGrow: 1 });
/** A comparison cell: size, reasons and the change button stacked. */
export const compareCell = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });
