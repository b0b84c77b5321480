import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../brands/theme-contract.css.ts';
import { breakpoints, mediaUp } from '../styles/breakpoints.ts';

/** The bar's height at the top of the page and once scrolled (compact). */
const barHeight = { normal: 7.2, compact: 5.6 } as const;
/**
 * The header is sticky, so it is in the page's flow: when the bar turns compact, the margin below takes up what the
 * bar gave back, and the content under the header never moves. Otherwise every scroll past the top would shift the
 * page by the difference (a layout shift), and scroll anchoring would move the scroll position by it: back would
 * return the shopper 16 px away from where they left. Both sides run the same transition, so their sum holds.
 */
export const header = style({
  position: 'sticky', top: 0, zIndex: 20, background: vars.color.background, color: vars.color.text,
  borderBottom: `0.1rem solid ${vars.color.border}`, marginBottom: 0,
  transition: `box-shadow ${vars.duration.normal} ${vars.easing.standard}, transform ${vars.duration.normal} ${vars.easing.emphasized}, margin-bottom ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: {
    '&[data-state="scrolled"]': { boxShadow: vars.shadow.card, marginBottom: `${barHeight.normal - barHeight.compact}rem` },
    '&[data-state="sticky"]': { boxShadow: vars.shadow.overlay, marginBottom: `${barHeight.normal - barHeight.compact}rem` },
  },
});
export const headerStickySmall = style({
  '@media': { [`screen and (max-width: ${breakpoints.stickySmall}px)`]: { selectors: { '&[data-state="scrolled"]': { transform: 'translateY(-100%)' } } } },
});
export const bar = style({
  display: 'flex', alignItems: 'center', gap: vars.space.sm, height: `${barHeight.normal}rem`,
  transition: `height ${vars.duration.normal} ${vars.easing.standard}`,
  selectors: { [`${header}[data-state="scrolled"] &, ${header}[data-state="sticky"] &`]: { height: `${barHeight.compact}rem` } },
});
export const logo = style({
  fontFamily: vars.font.heading, fontWeight: vars.font.weightHeavy, fontSize: vars.fontSize.lg, letterSpacing: '0.02em', minWidth: 0,
  '@media': { [mediaUp('sm')]: { fontSize: vars.fontSize.xl } },
  textTransform: 'uppercase', textDecoration: 'none', display: 'flex', alignItems: 'center', gap: vars.space.sm, whiteSpace: 'nowrap',
});
export const logoMark = style({ flex: 'none', width: '1.2rem', height: '2.8rem', background: vars.color.primary, borderRadius: vars.radius.sm, transform: 'skewX(-12deg)' });
export const nav = style({ display: 'none', '@media': { [mediaUp('lg')]: { display: 'block', marginInlineStart: vars.space.lg } } });
export const navList = style({ display: 'flex', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });
export const navLink = style({
  display: 'block', padding: `${vars.space.sm} ${vars.space.md}`, textDecoration: 'none', fontWeight: vars.font.weightBold, fontSize: vars.fontSize.md, whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm, selectors: { '&:hover': { color: vars.color.brandText } },
});
export const actions = style({ display: 'flex', alignItems: 'center', gap: 0, marginInlineStart: 'auto', '@media': { [mediaUp('sm')]: { gap: vars.space.xs } } });
export const action = style({
  display: 'inline-flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.xs, minWidth: '4.4rem', minHeight: '4.4rem', flex: 'none',
  padding: vars.space.sm, borderRadius: vars.radius.sm, textDecoration: 'none', fontWeight: vars.font.weightBold, fontSize: vars.fontSize.sm,
  selectors: { '&:hover': { color: vars.color.brandText } },
});
/** Shown from xl; below it the icon shows and the label stays for screen readers (visually hidden, not display: none). */
export const actionLabel = style({
  position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap',
  '@media': { [mediaUp('xl')]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' } },
});
export const mobileMenu = style({ '@media': { [mediaUp('lg')]: { display: 'none' } } });
export const mobileSummary = style({ listStyle: 'none', cursor: 'pointer', selectors: { '&::-webkit-details-marker': { display: 'none' } } });
/**
 * The actions (search, language, basket, menu) stay hidden until the menu's summary, their last part, is in the
 * document. They sit at the bar's right end, so each one the HTML parser adds moves the ones before it to the left:
 * a first paint in the middle of the header (its HTML cut by the network) showed the search icon at the far right
 * and then moved it (a layout shift on the phone home in Lighthouse runs, CLS 0.002 to 0.004;
 * tests/e2e/first-paint.spec.ts). Hidden, they are not painted, so nothing visible moves; once complete they appear
 * in place. Browsers without `:has()` ignore the rule.
 */
globalStyle(`${actions}:not(:has(${mobileSummary}))`, { visibility: 'hidden' });
export const mobilePanel = style({
  position: 'absolute', left: 0, right: 0, top: '100%', background: vars.color.background, borderBottom: `0.1rem solid ${vars.color.border}`,
  boxShadow: vars.shadow.overlay, padding: vars.space.md,
});
export const mobileList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });
export const mobileLink = style({ display: 'block', padding: `${vars.space.md} ${vars.space.sm}`, fontSize: vars.fontSize.lg, fontWeight: vars.font.weightBold, textDecoration: 'none', borderBottom: `0.1rem solid ${vars.color.border}` });
