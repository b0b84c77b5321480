import { describe, expect, it } from 'vitest';
import { imageServiceUrl, parseAssetUrl } from './image-service-url.ts';
import { imageSources } from './image-sources.ts';

const ASSET = 'http://127.0.0.1:4190/f/12345/2400x1200/abc123/heroes/city.jpg';

describe('imageServiceUrl', () => {
  it('reads the original size from the asset URL', () => {
    expect(parseAssetUrl(ASSET)).toEqual({ url: ASSET, width: 2400, height: 1200 });
    expect(parseAssetUrl(`${ASSET}/m/100x0`)).toEqual({ url: ASSET, width: 2400, height: 1200 });
    expect(parseAssetUrl('https://a.storyblok.com/f/1/10x10/h/logo.svg')).toBeUndefined();
    expect(parseAssetUrl('https://example.com/x.jpg')).toBeUndefined();
  });

  it('writes size, smart crop and filters in the grammar order', () => {
    expect(imageServiceUrl(ASSET)).toBe(`${ASSET}/m/`);
    expect(imageServiceUrl(ASSET, { width: 800, height: 600, smart: true, quality: 70, format: 'webp' })).toBe(`${ASSET}/m/800x600/smart/filters:quality(70):format(webp)`);
    expect(imageServiceUrl(ASSET, { width: 500, focal: '10x20:30x40', smart: true, blur: 5, brightness: -20, rotate: 90 })).toBe(`${ASSET}/m/500x0/filters:focal(10x20:30x40):blur(5):brightness(-20):rotate(90)`);
  });

  it('leaves other URLs alone and throws on out-of-range options (bugs)', () => {
    expect(imageServiceUrl('/static/logo.png', { width: 10 })).toBe('/static/logo.png');
    expect(() => imageServiceUrl(ASSET, { quality: 101 })).toThrow(/quality must be 0 to 100/);
    expect(() => imageServiceUrl(ASSET, { blur: 101 })).toThrow(/blur must be 0 to 100/);
    expect(() => imageServiceUrl(ASSET, { brightness: -101 })).toThrow(/brightness/);
    expect(() => imageServiceUrl(ASSET, { rotate: 45 as never })).toThrow(/rotate must be 90, 180 or 270/);
    expect(() => imageServiceUrl(ASSET, { format: 'gif' as never })).toThrow(/format must be webp, png or jpeg/);
  });
});

describe('imageSources', () => {
  it('fixed: densities 1, 2, 3 up to the original, quality 70, width and height set', () => {
    const s = imageSources({ url: ASSET, layout: 'fixed', width: 400, height: 300 });
    expect(s).toMatchObject({ width: 400, height: 300, sizes: undefined });
    expect(s.src).toBe(`${ASSET}/m/400x300/smart/filters:quality(70)`);
    expect(s.srcSetWebp).toBe(`${ASSET}/m/400x300/smart/filters:quality(70):format(webp) 1x, ${ASSET}/m/800x600/smart/filters:quality(70):format(webp) 2x, ${ASSET}/m/1200x900/smart/filters:quality(70):format(webp) 3x`);
    const big = imageSources({ url: ASSET, layout: 'fixed', width: 1000 });
    expect(big.srcSet.split(', ').map((e) => e.split(' ')[1])).toEqual(['1x', '2x']);
    expect(big.height).toBe(500);
  });

  it('fullWidth: the breakpoints 750, 1080, 1366, 1920 up to the original, sizes 100vw', () => {
    const s = imageSources({ url: ASSET, layout: 'fullWidth' });
    expect(s.srcSet.split(', ').map((e) => e.split(' ')[1])).toEqual(['750w', '1080w', '1366w', '1920w']);
    expect(s).toMatchObject({ width: 1920, height: 960, sizes: '100vw' });
    const small = imageSources({ url: 'http://h/f/1/1200x600/x/a.jpg', layout: 'fullWidth', aspectRatio: 2 });
    expect(small.srcSet.split(', ').map((e) => e.split(' ')[1])).toEqual(['750w', '1080w']);
  });

  it('constrained: smaller breakpoints plus the densities of its width, sizes capped at the width', () => {
    const s = imageSources({ url: ASSET, layout: 'constrained', width: 800, aspectRatio: 4 / 3, focus: '900x100:1000x200' });
    expect(s.srcSet.split(', ').map((e) => e.split(' ')[1])).toEqual(['750w', '800w', '1600w', '2400w']);
    expect(s).toMatchObject({ width: 800, height: 600, sizes: '(min-width: 800px) 800px, 100vw' });
    expect(s.src).toBe(`${ASSET}/m/800x600/filters:quality(70):focal(900x100:1000x200)`);
    expect(s.placeholder).toBe(`${ASSET}/m/20x15/filters:quality(50):focal(900x100:1000x200)`);
  });

  it('other URLs: the URL itself, no srcset, no placeholder, and so no sizes (sizes without srcset is invalid HTML)', () => {
    const s = imageSources({ url: '/static/a.png', layout: 'constrained', width: 300, height: 200 });
    expect(s).toMatchObject({ src: '/static/a.png', srcSet: '', placeholder: undefined, width: 300, height: 200, sizes: undefined });
  });

  it('SVG assets (not transformed by the image service): no srcset and no sizes, in every layout', () => {
    for (const layout of ['fullWidth', 'constrained', 'fixed'] as const) {
      const s = imageSources({ url: 'http://127.0.0.1:4190/f/730732023/1600x900/29722fb8e3/splash-mrs.svg', layout });
      expect(s).toMatchObject({ srcSet: '', srcSetWebp: '', sizes: undefined });
    }
  });
});
