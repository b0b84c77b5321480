/**
 * The pictures behind `/media/<brand>/<key>.svg`, drawn from the seed data (no photos): the keys are the ones
 * `addMedia` of seed/build-catalogue.ts makes — `<model>-<colour>` product pictures, `<model>-hero`,
 * `<model>-geometry`, `battery-<wh>`, `badge-<name>`, `logo-<line>` and `logo-<brand>`. Anything else gets a
 * neutral picture. Pure and deterministic: the same path gives the same bytes.
 */
import { COLOURS } from '../seed/attribute-groups.ts';
import { BRAND_SEEDS } from '../seed/brand-seeds.ts';
import { mediaSlug } from '../seed/build-catalogue.ts';
import type { SeedBrand, SeedModel } from '../seed/seed-types.ts';
import { bikeBounds, bikeGeometry, drawBike, type BikeSpec, type FrameShape } from './draw-bike.ts';
import { drawGeometry } from './draw-geometry.ts';
import { escapeXml, hash, luminance, n, shade, svgDoc } from './svg-kit.ts';

interface BrandIndex {
  readonly manufacturer: string;
  readonly models: ReadonlyMap<string, SeedModel>;
  /** Product line by its slug (`logo-<line>`). */
  readonly lines: ReadonlyMap<string, string>;
}

let brandIndex: ReadonlyMap<string, BrandIndex> | undefined;

/** The seed's models by brand and slug, built once. */
function indexOf(brand: string): BrandIndex | undefined {
  brandIndex ??= new Map(Object.entries(BRAND_SEEDS).map(([id, seed]: [string, SeedBrand]) => [id, {
    manufacturer: seed.manufacturer,
    models: new Map(seed.models.map((m) => [mediaSlug(m.name), m])),
    lines: new Map(seed.models.map((m) => [mediaSlug(m.line), m.line])),
  }]));
  return brandIndex.get(brand);
}

const SHAPES: readonly FrameShape[] = ['diamond', 'trapeze', 'wave'];

/** How a seed model is drawn: frame shape, motor, equipment and tyres from its data. */
export function bikeSpec(model: Pick<SeedModel, 'type' | 'shapes' | 'categories' | 'wheel' | 'tyre' | 'fork'>, colour: string): BikeSpec {
  const shape = SHAPES.find((s) => s === model.shapes[0]) ?? 'diamond';
  const categories = model.categories.join(' ');
  const mountain = /29|27[.,]5|26/.test(model.wheel);
  const etrto = /(\d{2})-(\d{3})/.exec(model.tyre);
  const bead = /29|28/.test(model.wheel) ? 622 : /27[.,]5/.test(model.wheel) ? 584 : /26/.test(model.wheel) ? 559 : Number(etrto?.[2] ?? 622);
  const width = Math.min(70, Math.max(25, Number(etrto?.[1] ?? 47)));
  const city = /city|urban|cargo/i.test(categories) || (shape === 'wave' && !mountain);
  const equipped = !mountain && (city || /trekking|touring|tour/i.test(categories));
  return {
    shape,
    ebike: model.type === 'ebike',
    equipped,
    suspensionFork: mountain || (!/rigid/i.test(model.fork) && /suspension|suntour|rockshox|fox|\d+\s?mm/i.test(model.fork)),
    bead,
    tyreWidth: mountain ? Math.max(width, 60) : width,
    sweptBar: city,
    colour,
  };
}

/** A soft studio backdrop (cyclorama) of the given size. */
function studio(width: number, height: number, floorY: number): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f6f3"/><stop offset="${n(floorY / height - 0.08)}" stop-color="#eeece8"/><stop offset="${n(floorY / height + 0.04)}" stop-color="#e4e1dc"/><stop offset="1" stop-color="#dcd9d3"/></linearGradient>`
    + `<radialGradient id="glow" cx=".5" cy=".38" r=".6"><stop offset="0" stop-color="#fff" stop-opacity=".85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`
    + `<radialGradient id="sh"><stop offset="0" stop-color="#1f1d1a" stop-opacity=".34"/><stop offset=".6" stop-color="#1f1d1a" stop-opacity=".12"/><stop offset="1" stop-color="#1f1d1a" stop-opacity="0"/></radialGradient></defs>`
    + `<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>`;
}

