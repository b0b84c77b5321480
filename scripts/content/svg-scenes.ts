/**
 * Drawn illustrations for the embedded content (no photos): landscapes with a rider, bikes, icons.
 * Deterministic from the name, so regenerating gives the same files.
 */
function hash(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

export interface Palette { readonly sky: [string, string]; readonly hills: [string, string, string]; readonly sun: string; readonly accent: string; readonly road: string }

export const PALETTES: Record<string, Palette> = {
  morning: { sky: ['#fde8cf', '#f7b9a0'], hills: ['#8fb39a', '#5f8f76', '#35604f'], sun: '#ffd27a', accent: '#c8102e', road: '#e9dccb' },
  alpine: { sky: ['#cfe6f5', '#8fbfe0'], hills: ['#c9d7e2', '#7f9db3', '#3f5f77'], sun: '#fff4c2', accent: '#c8102e', road: '#d8d3c8' },
  city: { sky: ['#e6e9f0', '#b7c0d6'], hills: ['#9aa3b5', '#6e7891', '#3b4357'], sun: '#ffe3a3', accent: '#e4572e', road: '#cfd2d8' },
  dusk: { sky: ['#3b3a63', '#e58b6d'], hills: ['#6a5a7a', '#463c5a', '#241f33'], sun: '#ffc18a', accent: '#ffd166', road: '#8b7f95' },
  lake: { sky: ['#e0f2f1', '#9fd3d0'], hills: ['#7cb8a4', '#4a8f7e', '#2a5d52'], sun: '#fff1b8', accent: '#c8102e', road: '#e8e1d3' },
  forest: { sky: ['#eef3e2', '#c5dba8'], hills: ['#93b66f', '#5e8c45', '#2f5a2a'], sun: '#fff0a8', accent: '#1f6feb', road: '#dccfb4' },
  sand: { sky: ['#fff3e0', '#f6cf9a'], hills: ['#e3b778', '#c98d4c', '#8a5a2b'], sun: '#fff7d6', accent: '#0f766e', road: '#f1e2c6' },
  night: { sky: ['#101a2e', '#2c3e66'], hills: ['#2a3a5a', '#1d2a44', '#0f1729'], sun: '#f4f1de', accent: '#ff6b6b', road: '#3a4766' },
};

function bike(x: number, y: number, s: number, color: string, rider: boolean, frame: string): string {
  const w = 34 * s;
  const wheel = (cx: number) => `<circle cx="${cx}" cy="${y}" r="${w}" fill="none" stroke="${frame}" stroke-width="${4 * s}"/><circle cx="${cx}" cy="${y}" r="${3 * s}" fill="${frame}"/>`;
  const bx = x + 104 * s;
  const seat = `${x + 40 * s},${y - 58 * s}`;
  const head = `${x + 92 * s},${y - 64 * s}`;
  const crank = `${x + 50 * s},${y}`;
  const frameLines = `<polyline points="${x},${y} ${seat} ${crank} ${x},${y}" fill="none" stroke="${color}" stroke-width="${6 * s}" stroke-linejoin="round"/>
<polyline points="${crank} ${head} ${bx},${y}" fill="none" stroke="${color}" stroke-width="${6 * s}" stroke-linejoin="round"/>
<line x1="${x + 40 * s}" y1="${y - 58 * s}" x2="${x + 92 * s}" y2="${y - 64 * s}" stroke="${color}" stroke-width="${5 * s}"/>
<rect x="${x + 30 * s}" y="${y - 44 * s}" width="${22 * s}" height="${10 * s}" rx="${3 * s}" fill="${frame}" transform="rotate(-58 ${x + 41 * s} ${y - 39 * s})"/>
<line x1="${x + 28 * s}" y1="${y - 64 * s}" x2="${x + 50 * s}" y2="${y - 64 * s}" stroke="${frame}" stroke-width="${5 * s}" stroke-linecap="round"/>
<line x1="${x + 92 * s}" y1="${y - 64 * s}" x2="${x + 100 * s}" y2="${y - 78 * s}" stroke="${frame}" stroke-width="${4 * s}" stroke-linecap="round"/>
<line x1="${x + 96 * s}" y1="${y - 78 * s}" x2="${x + 112 * s}" y2="${y - 80 * s}" stroke="${frame}" stroke-width="${4 * s}" stroke-linecap="round"/>`;
  const person = rider
    ? `<g fill="${frame}"><circle cx="${x + 66 * s}" cy="${y - 128 * s}" r="${11 * s}"/><path d="M${x + 40 * s} ${y - 66 * s} L${x + 58 * s} ${y - 114 * s} L${x + 74 * s} ${y - 114 * s} L${x + 104 * s} ${y - 80 * s} L${x + 98 * s} ${y - 74 * s} L${x + 72 * s} ${y - 96 * s} L${x + 62 * s} ${y - 66 * s} Z"/><path d="M${x + 44 * s} ${y - 68 * s} L${x + 70 * s} ${y - 40 * s} L${x + 56 * s} ${y - 6 * s}" fill="none" stroke="${frame}" stroke-width="${7 * s}" stroke-linecap="round"/></g>`
    : '';
  return `${wheel(x)}${wheel(bx)}${frameLines}${person}`;
}

/** What stands behind the hills: peaks with snow, a town's skyline, a workshop wall with a cog and tools. */
export type Terrain = 'hills' | 'mountains' | 'town' | 'workshop';

function backdrop(terrain: Terrain, W: number, H: number, p: Palette, r: (n: number) => number): string {
  if (terrain === 'mountains') {
    return Array.from({ length: 5 }, (_, i) => {
      const cx = W * (i / 4) + (r(i + 11) - 0.5) * W * 0.12;
      const top = H * (0.12 + r(i + 13) * 0.14);
      const half = W * (0.16 + r(i + 15) * 0.06);
      const base = H * 0.6;
      const snow = top + (base - top) * 0.22;
      const sw = (half * (snow - top)) / (base - top);
      return `<polygon points="${(cx - half).toFixed(1)},${base} ${cx.toFixed(1)},${top.toFixed(1)} ${(cx + half).toFixed(1)},${base}" fill="${p.hills[1]}" opacity="0.9"/><polygon points="${(cx - sw).toFixed(1)},${snow.toFixed(1)} ${cx.toFixed(1)},${top.toFixed(1)} ${(cx + sw).toFixed(1)},${snow.toFixed(1)}" fill="#ffffff" opacity="0.85"/>`;
    }).join('');
  }
  if (terrain === 'town') {
    return Array.from({ length: 14 }, (_, i) => {
      const bw = W / 14;
      const bh = H * (0.12 + r(i + 3) * 0.2);
      const x = i * bw;
      const y = H * 0.62 - bh;
      const roof = i % 3 === 0 ? `<polygon points="${x.toFixed(1)},${y.toFixed(1)} ${(x + bw / 2).toFixed(1)},${(y - bw * 0.45).toFixed(1)} ${(x + bw).toFixed(1)},${y.toFixed(1)}" fill="${p.hills[2]}" opacity="0.75"/>` : '';
      const windows = Array.from({ length: 3 }, (_w, j) => `<rect x="${(x + bw * 0.2 + j * bw * 0.22).toFixed(1)}" y="${(y + bh * 0.2).toFixed(1)}" width="${(bw * 0.12).toFixed(1)}" height="${(bh * 0.14).toFixed(1)}" fill="${p.sun}" opacity="0.7"/>`).join('');
      return `<rect x="${(x + 2).toFixed(1)}" y="${y.toFixed(1)}" width="${(bw - 4).toFixed(1)}" height="${bh.toFixed(1)}" fill="${p.hills[2]}" opacity="0.75"/>${roof}${windows}`;
    }).join('');
  }
  if (terrain === 'workshop') {
    const cx = W * 0.72;
    const cy = H * 0.34;
    const R = H * 0.2;
    const teeth = Array.from({ length: 12 }, (_, i) => `<rect x="${(cx - R * 0.12).toFixed(1)}" y="${(cy - R * 1.18).toFixed(1)}" width="${(R * 0.24).toFixed(1)}" height="${(R * 0.3).toFixed(1)}" fill="${p.accent}" transform="rotate(${i * 30} ${cx.toFixed(1)} ${cy.toFixed(1)})"/>`).join('');
    const tools = Array.from({ length: 4 }, (_, i) => `<rect x="${(W * (0.12 + i * 0.08)).toFixed(1)}" y="${(H * 0.14).toFixed(1)}" width="${(W * 0.018).toFixed(1)}" height="${(H * (0.18 + r(i + 7) * 0.12)).toFixed(1)}" rx="${(W * 0.009).toFixed(1)}" fill="${p.hills[2]}"/>`).join('');
    return `<rect x="${(W * 0.08).toFixed(1)}" y="${(H * 0.1).toFixed(1)}" width="${(W * 0.38).toFixed(1)}" height="${(H * 0.32).toFixed(1)}" fill="${p.hills[0]}" opacity="0.5"/>${tools}${teeth}<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${R.toFixed(1)}" fill="${p.accent}"/><circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(R * 0.45).toFixed(1)}" fill="${p.sky[0]}"/>`;
  }
  return '';
}

/** A 16:9 (or 3:2, 4:3) landscape with hills, sun, a road and one or two riders. */
export function scene(name: string, paletteName: keyof typeof PALETTES | Palette, options: { width?: number; height?: number; riders?: number; label?: string; terrain?: Terrain } = {}): string {
  const p = typeof paletteName === 'string' ? (PALETTES[paletteName] as Palette) : paletteName;
  const W = options.width ?? 1600;
  const H = options.height ?? 900;
  const h = hash(name);
  const r = (n: number) => ((h >>> (n % 24)) % 1000) / 1000;
  const hill = (base: number, amp: number, phase: number, color: string) => {
    const pts: string[] = [];
    for (let i = 0; i <= 16; i++) {
      const x = (W / 16) * i;
      const y = base - amp * Math.sin((i / 16) * Math.PI * (1.5 + phase) + phase * 3) - amp * 0.4 * Math.sin(i * 1.3 + phase * 7);
      pts.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    }
    return `<polygon points="0,${H} ${pts.join(' ')} ${W},${H}" fill="${color}"/>`;
  };
  const sunX = W * (0.55 + r(3) * 0.35);
  const riders = options.riders ?? 1;
  const s = H / 600;
  const roadY = H * 0.86;
  let bikes = '';
  for (let i = 0; i < riders; i++) bikes += bike(W * (0.18 + i * 0.2) + r(i + 5) * W * 0.05, roadY - 6 * s, s * (1 - i * 0.12), i === 0 ? p.accent : p.hills[1], true, p.hills[2]);
  const trees = Array.from({ length: 7 }, (_, i) => {
    const tx = W * ((i + r(i + 9)) / 7);
    const ty = H * 0.7 + r(i + 2) * H * 0.05;
    return `<path d="M${tx} ${ty - 60 * s} L${tx + 18 * s} ${ty} L${tx - 18 * s} ${ty} Z" fill="${p.hills[2]}" opacity="0.85"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${options.label ?? name}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>
<circle cx="${sunX.toFixed(1)}" cy="${(H * (0.22 + r(4) * 0.1)).toFixed(1)}" r="${(H * 0.09).toFixed(1)}" fill="${p.sun}"/>
${options.terrain ? backdrop(options.terrain, W, H, p, r) : ''}${hill(H * 0.55, H * 0.08, r(1), p.hills[0])}
${hill(H * 0.68, H * 0.06, r(2) + 0.5, p.hills[1])}
${trees}
${hill(H * 0.8, H * 0.03, r(6), p.hills[2])}
<path d="M0 ${roadY} Q ${W * 0.5} ${roadY - H * 0.04} ${W} ${roadY} L ${W} ${H} L 0 ${H} Z" fill="${p.road}"/>
${bikes}
</svg>
`;
}

/** A studio picture of a bike on a plain background (model pages, product lines). */
export function bikePortrait(name: string, frameColour: string, background: string, detail: string): string {
  const W = 1200;
  const H = 800;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${name}">
<rect width="${W}" height="${H}" fill="${background}"/>
<ellipse cx="${W / 2}" cy="${H * 0.8}" rx="${W * 0.38}" ry="${H * 0.03}" fill="${detail}" opacity="0.25"/>
${bike(W * 0.22, H * 0.74, 3.4, frameColour, false, detail)}
</svg>
`;
}

/** A round icon with a simple glyph (payment, shipping and contact methods). */
export function icon(glyph: 'card' | 'invoice' | 'paypal' | 'truck' | 'parcel' | 'return' | 'phone' | 'mail' | 'chat' | 'store', colour: string, background: string): string {
  const g: Record<typeof glyph, string> = {
    card: '<rect x="14" y="22" width="36" height="22" rx="3" fill="none" stroke="C" stroke-width="3"/><line x1="14" y1="29" x2="50" y2="29" stroke="C" stroke-width="4"/>',
    invoice: '<path d="M20 14h18l8 8v28H20z" fill="none" stroke="C" stroke-width="3"/><line x1="25" y1="30" x2="41" y2="30" stroke="C" stroke-width="3"/><line x1="25" y1="37" x2="41" y2="37" stroke="C" stroke-width="3"/>',
    paypal: '<path d="M24 48l6-32h12a8 8 0 0 1 0 16h-8l-3 16z" fill="none" stroke="C" stroke-width="3"/>',
    truck: '<rect x="10" y="22" width="26" height="18" fill="none" stroke="C" stroke-width="3"/><path d="M36 28h10l6 7v5H36z" fill="none" stroke="C" stroke-width="3"/><circle cx="20" cy="44" r="4" fill="C"/><circle cx="44" cy="44" r="4" fill="C"/>',
    parcel: '<path d="M14 22l18-8 18 8v22l-18 8-18-8z" fill="none" stroke="C" stroke-width="3"/><path d="M14 22l18 8 18-8M32 30v22" fill="none" stroke="C" stroke-width="3"/>',
    return: '<path d="M22 24h20a10 10 0 0 1 0 20H26" fill="none" stroke="C" stroke-width="3"/><path d="M28 16l-8 8 8 8" fill="none" stroke="C" stroke-width="3"/>',
    phone: '<path d="M22 14l7 9-4 5a22 22 0 0 0 11 11l5-4 9 7-4 7C30 49 15 34 15 18z" fill="none" stroke="C" stroke-width="3"/>',
    mail: '<rect x="12" y="18" width="40" height="28" rx="3" fill="none" stroke="C" stroke-width="3"/><path d="M12 20l20 14 20-14" fill="none" stroke="C" stroke-width="3"/>',
    chat: '<path d="M14 16h36v24H30l-10 8v-8h-6z" fill="none" stroke="C" stroke-width="3"/>',
    store: '<path d="M12 26l4-10h32l4 10v4H12z M16 30v18h32V30" fill="none" stroke="C" stroke-width="3"/><rect x="27" y="36" width="10" height="12" fill="C"/>',
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="${background}"/>${g[glyph].replaceAll('C', colour)}</svg>\n`;
}
