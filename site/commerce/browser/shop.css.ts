import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css.ts';
import { mediaUp } from '../../styles/breakpoints.ts';

/** Shared styles of the shop pages (listing, product, basket, checkout): theme tokens only. */
export const page = style({ paddingBlock: vars.space.lg, '@media': { [mediaUp('md')]: { paddingBlock: vars.space.xl } } });
export const crumbs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', padding: 0, margin: `0 0 ${vars.space.md}`, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${crumbs} li + li::before`, { content: '"›"', marginInlineEnd: vars.space.xs });
globalStyle(`${crumbs} a`, { color: 'inherit' });
export const title = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, margin: `0 0 ${vars.space.sm}`, letterSpacing: vars.letterSpacing.heading, textTransform: vars.textTransform.heading });
export const subtitle = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, margin: `0 0 ${vars.space.lg}` });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md, marginBlock: vars.space.md });
export const listingLayout = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [mediaUp('lg')]: { gridTemplateColumns: '26rem 1fr' } } });
export const facets = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });
/** Below lg the facets fold away behind the filter button, so the bikes come first on a phone. */
export const facetsFolded = style({ display: 'none', '@media': { [mediaUp('lg')]: { display: 'grid' } } });
export const filterToggle = style({ '@media': { [mediaUp('lg')]: { display: 'none' } } });
export const facet = style({ border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0 });
export const facetTitle = style({ fontWeight: vars.font.weightBold, padding: 0, marginBottom: vars.space.sm });
export const check = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, paddingBlock: vars.space.xs, cursor: 'pointer' });
export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const grid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const gridCols = styleVariants({ 2: {}, 3: { '@media': { [mediaUp('xxl')]: { gridTemplateColumns: 'repeat(3, 1fr)' } } } });
export const tile = style({
  display: 'flex', flexDirection: 'column', background: vars.color.surface, border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.lg,
  overflow: 'hidden', color: 'inherit', textDecoration: 'none', boxShadow: vars.shadow.card,
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`, selectors: { '&:hover': { transform: 'translateY(-0.2rem)' } },
});
export const tileImage = style({ width: '100%', height: 'auto', aspectRatio: '8 / 5', objectFit: 'cover', background: vars.color.surfaceAlt, display: 'block' });
export const tileBody = style({ display: 'grid', gap: vars.space.xs, padding: vars.space.md });
export const tileName = style({ fontWeight: vars.font.weightBold, fontSize: vars.fontSize.lg, margin: 0 });
export const badge = style({ display: 'inline-block', padding: `0.2rem ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.accent, color: vars.color.accentText, fontSize: vars.fontSize.xs, fontWeight: vars.font.weightBold, textTransform: 'uppercase' });
export const swatches = style({ display: 'flex', gap: vars.space.xs });
export const swatch = style({ width: '1.6rem', height: '1.6rem', borderRadius: vars.radius.pill, border: `0.1rem solid ${vars.color.border}` });
export const price = style({ color: vars.color.price, fontWeight: vars.font.weightHeavy, fontSize: vars.fontSize.lg });
export const bigPrice = style({ color: vars.color.price, fontWeight: vars.font.weightHeavy, fontSize: vars.fontSize.xxl });
export const salePrice = style({ color: vars.color.salePrice });
export const strike = style({ textDecoration: 'line-through', color: vars.color.textMuted, marginInlineStart: vars.space.sm, fontSize: vars.fontSize.md, fontWeight: vars.font.weightRegular });
export const stock = styleVariants({
  'in-stock': { color: vars.color.success, fontWeight: vars.font.weightBold },
  'out-of-stock': { color: vars.color.danger, fontWeight: vars.font.weightBold },
  inactive: { color: vars.color.textMuted, fontWeight: vars.font.weightBold },
});
export const pager = style({ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.xl });
export const select = style({ minHeight: '4.4rem', padding: `0 ${vars.space.md}`, borderRadius: vars.radius.md, border: `0.1rem solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text, fontSize: vars.fontSize.md });
export const input = style({
  minHeight: '4.4rem', padding: `0 ${vars.space.md}`, borderRadius: vars.radius.md, border: `0.1rem solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text, fontSize: vars.fontSize.md, width: '100%',
  selectors: { '&:focus': { outline: `0.2rem solid ${vars.color.focus}`, outlineOffset: '0.1rem' } },
});
export const label = style({ display: 'grid', gap: vars.space.xs, fontWeight: vars.font.weightBold, fontSize: vars.fontSize.sm });
export const productLayout = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(32rem, 2fr)', alignItems: 'start' } } });
// `minmax(0, 1fr)`: an image's width attribute (1600) must not set the track's minimum on a phone.
export const gallery = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'minmax(0, 1fr)' });
export const mainImage = style({ width: '100%', maxWidth: '100%', height: 'auto', aspectRatio: '8 / 5', objectFit: 'cover', borderRadius: vars.radius.lg, background: vars.color.surfaceAlt });
export const thumbs = style({ display: 'flex', gap: vars.space.sm, overflowX: 'auto' });
export const thumb = style({ width: '8rem', height: 'auto', aspectRatio: '8 / 5', objectFit: 'cover', borderRadius: vars.radius.sm, border: `0.2rem solid transparent`, cursor: 'pointer', padding: 0, background: vars.color.surfaceAlt });
export const thumbActive = style({ borderColor: vars.color.primary });
export const buyBox = style({ display: 'grid', gap: vars.space.md, padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.surfaceAlt, '@media': { [mediaUp('lg')]: { position: 'sticky', top: vars.space.xl } } });
export const optionGroup = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space.sm });
export const optionButton = style({
  minHeight: '4.4rem', padding: `0 ${vars.space.md}`, borderRadius: vars.radius.md, border: `0.2rem solid ${vars.color.border}`, background: vars.color.surface, color: vars.color.text,
  cursor: 'pointer', display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.md, textDecoration: 'none',
  selectors: { '&[aria-pressed="true"], &[aria-current="true"]': { borderColor: vars.color.primary, fontWeight: vars.font.weightBold }, '&:disabled': { opacity: 0.45, cursor: 'not-allowed' } },
});
export const section = style({ marginTop: vars.space.xxl });
export const sectionTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, margin: `0 0 ${vars.space.md}` });
export const features = style({ display: 'grid', gap: vars.space.sm, padding: 0, listStyle: 'none', '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' } } });
export const feature = style({ padding: vars.space.md, borderRadius: vars.radius.md, background: vars.color.surfaceAlt, fontWeight: vars.font.weightBold });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, { textAlign: 'start', padding: `${vars.space.sm} ${vars.space.md}`, borderBottom: `0.1rem solid ${vars.color.border}` });
export const tableScroll = style({ overflowX: 'auto' });
export const basketLayout = style({ display: 'grid', gap: vars.space.xl, gridTemplateColumns: 'minmax(0, 1fr)', '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(30rem, 1fr)', alignItems: 'start' } } });
export const line = style({ display: 'grid', gridTemplateColumns: '9.6rem 1fr', gap: vars.space.md, paddingBlock: vars.space.md, borderBottom: `0.1rem solid ${vars.color.border}` });
export const lineImage = style({ width: '9.6rem', height: 'auto', aspectRatio: '8 / 5', objectFit: 'cover', borderRadius: vars.radius.sm, background: vars.color.surfaceAlt });
export const lineActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.sm });
export const summary = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, borderRadius: vars.radius.lg, background: vars.color.surfaceAlt });
export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
export const summaryTotal = style([summaryRow, { fontWeight: vars.font.weightHeavy, fontSize: vars.fontSize.lg, borderTop: `0.1rem solid ${vars.color.border}`, paddingTop: vars.space.sm }]);
export const linkButton = style({ background: 'none', border: 0, padding: 0, color: vars.color.brandText, textDecoration: 'underline', cursor: 'pointer', fontSize: vars.fontSize.sm });
export const form = style({ display: 'grid', gap: vars.space.md });
export const formRow = style({ display: 'grid', gap: vars.space.md, '@media': { [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr' } } });
export const fieldset = style({ border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: vars.space.md, margin: 0, display: 'grid', gap: vars.space.sm });
export const legend = style({ fontWeight: vars.font.weightBold, paddingInline: vars.space.xs });
export const radio = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, cursor: 'pointer' });
export const fieldError = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.font.weightRegular });
export const full = style({ width: '100%', justifyContent: 'center' });
export const hero = style({ width: '100%', height: 'auto', aspectRatio: '12 / 5', objectFit: 'cover', borderRadius: vars.radius.lg, background: vars.color.surfaceAlt, marginBottom: vars.space.lg });