/** The bike placed with its ground line at `groundY`, centred on `centreX`, plus its floor shadow. */
function placedBike(spec: BikeSpec, centreX: number, groundY: number, scale: number): string {
  const g = bikeGeometry(spec);
  const b = bikeBounds(g);
  const tx = centreX - ((b.left + b.right) / 2) * scale;
  const ty = groundY - b.ground * scale;
  const half = ((b.right - b.left) / 2) * scale;
  const contact = (x: number): string => `<ellipse cx="${n(tx + x * scale)}" cy="${n(groundY + 2)}" rx="${n(g.tyreRadius * scale * 0.55)}" ry="${n(10 * (scale / 0.66))}" fill="url(#sh)"/>`;
  return `<ellipse cx="${n(centreX)}" cy="${n(groundY + 4)}" rx="${n(half * 1.08)}" ry="${n(34 * (scale / 0.66))}" fill="url(#sh)"/>${contact(0)}${contact(g.front.x)}`
    + `<g transform="translate(${n(tx)} ${n(ty)}) scale(${scale})">${drawBike(spec, g)}</g>`;
}

/** 1600×1000 product picture: the bike on a studio backdrop. No text. */
export function drawProductPicture(spec: BikeSpec): string {
  return svgDoc(1600, 1000, `${studio(1600, 1000, 860)}${placedBike(spec, 800, 860, 0.64)}`);
}

/** 2400×1200: the bike on a quiet road with hills under a morning sky. */
export function drawHero(spec: BikeSpec): string {
  const defs = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9c4d4"/><stop offset=".55" stop-color="#dfe7e6"/><stop offset=".8" stop-color="#f3e9d8"/></linearGradient>`
    + `<radialGradient id="sun" cx=".74" cy=".34" r=".32"><stop offset="0" stop-color="#fff6e0" stop-opacity=".95"/><stop offset="1" stop-color="#fff6e0" stop-opacity="0"/></radialGradient>`
    + `<linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8d8c88"/><stop offset="1" stop-color="#5f5e5b"/></linearGradient>`
    + `<linearGradient id="meadow" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fae86"/><stop offset="1" stop-color="#7e9168"/></linearGradient>`
    + `<radialGradient id="sh"><stop offset="0" stop-color="#111" stop-opacity=".42"/><stop offset=".6" stop-color="#111" stop-opacity=".15"/><stop offset="1" stop-color="#111" stop-opacity="0"/></radialGradient></defs>`;
  const scene = `<rect width="2400" height="1200" fill="url(#sky)"/><rect width="2400" height="1200" fill="url(#sun)"/>`
    + `<path d="M0 700C260 610 480 600 760 650S1260 560 1560 600S2120 540 2400 610V1200H0Z" fill="#b7c4c4"/>`
    + `<path d="M0 770C300 700 620 720 900 750S1500 680 1820 720S2250 700 2400 730V1200H0Z" fill="#a3b49a"/>`
    + `<path d="M0 850C380 800 760 820 1120 830S1900 790 2400 820V1200H0Z" fill="url(#meadow)"/>`
    + `<g fill="#6f8460">${[[310, 805, 1], [352, 812, 0.8], [1960, 790, 1.1], [2010, 798, 0.75]].map(([x = 0, y = 0, k = 1]) => `<ellipse cx="${x}" cy="${n(y - 70 * k)}" rx="${n(26 * k)}" ry="${n(80 * k)}"/>`).join('')}</g>`
    + `<path d="M0 960C700 935 1700 935 2400 960V1200H0Z" fill="url(#road)"/><path d="M0 975C700 952 1700 952 2400 975" fill="none" stroke="#d9d6cf" stroke-width="5" opacity=".7"/>`;
  return svgDoc(2400, 1200, `${defs}${scene}${placedBike(spec, 1150, 1050, 0.56)}`);
}

