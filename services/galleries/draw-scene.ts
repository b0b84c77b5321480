/**
 * Draws a rider's photo as an SVG scene: sky by time of day, the place (old town, forest, lake, mountains, coast,
 * fields), a path and a rider on a bike in the post's frame colour. Deterministic: the same post always gives the
 * same picture (the seed places hills, trees, houses and the rider). The service rasterises it with sharp.
 */
import type { GalleryPost } from './gallery-schema.ts';

type Scene = GalleryPost['scene'];

const SKIES: Readonly<Record<Scene['time'], readonly [string, string, string]>> = {
  // top, horizon, sun
  morning: ['#9cc9f0', '#ffd9b0', '#fff1c7'],
  noon: ['#4a90d9', '#bfe0ff', '#fffbe6'],
  evening: ['#3b2a63', '#ff9a5c', '#ffcf70'],
  overcast: ['#8c96a0', '#d5dade', '#e9ecef'],
};
const GROUND: Readonly<Record<Scene['place'], readonly [string, string]>> = {
  city: ['#8d8f96', '#5f636b'],
  forest: ['#3f6b3a', '#2b4a28'],
  lake: ['#6f9e5a', '#4c7a3c'],
  mountains: ['#7a8c5c', '#55663e'],
  coast: ['#e3cf9c', '#c7b07a'],
  fields: ['#c9b55a', '#9fa64a'],
};

