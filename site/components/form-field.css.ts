import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';

/** Wrapper of one field: the box with its floating label, then hint and error. */
export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const box = style({ position: 'relative' });
const control = {
  width: '100%', minHeight: '5.6rem', padding: `2.2rem ${vars.space.md} 0.6rem`, paddingInlineEnd: '4.4rem',
  border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.md, background: vars.color.surface, color: vars.color.text,
  fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal, transition: `border-color ${vars.duration.fast} ${vars.easing.standard}, box-shadow ${vars.duration.fast} ${vars.easing.standard}`,
} as const;
export const input = style({
  ...control,
  selectors: {
    '&:focus': { outline: 'none', borderColor: vars.color.primary, boxShadow: `0 0 0 0.3rem ${vars.color.focus}` },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
  },
});
export const textarea = style([input, { minHeight: '16rem', resize: 'vertical', paddingTop: '2.8rem' }]);
export const select = style([input, { appearance: 'none', cursor: 'pointer', paddingInlineEnd: '4.8rem' }]);
/** The label sits in the box like a placeholder and rises on focus or when the field has a value. */
export const label = style({
  position: 'absolute', insetInlineStart: `calc(${vars.space.md} + 0.1rem)`, top: '1.7rem', color: vars.color.textMuted, fontSize: vars.fontSize.md,
  pointerEvents: 'none', transformOrigin: 'left top', transition: `transform ${vars.duration.fast} ${vars.easing.standard}, color ${vars.duration.fast} ${vars.easing.standard}`,
  whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: 'calc(100% - 6rem)',
  selectors: {
    [`${box}[data-float="true"] &, ${box}:focus-within &`]: { transform: 'translateY(-1.1rem) scale(0.78)', color: vars.color.text, fontWeight: vars.font.weightBold },
  },
});
export const required = style({ color: vars.color.danger, marginInlineStart: '0.2rem' });
export const optional = style({ color: vars.color.textMuted, fontWeight: vars.font.weightRegular });
export const tick = style({
  position: 'absolute', insetInlineEnd: vars.space.md, top: '1.6rem', width: '2.4rem', height: '2.4rem', borderRadius: vars.radius.pill,
  background: vars.color.success, color: vars.color.surface, display: 'grid', placeItems: 'center', fontSize: '1.4rem', fontWeight: vars.font.weightHeavy, pointerEvents: 'none',
});
export const chevron = style({ position: 'absolute', insetInlineEnd: vars.space.md, top: '2rem', pointerEvents: 'none', color: vars.color.textMuted, fontSize: '1.2rem' });
export const hint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.font.weightBold, margin: 0, display: 'flex', gap: vars.space.xs, alignItems: 'baseline' });