/** 800×800: a frame battery pack with its capacity. */
export function drawBattery(wh: string): string {
  const body = `<g transform="translate(400 430) rotate(-12)"><rect x="-300" y="-78" width="600" height="156" rx="52" fill="#24272a"/>`
    + `<rect x="-300" y="-78" width="600" height="156" rx="52" fill="url(#gloss)"/><rect x="-262" y="-58" width="470" height="16" rx="8" fill="#fff" opacity=".12"/>`
    + `<rect x="206" y="-78" width="94" height="156" rx="40" fill="#3a3e42"/><circle cx="252" cy="0" r="22" fill="#9aa0a5"/><rect x="248" y="-12" width="8" height="24" rx="3" fill="#2a2d30"/>`
    + `<g fill="#6d7378"><rect x="-290" y="-30" width="14" height="18" rx="3"/><rect x="-290" y="-6" width="14" height="18" rx="3"/><rect x="-290" y="18" width="14" height="18" rx="3"/></g>`
    + `<g fill="#7fd18b"><rect x="120" y="38" width="14" height="8" rx="3"/><rect x="140" y="38" width="14" height="8" rx="3"/><rect x="160" y="38" width="14" height="8" rx="3"/><rect x="180" y="38" width="14" height="8" rx="3" opacity=".35"/></g>`
    + `<text x="-40" y="22" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="64" font-weight="700" fill="#f2f2ef" letter-spacing="2">${escapeXml(wh)} Wh</text></g>`;
  const defs = `<linearGradient id="gloss" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".16"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></linearGradient>`;
  return svgDoc(800, 800, `${studio(800, 800, 600).replace('</defs>', `${defs}</defs>`)}<ellipse cx="400" cy="600" rx="330" ry="34" fill="url(#sh)"/>${body}`);
}

const BADGE_COLOURS: Readonly<Record<string, string>> = { new: '#2f5d50', sale: '#a4262c', bestseller: '#1d1d1b' };
const PALETTE = ['#2f5d50', '#24466f', '#5b4a6b', '#7a5230', '#1d1d1b'] as const;

/** 200×200: a round badge with its name. */
export function drawBadge(name: string): string {
  const colour = BADGE_COLOURS[name] ?? PALETTE[hash(name) % PALETTE.length] ?? '#1d1d1b';
  const text = name.replace(/-/g, ' ').toUpperCase();
  // About 0.72 em per bold capital: the word fits in 150 px inside the ring.
  const size = Math.max(12, Math.min(40, Math.floor(150 / (Math.max(1, text.length) * 0.72))));
  return svgDoc(200, 200, `<circle cx="100" cy="100" r="96" fill="${colour}"/><circle cx="100" cy="100" r="84" fill="none" stroke="#fff" stroke-width="2" opacity=".45"/>`
    + `<text x="100" y="${n(100 + size * 0.36)}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" letter-spacing="1" fill="#fff">${escapeXml(text)}</text>`);
}

/** A wordmark: a small wheel mark and the name; the width follows the name's length. */
export function drawLogo(name: string): string {
  const text = name.trim() === '' ? '·' : name.trim();
  const width = Math.round(200 + text.length * 46);
  const mark = `<circle cx="80" cy="80" r="56" fill="#1d1d1b"/><path d="M42 100L66 70L82 88L98 66L120 100" fill="none" stroke="#fff" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/><circle cx="98" cy="46" r="7" fill="#c8a24a"/>`;
  return svgDoc(width, 160, `${mark}<text x="160" y="103" font-family="Helvetica, Arial, sans-serif" font-size="68" font-weight="700" letter-spacing="1" fill="#1d1d1b">${escapeXml(text)}</text>`);
}

