import { style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';
import { mediaUp } from '../styles/breakpoints.ts';

export const form = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end', marginBlock: vars.space.md });
export const field = style({ flex: '1 1 24rem', display: 'grid', gap: vars.space.xs, fontWeight: vars.font.weightBold });
export const input = style({
  minHeight: '4.4rem', padding: `0 ${vars.space.md}`, border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.sm,
  background: vars.color.background, color: vars.color.text, fontSize: vars.fontSize.md, fontWeight: vars.font.weightRegular,
});
export const priceRow = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm, alignItems: 'end' });
/** The price form's button under both fields. */
export const priceApply = style({ gridColumn: '1 / -1' });
export const priceInput = style([input, { width: '100%', minWidth: 0 }]);
export const pages = style({ display: 'grid', gap: vars.space.md, padding: 0, margin: 0, listStyle: 'none', '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const pageCard = style({
  display: 'grid', gridTemplateColumns: '9.6rem 1fr', gap: vars.space.md, alignItems: 'start', padding: vars.space.sm, textDecoration: 'none',
  border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.md, selectors: { '&:hover': { borderColor: vars.color.primary } },
});
export const pageImage = style({ width: '9.6rem', height: '6rem', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surface });
export const pageTitle = style({ display: 'block', fontWeight: vars.font.weightBold });
export const pageText = style({ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const sectionTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, marginBlock: `${vars.space.xl} ${vars.space.md}` });
export const empty = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surface });
export const count = style({ fontWeight: vars.font.weightBold });