/** A small seeded generator (mulberry32): the same seed, the same scene. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number): number => Math.round(n * 10) / 10;

function place(scene: Scene, w: number, h: number, horizon: number, rnd: () => number, dim: boolean): string {
  const parts: string[] = [];
  const shade = dim ? ' opacity="0.85"' : '';
  switch (scene.place) {
    case 'mountains': {
      for (let layer = 0; layer < 2; layer += 1) {
        let d = `M0 ${horizon}`;
        const peaks = 4 + Math.floor(rnd() * 3);
        for (let i = 0; i <= peaks; i += 1) d += ` L${r1((i / peaks) * w)} ${r1(horizon - h * (0.12 + rnd() * (layer === 0 ? 0.28 : 0.16)))}`;
        parts.push(`<path d="${d} L${w} ${horizon} Z" fill="${layer === 0 ? '#7d8aa6' : '#5b6b86'}"${shade}/>`);
      }
      parts.push(`<path d="M${r1(w * 0.2)} ${r1(horizon - h * 0.3)} l${r1(w * 0.04)} ${r1(h * 0.06)} l${r1(-w * 0.08)} 0 Z" fill="#ffffff" opacity="0.8"/>`);
      break;
    }
    case 'city': {
      let x = 0;
      while (x < w) {
        const bw = w * (0.06 + rnd() * 0.08);
        const bh = h * (0.1 + rnd() * 0.25);
        const hue = ['#c98b6b', '#e0c9a6', '#b5651d', '#d9d4c7', '#a9746e'][Math.floor(rnd() * 5)];
        parts.push(`<rect x="${r1(x)}" y="${r1(horizon - bh)}" width="${r1(bw)}" height="${r1(bh)}" fill="${hue}"${shade}/>`);
        parts.push(`<path d="M${r1(x)} ${r1(horizon - bh)} L${r1(x + bw / 2)} ${r1(horizon - bh - bw * 0.45)} L${r1(x + bw)} ${r1(horizon - bh)} Z" fill="#8e3b2f"/>`);
        for (let wy = horizon - bh + bh * 0.15; wy < horizon - bh * 0.2; wy += bh * 0.22) {
          parts.push(`<rect x="${r1(x + bw * 0.2)}" y="${r1(wy)}" width="${r1(bw * 0.2)}" height="${r1(bh * 0.1)}" fill="#33415c" opacity="0.7"/>`);
          parts.push(`<rect x="${r1(x + bw * 0.6)}" y="${r1(wy)}" width="${r1(bw * 0.2)}" height="${r1(bh * 0.1)}" fill="#33415c" opacity="0.7"/>`);
        }
        x += bw + w * 0.005;
      }
      break;
    }
    case 'forest': {
      for (let i = 0; i < 22; i += 1) {
        const tx = rnd() * w;
        const th = h * (0.12 + rnd() * 0.2);
        const tw = th * 0.45;
        parts.push(`<path d="M${r1(tx)} ${r1(horizon - th)} L${r1(tx + tw / 2)} ${r1(horizon + h * 0.01)} L${r1(tx - tw / 2)} ${r1(horizon + h * 0.01)} Z" fill="${rnd() > 0.5 ? '#24502a' : '#2f6b35'}"/>`);
      }
      break;
    }
    case 'lake':
    case 'coast': {
      const water = scene.place === 'lake' ? '#3d7ab8' : '#2a6f97';
      parts.push(`<path d="M0 ${r1(horizon - h * 0.05)} Q${r1(w * 0.3)} ${r1(horizon - h * 0.12)} ${r1(w * 0.55)} ${r1(horizon - h * 0.04)} L${r1(w * 0.55)} ${horizon} L0 ${horizon} Z" fill="#5a7d4e"/>`);
      parts.push(`<rect x="0" y="${r1(horizon)}" width="${w}" height="${r1(h * 0.14)}" fill="${water}"/>`);
      for (let i = 0; i < 10; i += 1) parts.push(`<rect x="${r1(rnd() * w)}" y="${r1(horizon + rnd() * h * 0.12)}" width="${r1(w * (0.04 + rnd() * 0.08))}" height="${r1(h * 0.006)}" fill="#ffffff" opacity="0.45"/>`);
      if (scene.place === 'coast') parts.push(`<path d="M${r1(w * 0.7)} ${r1(horizon + h * 0.02)} l${r1(w * 0.05)} 0 l${r1(-w * 0.025)} ${r1(-h * 0.08)} Z" fill="#ffffff"/>`);
      break;
    }
    case 'fields': {
      for (let i = 0; i < 3; i += 1) parts.push(`<ellipse cx="${r1(rnd() * w)}" cy="${r1(horizon + h * 0.02)}" rx="${r1(w * (0.25 + rnd() * 0.2))}" ry="${r1(h * (0.05 + rnd() * 0.05))}" fill="${i % 2 === 0 ? '#8fae4a' : '#d9c265'}"/>`);
      for (let i = 0; i < 4; i += 1) {
        const tx = rnd() * w;
        parts.push(`<rect x="${r1(tx)}" y="${r1(horizon - h * 0.08)}" width="${r1(w * 0.006)}" height="${r1(h * 0.08)}" fill="#5b4636"/><circle cx="${r1(tx + w * 0.003)}" cy="${r1(horizon - h * 0.09)}" r="${r1(h * 0.04)}" fill="#3f7a3a"/>`);
      }
      break;
    }
    default:
  }
  return parts.join('');
}

/** The rider and bike, side view, wheels on the ground line at `ground`; `s` is the wheel radius. */
function rider(cx: number, ground: number, s: number, frame: string, rnd: () => number): string {
  const back = cx - s * 1.6;
  const front = cx + s * 1.6;
  const hub = ground - s;
  const bb = { x: cx - s * 0.2, y: hub + s * 0.05 };
  const seat = { x: cx - s * 0.55, y: hub - s * 1.2 };
  const bar = { x: cx + s * 1.05, y: hub - s * 1.35 };
  const stroke = r1(s * 0.12);
  const jacket = ['#e17055', '#0984e3', '#fdcb6e', '#00b894', '#6c5ce7', '#d63031'][Math.floor(rnd() * 6)];
  const hip = { x: seat.x + s * 0.05, y: seat.y - s * 0.15 };
  const shoulder = { x: cx + s * 0.45, y: hub - s * 2.55 };
  const head = { x: shoulder.x + s * 0.25, y: shoulder.y - s * 0.45 };
  const knee = { x: cx + s * 0.35, y: hub - s * 0.85 };
  const foot = { x: bb.x + s * 0.3, y: bb.y + s * 0.25 };
  const wheel = (x: number): string => `<circle cx="${r1(x)}" cy="${r1(hub)}" r="${r1(s)}" fill="none" stroke="#1e1e1e" stroke-width="${r1(s * 0.14)}"/><circle cx="${r1(x)}" cy="${r1(hub)}" r="${r1(s * 0.82)}" fill="none" stroke="#9a9a9a" stroke-width="${r1(s * 0.02)}"/>`;
  return [
    `<ellipse cx="${r1(cx)}" cy="${r1(ground + s * 0.05)}" rx="${r1(s * 2.8)}" ry="${r1(s * 0.18)}" fill="#000000" opacity="0.22"/>`,
    wheel(back), wheel(front),
    `<path d="M${r1(back)} ${r1(hub)} L${r1(bb.x)} ${r1(bb.y)} L${r1(seat.x)} ${r1(seat.y)} Z M${r1(seat.x)} ${r1(seat.y)} L${r1(bar.x - s * 0.1)} ${r1(bar.y + s * 0.25)} L${r1(bb.x)} ${r1(bb.y)} M${r1(bar.x)} ${r1(bar.y)} L${r1(front)} ${r1(hub)}" fill="none" stroke="${frame}" stroke-width="${stroke}" stroke-linejoin="round" stroke-linecap="round"/>`,
    `<path d="M${r1(seat.x - s * 0.25)} ${r1(seat.y)} l${r1(s * 0.45)} 0 M${r1(bar.x)} ${r1(bar.y)} l${r1(-s * 0.3)} ${r1(-s * 0.1)}" stroke="#1e1e1e" stroke-width="${stroke}" stroke-linecap="round"/>`,
    // Leg, body, arm, head
    `<path d="M${r1(hip.x)} ${r1(hip.y)} L${r1(knee.x)} ${r1(knee.y)} L${r1(foot.x)} ${r1(foot.y)}" fill="none" stroke="#2d3436" stroke-width="${r1(s * 0.24)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="M${r1(hip.x)} ${r1(hip.y)} L${r1(shoulder.x)} ${r1(shoulder.y)}" stroke="${jacket}" stroke-width="${r1(s * 0.42)}" stroke-linecap="round"/>`,
    `<path d="M${r1(shoulder.x)} ${r1(shoulder.y)} L${r1(bar.x - s * 0.25)} ${r1(bar.y - s * 0.08)}" stroke="${jacket}" stroke-width="${r1(s * 0.16)}" stroke-linecap="round"/>`,
    `<circle cx="${r1(head.x)}" cy="${r1(head.y)}" r="${r1(s * 0.3)}" fill="#e0ac69"/>`,
    `<path d="M${r1(head.x - s * 0.34)} ${r1(head.y - s * 0.05)} a${r1(s * 0.36)} ${r1(s * 0.3)} 0 0 1 ${r1(s * 0.7)} 0 Z" fill="${frame}"/>`,
  ].join('');
}

