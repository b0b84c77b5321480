/**
 * Build time: the map under the dealer finder, drawn offline from Natural Earth's 1:50m country outlines
 * (`world-atlas` 2.0.2, public domain). For one country it projects the country and the neighbours around it
 * into an SVG path per country with a simple equirectangular projection (longitudes scaled by the cosine of the
 * middle latitude, which keeps shapes true enough at country scale), drops points closer than 2 units (of 1000) to the
 * previous one and rounds to whole units: a few kilobytes of page data instead of a tile server. The browser places the
 * dealer pins with the same projection (`map-projection.ts`).
 */
import { feature } from 'topojson-client';
import countries50m from 'world-atlas/countries-50m.json' with { type: 'json' };
import type { CountryCode } from '../../brands/brand-schema.ts';
import type { GeoPosition } from './client/dealer-types.ts';
import { createProjection, MAP_WIDTH, type MapBounds, type MapOutline } from './map-projection.ts';

/** ISO 3166-1 numeric codes (world-atlas feature ids) of the countries the brands sell in. */
const NUMERIC: Readonly<Record<Exclude<CountryCode, 'INT'>, string>> = {
  AT: '040', BE: '056', CH: '756', CZ: '203', DE: '276', DK: '208', ES: '724', FI: '246', FR: '250', GB: '826', IE: '372', IT: '380', LU: '442', NL: '528', PL: '616', SE: '752',
};

/** `[lng, lat]`, as GeoJSON orders them. */
type Position = readonly number[];
type Rings = readonly (readonly Position[])[];
/** The GeoJSON a country becomes (only what this module reads). */
interface CountryFeature {
  readonly id?: string | number;
  readonly geometry: { readonly type: 'Polygon'; readonly coordinates: Rings } | { readonly type: 'MultiPolygon'; readonly coordinates: readonly Rings[] };
}

let featuresCache: readonly CountryFeature[] | null = null;
/** The world's outlines, decoded from the topology once per process (it decoded on every call: 0.4-0.9 s per render thread for winora). */
const allFeatures = (): readonly CountryFeature[] => {
  if (featuresCache !== null) return featuresCache;
  const topology = countries50m as unknown as Parameters<typeof feature>[0];
  const collection = feature(topology, countries50m.objects.countries as unknown as Parameters<typeof feature>[1]) as unknown as { features: CountryFeature[] };
  featuresCache = collection.features.filter((f) => f.geometry !== null);
  return featuresCache;
};

const polygonsOf = (f: CountryFeature): readonly Rings[] => (f.geometry.type === 'Polygon' ? [f.geometry.coordinates] : f.geometry.coordinates);

function boundsOf(points: readonly Position[]): MapBounds {
  let west = Infinity, east = -Infinity, south = Infinity, north = -Infinity;
  for (const [lng = 0, lat = 0] of points) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return { west, east, south, north };
}

/** Rough area in square degrees (shoelace), to tell the mainland from islands and overseas parts. */
function ringArea(ring: readonly Position[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) sum += ((ring[j]?.[0] ?? 0) * (ring[i]?.[1] ?? 0)) - ((ring[i]?.[0] ?? 0) * (ring[j]?.[1] ?? 0));
  return Math.abs(sum / 2);
}

/**
 * The part of the map to show: the country's mainland and the parts near it (France without its overseas
 * departments, Italy with Sicily and Sardinia), widened to every dealer position, with a margin.
 */
function viewBounds(home: CountryFeature, dealers: readonly GeoPosition[]): MapBounds {
  const parts = polygonsOf(home).map((rings) => ({ outer: rings[0] ?? [], area: ringArea(rings[0] ?? []) }));
  const largest = parts.reduce((a, b) => (b.area > a.area ? b : a));
  const main = boundsOf(largest.outer);
  const near = parts.filter((p) => {
    const b = boundsOf(p.outer);
    return b.east > main.west - 6 && b.west < main.east + 6 && b.north > main.south - 6 && b.south < main.north + 6;
  });
  const b = boundsOf([...near.flatMap((p) => p.outer), ...dealers.map((d) => [d.lng, d.lat])]);
  const padLng = (b.east - b.west) * 0.06;
  const padLat = (b.north - b.south) * 0.06;
  return toAspect({ west: b.west - padLng, east: b.east + padLng, south: b.south - padLat, north: b.north + padLat });
}

