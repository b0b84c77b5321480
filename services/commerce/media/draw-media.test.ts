import { describe, expect, it } from 'vitest';
import { COLOURS } from '../seed/attribute-groups.ts';
import { BRAND_SEEDS } from '../seed/brand-seeds.ts';
import { buildCatalogue } from '../seed/build-catalogue.ts';
import { bikeSpec, drawBadge, drawLogo, drawMedia, drawProductPicture } from './draw-media.ts';
import type { BikeSpec } from './draw-bike.ts';
import { escapeXml } from './svg-kit.ts';

const base: BikeSpec = { shape: 'diamond', ebike: true, equipped: true, suspensionFork: false, bead: 622, tyreWidth: 47, sweptBar: false, colour: '#1f5c68' };

/** Valid SVG: one root with the namespace, width, height and viewBox, well-formed enough for a browser. */
function expectSvg(svg: string, width: number, height: number): void {
  expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`)).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  expect(svg.match(/<svg/g)).toHaveLength(1);
  // Every opened element is closed (self-closing or a matching end tag).
  const opened = [...svg.matchAll(/<([a-zA-Z]+)[^>]*?(\/?)>/g)].filter((m) => m[2] !== '/').map((m) => m[1]);
  const closed = [...svg.matchAll(/<\/([a-zA-Z]+)>/g)].map((m) => m[1]);
  expect(closed.sort()).toEqual(opened.sort());
}

describe('drawMedia product pictures', () => {
  it('draws sinus-ix12-black as an SVG bike in the colour hex, with a battery and no key text', () => {
    const svg = drawMedia('/media/winora/sinus-ix12-black.svg');
    expectSvg(svg, 1600, 1000);
    expect(svg).toContain(`stroke="${COLOURS.black?.hex ?? ''}"`);
    expect(svg).toContain('class="battery"');
    expect(svg).toContain('class="motor"');
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('sinus');
    expect(svg.length).toBeLessThan(12_000);
  });

  it('every seed model in every colour gets a text-free picture in its colour', () => {
    for (const [brand, seed] of Object.entries(BRAND_SEEDS)) {
      for (const model of seed.models.filter((m) => /\d/.test(m.wheel))) {
        for (const colour of model.colours) {
          const slug = model.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
          const svg = drawMedia(`/media/${brand}/${slug}-${colour}.svg`);
          expectSvg(svg, 1600, 1000);
          expect(svg, `${brand} ${slug}-${colour}`).toContain(COLOURS[colour]?.hex ?? '?');
          expect(svg).not.toContain('<text');
          expect(svg.includes('class="battery"')).toBe(model.type === 'ebike');
        }
      }
    }
  });

  it('differs between diamond, trapeze and wave frames', () => {
    const pictures = (['diamond', 'trapeze', 'wave'] as const).map((shape) => drawProductPicture({ ...base, shape }));
    expect(new Set(pictures).size).toBe(3);
  });

  it('draws the battery and motor only for e-bikes', () => {
    const ebike = drawProductPicture(base);
    const bike = drawProductPicture({ ...base, ebike: false });
    expect(ebike).not.toBe(bike);
    expect(ebike).toContain('class="battery"');
    expect(bike).not.toContain('class="battery"');
    expect(bike).not.toContain('class="motor"');
  });

  it('reads shape, type and equipment from the seed model', () => {
    const tour = bikeSpec({ type: 'ebike', shapes: ['wave', 'diamond'], categories: ['ebikes', 'ebikes-city'], wheel: '28"', tyre: 'Schwalbe Big Ben 55-622', fork: 'Aluminium rigid' }, '#fff');
    expect(tour).toMatchObject({ shape: 'wave', ebike: true, equipped: true, sweptBar: true, suspensionFork: false, bead: 622, tyreWidth: 55 });
    const mtb = bikeSpec({ type: 'bike', shapes: ['diamond'], categories: ['bikes'], wheel: '27.5"', tyre: 'Schwalbe Marathon 47-622', fork: 'Suntour NEX 63 mm' }, '#000');
    expect(mtb).toMatchObject({ shape: 'diamond', ebike: false, equipped: false, suspensionFork: true, bead: 584, tyreWidth: 60 });
  });

  it('is deterministic: the same path gives the same bytes', () => {
    for (const path of ['/media/winora/sinus-ix12-black.svg', '/media/winora/sinus-ix12-hero.svg', '/media/winora/sinus-ix12-geometry.svg', '/media/winora/battery-625.svg', '/media/winora/unknown-thing.svg']) {
      expect(drawMedia(path)).toBe(drawMedia(path));
    }
  });
});

describe('drawMedia other pictures', () => {
  it('draws the hero as a 2400×1200 scene with the bike and no text', () => {
    const svg = drawMedia('/media/winora/sinus-ix12-hero.svg');
    expectSvg(svg, 2400, 1200);
    expect(svg).toContain('id="sky"');
    expect(svg).toContain('class="battery"');
    expect(svg).not.toContain('<text');
  });

  it('draws the geometry chart with lettered dimensions', () => {
    const svg = drawMedia('/media/winora/sinus-ix12-geometry.svg');
    expectSvg(svg, 1600, 1000);
    for (const letter of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']) expect(svg).toContain(`>${letter}</text>`);
    expect(svg).not.toContain('sinus');
  });

  it('draws a battery with its Wh, badges and logos with their names', () => {
    const battery = drawMedia('/media/winora/battery-625.svg');
    expectSvg(battery, 800, 800);
    expect(battery).toContain('625 Wh');
    expectSvg(drawMedia('/media/winora/badge-new.svg'), 200, 200);
    expect(drawMedia('/media/winora/badge-bestseller.svg')).toContain('>BESTSELLER</text>');
    expect(drawMedia('/media/winora/logo-winora.svg')).toContain('>Winora</text>');
    expect(drawMedia('/media/winora/logo-iride-pure.svg')).toContain('>iRide Pure</text>');
    expect(drawMedia('/media/sparta/logo-sparta.svg')).toContain('>Sparta</text>');
  });

  it('answers unknown keys, unknown brands and malformed paths with the text-free fallback', () => {
    const fallback = drawMedia('/media/winora/no-such-picture.svg');
    expectSvg(fallback, 1600, 1000);
    expect(fallback).not.toContain('<text');
    expect(fallback).not.toContain('no-such');
    const heroFallback = drawMedia('/media/nobody/sinus-ix12-hero.svg');
    expectSvg(heroFallback, 2400, 1200);
    expect(heroFallback).not.toMatch(/<text|sinus/);
    for (const path of ['/media/nobody/sinus-ix12-black.svg', '/media/winora/%E0%A4%A.svg', '/media/winora/a/b.svg', '/media/winora/hero.png']) {
      expect(drawMedia(path)).toBe(fallback);
    }
  });

  it('draws every picture the seed catalogue references (all brands) without the fallback, except for parts', () => {
    const fallback = drawMedia('/media/winora/no-such-picture.svg');
    for (const [brand, seed] of Object.entries(BRAND_SEEDS)) {
      const { media } = buildCatalogue(brand, seed, ['DE'], ['EUR']);
      const partSlugs = seed.models.filter((m) => !/\d/.test(m.wheel)).map((m) => m.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
      for (const row of media) {
        const svg = drawMedia(row.path);
        expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${row.width}" height="${row.height}"`), row.path).toBe(true);
        if (!partSlugs.some((slug) => row.path.includes(`/${slug}-`))) expect(svg, row.path).not.toBe(fallback);
      }
      expect(drawMedia(`/media/${brand}/logo-${brand}.svg`)).toContain(`>${seed.manufacturer}</text>`);
    }
  });

  it('draws a model added after the build (unknown slug, known colour) as a plain bike in that colour', () => {
    const svg = drawMedia('/media/winora/test-hook-model-orange.svg');
    expectSvg(svg, 1600, 1000);
    expect(svg).toContain(COLOURS.orange?.hex ?? '?');
    expect(svg).not.toMatch(/<text|test-hook/);
  });

  it('escapes text in badges and logos', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    const badge = drawBadge('<script>alert(1)</script>');
    expect(badge).not.toContain('<script>');
    expect(badge).toContain('&#60;SCRIPT&#62;');
    const logo = drawMedia(`/media/winora/logo-${encodeURIComponent('a<b>&"c')}.svg`);
    expect(logo).not.toMatch(/<b>|&"/);
    expect(drawLogo('Tom & Jerry')).toContain('Tom &#38; Jerry');
  });
});