/** The post's picture as SVG at its full size. */
export function drawScene(post: Pick<GalleryPost, 'scene' | 'image'>): string {
  const { width: w, height: h } = post.image;
  const { scene } = post;
  const rnd = random(scene.seed);
  const [top, low, sun] = SKIES[scene.time];
  const horizon = r1(h * (0.5 + rnd() * 0.1));
  const [g1, g2] = GROUND[scene.place];
  const sunY = scene.time === 'evening' ? horizon - h * 0.06 : scene.time === 'morning' ? horizon - h * 0.18 : h * 0.15;
  const road = scene.place === 'city' ? '#b9b3a8' : scene.place === 'coast' ? '#d8c690' : '#a88c6a';
  const ground = h * (0.8 + rnd() * 0.06);
  const size = Math.min(w, h) * (0.1 + rnd() * 0.03);
  const cx = w * (0.38 + rnd() * 0.24);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${low}"/></linearGradient>`,
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${g1}"/><stop offset="1" stop-color="${g2}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
    scene.time === 'overcast' ? '' : `<circle cx="${r1(w * (0.15 + rnd() * 0.7))}" cy="${r1(sunY)}" r="${r1(Math.min(w, h) * 0.07)}" fill="${sun}" opacity="0.95"/>`,
    `<rect y="${horizon}" width="${w}" height="${r1(h - horizon)}" fill="url(#ground)"/>`,
    place(scene, w, h, horizon, rnd, scene.time === 'evening'),
    `<path d="M${r1(-w * 0.1)} ${r1(ground + h * 0.06)} C${r1(w * 0.3)} ${r1(ground - h * 0.04)} ${r1(w * 0.6)} ${r1(ground + h * 0.03)} ${r1(w * 1.1)} ${r1(ground - h * 0.05)} L${r1(w * 1.1)} ${r1(ground + h * 0.08)} C${r1(w * 0.6)} ${r1(ground + h * 0.12)} ${r1(w * 0.3)} ${r1(ground + h * 0.04)} ${r1(-w * 0.1)} ${r1(ground + h * 0.14)} Z" fill="${road}"/>`,
    rider(cx, ground + h * 0.04, size, scene.frame, rnd),
    scene.time === 'evening' ? `<rect width="${w}" height="${h}" fill="#ff7a3c" opacity="0.08"/>` : '',
    '</svg>',
  ].join('');
}
