import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../brands/theme-contract.css.ts';
import { mediaUp } from '../../styles/breakpoints.ts';

/** Styles of the content blocks: theme tokens only (check-design-tokens). */

/** @knipignore Unused (knip). Kept only because removing a style renumbers this file's other class names (vanilla-extract short identifiers), which changes every page's CSS; drop it with the next visual change of this file. */
export const stack = style({ display: 'grid', gap: 0 });
export const blockSection = style({ paddingBlock: vars.space.xl, '@media': { [mediaUp('md')]: { paddingBlock: vars.space.xxl } } });
export const blockTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: vars.font.weightHeavy, lineHeight: vars.lineHeight.tight, letterSpacing: vars.letterSpacing.heading, textTransform: vars.textTransform.heading, margin: `0 0 ${vars.space.md}` });
export const blockIntro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, maxWidth: '72rem', margin: `0 0 ${vars.space.lg}` });
export const eyebrow = style({ display: 'inline-block', fontSize: vars.fontSize.sm, fontWeight: vars.font.weightBold, textTransform: 'uppercase', letterSpacing: '0.12em', color: vars.color.brandText, marginBottom: vars.space.sm });
export const ctas = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, marginTop: vars.space.lg });

/* Hero: image full bleed, copy over a scrim on wide screens, below the image on phones. The scrim holds its full
   colour under the copy column (a light sky on the right of a dark hero washed out the intro's second half). */
export const hero = style({ position: 'relative', background: vars.color.background, color: vars.color.text, overflow: 'hidden' });
export const heroMedia = style({
  position: 'relative', aspectRatio: '4 / 3',
  '@media': { [mediaUp('md')]: { aspectRatio: 'auto', position: 'absolute', inset: 0 } },
});
export const heroImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });
export const heroScrim = style({
  display: 'none',
  '@media': { [mediaUp('md')]: { display: 'block', position: 'absolute', inset: 0, background: `linear-gradient(90deg, ${vars.color.background} 0%, ${vars.color.background} 40%, transparent 80%)`, opacity: 0.92 } },
});
export const heroBody = style({
  position: 'relative', paddingBlock: vars.space.xl,
  '@media': { [mediaUp('md')]: { minHeight: '56rem', display: 'flex', flexDirection: 'column', justifyContent: 'center', maxWidth: '64rem' } },
});
export const heroTitle = style({ fontFamily: vars.font.heading, fontWeight: vars.font.weightHeavy, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight, margin: 0, '@media': { [mediaUp('sm')]: { fontSize: vars.fontSize.xxl }, [mediaUp('md')]: { fontSize: vars.fontSize.display } } });
export const heroText = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, margin: `${vars.space.md} 0 0` });

/* Page header of pages without a hero. */
export const pageHeader = style({ background: vars.color.surfaceAlt, paddingBlock: vars.space.xl, '@media': { [mediaUp('md')]: { paddingBlock: vars.space.xxl } } });
export const pageTitle = style({ fontFamily: vars.font.heading, fontWeight: vars.font.weightHeavy, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight, margin: 0, maxWidth: '88rem' });
export const pageIntro = style({ fontSize: vars.fontSize.lg, color: vars.color.textMuted, maxWidth: '72rem', margin: `${vars.space.md} 0 0` });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: `${vars.space.sm} 0 0` });