/** A quiet neutral picture (no text) for anything unknown, 1600×1000 unless told; `accent` tints the mark. */
export function drawFallback(accent = '#b9b5ad', width = 1600, height = 1000): string {
  const soft = luminance(accent) > 0.7 ? shade(accent, -0.25) : accent;
  const k = Math.min(width / 1600, height / 1000);
  const mark = `<ellipse cx="800" cy="774" rx="330" ry="22" fill="url(#sh)"/><g fill="none" stroke="${soft}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round" opacity=".75"><circle cx="610" cy="640" r="130"/><circle cx="990" cy="640" r="130"/>`
    + `<path d="M610 640L790 650L745 480ZM745 480L925 470M790 650L935 515M925 470L990 640M745 480L738 452M700 450H780M925 470L915 438H955"/></g>`;
  return svgDoc(width, height, `${studio(width, height, Math.round(height * 0.8))}<g transform="translate(${n((width - 1600 * k) / 2)} ${n((height - 1000 * k) / 2)}) scale(${Math.round(k * 1000) / 1000})">${mark}</g>`);
}

/** The size `addMedia` gives a key, for the fallback of a key it cannot draw. */
function fallbackFor(key: string, accent?: string): string {
  if (key.endsWith('-hero')) return drawFallback(accent, 2400, 1200);
  if (key.startsWith('battery-')) return drawFallback(accent, 800, 800);
  if (key.startsWith('badge-')) return drawFallback(accent, 200, 200);
  return drawFallback(accent);
}

const MODEL_KEY = /^(.+)-([a-z]+)$/;

/** The SVG for a media path `/media/<brand>/<key>.svg`. */
export function drawMedia(path: string): string {
  let brand = '';
  let key = '';
  try {
    const m = /^\/media\/([^/]+)\/([^/]+)\.svg$/.exec(path);
    if (m?.[1] === undefined || m[2] === undefined) return drawFallback();
    brand = decodeURIComponent(m[1]);
    key = decodeURIComponent(m[2]);
  } catch {
    return drawFallback();
  }
  const index = indexOf(brand);
  const suffix = MODEL_KEY.exec(key);
  const model = suffix?.[1] === undefined ? undefined : index?.models.get(suffix[1]);
  const ending = suffix?.[2] ?? '';
  const colour = COLOURS[ending]?.hex;
  if (model !== undefined) {
    const isBike = /\d/.test(model.wheel);
    const firstColour = COLOURS[model.colours[0] ?? '']?.hex ?? '#1d1d1b';
    if (!isBike) return fallbackFor(key, colour ?? firstColour);
    if (ending === 'hero') return drawHero(bikeSpec(model, firstColour));
    if (ending === 'geometry') return drawGeometry(bikeSpec(model, firstColour));
    if (colour !== undefined) return drawProductPicture(bikeSpec(model, colour));
  }
  const battery = /^battery-(\d{2,5})$/.exec(key);
  if (battery?.[1] !== undefined) return drawBattery(battery[1]);
  if (key.startsWith('badge-') && key.length > 6) return drawBadge(key.slice(6));
  if (key === `logo-${brand}` && index !== undefined) return drawLogo(index.manufacturer);
  if (key.startsWith('logo-') && key.length > 5) {
    const slug = key.slice(5);
    return drawLogo(index?.lines.get(slug) ?? slug.replace(/-/g, ' ').replace(/\b[a-z]/g, (c) => c.toUpperCase()));
  }
  // A model added after the build (test hook) still gets a bike in its colour.
  if (index !== undefined && colour !== undefined && suffix?.[1] !== undefined && suffix[1] !== 'badge' && suffix[1] !== 'logo') {
    return drawProductPicture(bikeSpec({ type: 'bike', shapes: ['diamond'], categories: [], wheel: '28"', tyre: '', fork: '' }, colour));
  }
  return fallbackFor(key);
}
