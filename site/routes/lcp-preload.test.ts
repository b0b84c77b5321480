import { describe, expect, it } from 'vitest';
import { productPage, variantOf } from '../analytics/shop-fixtures.ts';
import { withLcpPreload } from './lcp-preload.ts';

const HERO = 'http://127.0.0.1:4190/f/730732023/1600x900/82be3551c7/hero-home.jpg';
const hero = { component: 'hero', _uid: 'h1', headline: 'Los', image: { filename: HERO, alt: 'Ride' }, links: [] };
const preloads = (headHtml: string | undefined): string[] => headHtml?.match(/<link rel="preload"[^>]*>/gu) ?? [];

describe('withLcpPreload', () => {
  it('preloads the opening hero at high priority with the WebP sources its picture chooses from, before the JSON-LD', () => {
    const loaded = withLcpPreload({ kind: 'Home' }, { data: { content: { component: 'home', body: [hero] } }, headHtml: '<script type="application/ld+json">{}</script>' });
    const [tag] = preloads(loaded.headHtml);
    expect(tag).toContain('as="image" fetchpriority="high" type="image/webp" href=');
    expect(tag).toMatch(/imagesrcset="[^"]*\/m\/750x422\/filters:quality\(70\):format\(webp\) 750w/u);
    expect(tag).toContain('imagesizes="100vw"');
    expect(loaded.headHtml?.endsWith('<script type="application/ld+json">{}</script>')).toBe(true);
  });

  it("preloads a commerce listing's editorial hero", () => {
    const loaded = withLcpPreload({ kind: 'Category' }, { data: { tiles: [], editorial: { hero } } as unknown, headHtml: '' });
    expect(preloads(loaded.headHtml)).toHaveLength(1);
  });

  it('preloads the picture the product gallery shows first (the chosen colour’s), with its thumbnails as srcset', () => {
    const petrol = { url: 'http://127.0.0.1:4180/media/winora/sinus-petrol.svg', alt: 'Petrol', thumb: 'x', srcSet: 'http://127.0.0.1:4180/media/winora/sinus-petrol.svg?width=400 400w' };
    const data = productPage({ selectedColour: 'petrol', variants: [variantOf('001', { attrMarketingColor: 'black', attrFrameSize: 'm' }, 1), { ...variantOf('003', { attrMarketingColor: 'petrol', attrFrameSize: 'm' }, 1), image: petrol }] });
    const [tag] = preloads(withLcpPreload({ kind: 'Product' }, { data: data as unknown, headHtml: '' }).headHtml);
    expect(tag).toContain(`fetchpriority="high" href="${petrol.url}"`);
    expect(tag).toContain('imagesrcset="http://127.0.0.1:4180/media/winora/sinus-petrol.svg?width=400 400w"');
  });

  it('adds nothing to a page without a known largest picture', () => {
    const loaded = { data: { content: { component: 'page', body: [{ component: 'rich_text', _uid: 'r' }] } } };
    expect(withLcpPreload({ kind: 'Page' }, loaded)).toBe(loaded);
  });
});