/* Rich text. */
export const prose = style({ maxWidth: '76rem', fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal });
export const proseWide = style({ maxWidth: 'none' });
globalStyle(`${prose} h2, ${prose} h3, ${prose} h4`, { fontFamily: vars.font.heading, fontWeight: vars.font.weightHeavy, lineHeight: vars.lineHeight.tight, margin: `${vars.space.lg} 0 ${vars.space.sm}` });
globalStyle(`${prose} h2`, { fontSize: vars.fontSize.xl });
globalStyle(`${prose} h3`, { fontSize: vars.fontSize.lg });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol, ${prose} blockquote`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${prose} a`, { color: vars.color.brandText, fontWeight: vars.font.weightBold });
globalStyle(`${prose} blockquote`, { borderLeft: `0.4rem solid ${vars.color.primary}`, paddingLeft: vars.space.md, fontSize: vars.fontSize.lg, fontStyle: 'italic' });
globalStyle(`${prose} table`, { width: '100%', borderCollapse: 'collapse', margin: `0 0 ${vars.space.md}` });
globalStyle(`${prose} th, ${prose} td`, { borderBottom: `0.1rem solid ${vars.color.border}`, padding: vars.space.sm, textAlign: 'left', verticalAlign: 'top' });
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${prose} pre`, { background: vars.color.surfaceAlt, padding: vars.space.md, borderRadius: vars.radius.sm, overflowX: 'auto' });
export const embed = style({ margin: `0 0 ${vars.space.md}` });
/** 16:9 responsive iframe container (spec §9: iframe aspect 56.25 %). */
export const ratio16x9 = style({ position: 'relative', width: '100%', paddingTop: '56.25%', borderRadius: vars.radius.md, overflow: 'hidden', background: vars.color.surfaceAlt });
globalStyle(`${ratio16x9} iframe`, { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 });
export const caption = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, marginTop: vars.space.sm });

/* Cards (teasers, listings, product lines). */
export const cardGrid = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: '1fr', '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [mediaUp('lg')]: { gridTemplateColumns: 'repeat(3, 1fr)' } } });
export const card = style({
  display: 'flex', flexDirection: 'column', background: vars.color.surface, color: vars.color.text, borderRadius: vars.radius.md, overflow: 'hidden',
  boxShadow: vars.shadow.card, textDecoration: 'none', border: `0.1rem solid ${vars.color.border}`,
  transition: `transform ${vars.duration.normal} ${vars.easing.emphasized}`,
  selectors: { '&:hover': { transform: 'translateY(-0.4rem)' } },
});
export const cardMedia = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover', background: vars.color.surfaceAlt });
export const cardBody = style({ padding: vars.space.lg, display: 'grid', gap: vars.space.sm, flex: 1, alignContent: 'start' });
export const cardTitle = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.lg, fontWeight: vars.font.weightHeavy, lineHeight: vars.lineHeight.tight, margin: 0 });
export const cardText = style({ color: vars.color.textMuted, margin: 0 });
export const cardMore = style({ color: vars.color.brandText, fontWeight: vars.font.weightBold, display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, marginTop: vars.space.sm });

/* Banner and call to action bands. */
export const banner = style({ display: 'grid', gap: vars.space.lg, alignItems: 'center', borderRadius: vars.radius.lg, overflow: 'hidden', background: vars.color.surfaceAlt, '@media': { [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr' } } });
export const bannerPrimary = style({ background: vars.color.primary, color: vars.color.primaryText });
export const bannerAccent = style({ background: vars.color.accent, color: vars.color.accentText });
export const bannerBody = style({ padding: vars.space.xl });
export const bannerImage = style({ display: 'block', width: '100%', height: '100%', minHeight: '24rem', objectFit: 'cover' });
export const bannerText = style({ margin: `${vars.space.sm} 0 0`, fontSize: vars.fontSize.lg, opacity: 0.9 });
export const onColourButton = style({ background: vars.color.primaryText, color: vars.color.primary, selectors: { '&:hover': { background: vars.color.surfaceAlt } } });
export const cta = style({ textAlign: 'center', display: 'grid', justifyItems: 'center', gap: vars.space.sm, padding: vars.space.xl, borderRadius: vars.radius.lg, border: `0.2rem solid ${vars.color.border}` });

/* Image and text. */
export const imageText = style({ display: 'grid', gap: vars.space.xl, alignItems: 'center', '@media': { [mediaUp('md')]: { gridTemplateColumns: '1fr 1fr' } } });
export const imageTextMediaRight = style({ '@media': { [mediaUp('md')]: { order: 2 } } });
export const roundedImage = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: vars.radius.lg });

/* Key facts. */
export const facts = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(2, 1fr)', listStyle: 'none', padding: 0, margin: 0, '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' } } });
export const factValue = style({ display: 'block', fontFamily: vars.font.heading, fontWeight: vars.font.weightHeavy, fontSize: vars.fontSize.xxl, color: vars.color.brandText, lineHeight: vars.lineHeight.tight });
export const factLabel = style({ color: vars.color.textMuted });

/* FAQ. */
export const faqList = style({ display: 'grid', gap: vars.space.sm, maxWidth: '88rem' });
export const faqItem = style({ background: vars.color.surface, border: `0.1rem solid ${vars.color.border}`, borderRadius: vars.radius.md, padding: `0 ${vars.space.lg}` });
export const faqQuestion = style({ cursor: 'pointer', fontWeight: vars.font.weightBold, fontSize: vars.fontSize.lg, paddingBlock: vars.space.md, listStylePosition: 'outside' });
export const faqAnswer = style({ paddingBottom: vars.space.md });

/* Methods (payment, shipping, contact). */
export const methodGrid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: '1fr', listStyle: 'none', padding: 0, margin: 0, '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [mediaUp('xl')]: { gridTemplateColumns: 'repeat(3, 1fr)' } } });
export const method = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: vars.space.md, alignItems: 'start', padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surfaceAlt });
export const methodIcon = style({ width: '4.8rem', height: '4.8rem', borderRadius: vars.radius.sm, background: vars.color.surface });
export const methodFacts = style({ listStyle: 'none', padding: 0, margin: `${vars.space.sm} 0 0`, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const methodFact = style({ fontSize: vars.fontSize.sm, padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.pill, background: vars.color.surface, border: `0.1rem solid ${vars.color.border}` });

/* Tool shells (dealer finder, bike comparison). */
export const shell = style({ display: 'grid', gap: vars.space.lg, padding: vars.space.xl, borderRadius: vars.radius.lg, background: vars.color.surfaceAlt, border: `0.2rem dashed ${vars.color.border}`, '@media': { [mediaUp('lg')]: { gridTemplateColumns: '1fr 1fr' } } });
export const shellSteps = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.sm });
export const shellFrame = style({ minHeight: '32rem', borderRadius: vars.radius.md, background: vars.color.surface, display: 'grid', placeItems: 'center', color: vars.color.textMuted, textAlign: 'center', padding: vars.space.lg });

/* Splash page: one full-screen image with the brand's message. */
export const splash = style({ position: 'relative', minHeight: '80vh', display: 'grid', alignItems: 'end', color: vars.color.text, background: vars.color.background, overflow: 'hidden' });
export const splashImage = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });
export const splashBody = style({ position: 'relative', paddingBlock: vars.space.xxl, maxWidth: '72rem' });
export const splashPanel = style({ background: vars.color.background, borderRadius: vars.radius.lg, padding: vars.space.xl, boxShadow: vars.shadow.overlay });

/* Placeholder for an unknown component (outside production). */
export const placeholder = style({ margin: vars.space.md, padding: vars.space.md, border: `0.2rem dashed ${vars.color.warning}`, borderRadius: vars.radius.sm, color: vars.color.text, background: vars.color.surfaceAlt, fontFamily: 'monospace' });

/* Fallback screen of the error boundary. */
export const fallback = style({ paddingBlock: vars.space.xxl, display: 'grid', gap: vars.space.md, justifyItems: 'start' });