/** Height : width of every map (the finder's map column): a wide or tall country gets more of its neighbours instead of empty bands beside the map. */
export const MAP_ASPECT = 7 / 6;

/** `bounds` widened (never cut) to `MAP_ASPECT` in projected units. */
function toAspect(bounds: MapBounds): MapBounds {
  const cos = Math.cos((((bounds.north + bounds.south) / 2) * Math.PI) / 180);
  const width = (bounds.east - bounds.west) * cos;
  const height = bounds.north - bounds.south;
  if (height / width < MAP_ASPECT) {
    const grow = (width * MAP_ASPECT - height) / 2;
    return { ...bounds, south: bounds.south - grow, north: bounds.north + grow };
  }
  const grow = (height / MAP_ASPECT / cos - (bounds.east - bounds.west)) / 2;
  return { ...bounds, west: bounds.west - grow, east: bounds.east + grow };
}

/** Units beyond the view's edge where outside points are pulled to. */
const FRAME = 10;
/** Points closer than this to the previous one (viewBox units, 1000 wide) are dropped. */
const MIN_STEP = 2;

const intersects = (a: MapBounds, b: MapBounds): boolean => a.east >= b.west && a.west <= b.east && a.north >= b.south && a.south <= b.north;

/** The country's outline and its neighbours' inside the view, as SVG paths; `null` for a country without an outline (`INT`). */
export function countryOutline(country: CountryCode, dealers: readonly GeoPosition[] = []): MapOutline | null {
  if (country === 'INT') return null;
  const features = allFeatures();
  const home = features.find((f) => f.id === NUMERIC[country]);
  if (home === undefined) throw new Error(`world-atlas has no outline for ${country} (${NUMERIC[country]})`);
  const bounds = viewBounds(home, dealers);
  // The same view draws the same paths: each locale of a country shows the same dealers (winora: 16 locales, 9 countries).
  const key = `${country}|${bounds.west}|${bounds.east}|${bounds.south}|${bounds.north}`;
  const known = outlines.get(key);
  if (known !== undefined) return known;
  const outline = drawOutline(features, home, bounds);
  outlines.set(key, outline);
  return outline;
}

/** Outlines drawn in this process, by country and view. */
const outlines = new Map<string, MapOutline>();

function drawOutline(features: readonly CountryFeature[], home: CountryFeature, bounds: MapBounds): MapOutline {
  const projection = createProjection(bounds);
  // A wider window for neighbours, so coasts and borders run off the edge instead of stopping inside it.
  const window: MapBounds = { west: bounds.west - 2, east: bounds.east + 2, south: bounds.south - 2, north: bounds.north + 2 };
  const pathOf = (f: CountryFeature): string => {
    let d = '';
    for (const rings of polygonsOf(f)) {
      if (!intersects(boundsOf(rings[0] ?? []), window)) continue;
      for (const ring of rings) {
        let last: readonly [number, number] | null = null;
        let part = '';
        let count = 0;
        for (const [lng = 0, lat = 0] of ring) {
          // Points outside the view are pulled onto a frame just beyond it: the shapes inside stay exact, and a
          // neighbour's far coast costs nothing.
          const [px, py] = projection.project({ lat, lng });
          const x = Math.min(MAP_WIDTH + FRAME, Math.max(-FRAME, px));
          const y = Math.min(projection.height + FRAME, Math.max(-FRAME, py));
          const rx = Math.round(x);
          const ry = Math.round(y);
          if (last !== null && Math.hypot(rx - last[0], ry - last[1]) < MIN_STEP) continue;
          // Relative steps after the first point: short numbers, a third less path data.
          part += last === null ? `M${rx} ${ry}` : `l${rx - last[0]} ${ry - last[1]}`;
          last = [rx, ry];
          count += 1;
        }
        if (count >= 3) d += `${part}Z`;
      }
    }
    return d;
  };
  const neighbours = features
    .filter((f) => f !== home && polygonsOf(f).some((rings) => intersects(boundsOf(rings[0] ?? []), window)))
    .map(pathOf)
    .filter((d) => d !== '');
  return { bounds, width: MAP_WIDTH, height: projection.height, country: pathOf(home), neighbours };
}
