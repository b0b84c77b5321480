import { style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css.ts';
import { mediaUp } from '../../styles/breakpoints.ts';

export const hero = style({ background: vars.color.surfaceAlt, paddingBlock: vars.space.xl, '@media': { [mediaUp('md')]: { paddingBlock: vars.space.xxl } } });
export const eyebrow = style({ textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: vars.fontSize.sm, fontWeight: vars.font.weightBold, color: vars.color.brandText, margin: `0 0 ${vars.space.sm}` });
export const title = style({ fontSize: vars.fontSize.xxl, margin: `0 0 ${vars.space.sm}` });
export const intro = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: '64rem', margin: 0 });
export const layout = style({
  display: 'grid', gap: vars.space.xl, paddingBlock: vars.space.xl, alignItems: 'start',
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(26rem, 1fr)', paddingBlock: vars.space.xxl } },
});
export const card = style({
  background: vars.color.surface, borderRadius: vars.radius.lg, boxShadow: vars.shadow.card, padding: vars.space.lg, border: `0.1rem solid ${vars.color.border}`,
  '@media': { [mediaUp('md')]: { padding: vars.space.xl } },
});
export const aside = style({ display: 'grid', gap: vars.space.md });
export const asideCard = style({ background: vars.color.surfaceAlt, borderRadius: vars.radius.lg, padding: vars.space.lg, display: 'grid', gap: vars.space.sm });
export const asideTitle = style({ fontSize: vars.fontSize.lg, margin: 0 });
export const asideList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const asideLink = style({ fontWeight: vars.font.weightBold, textUnderlineOffset: '0.3rem' });
