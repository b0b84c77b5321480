import { describe, expect, it } from 'vitest';
import { brandConfigs } from '../../../brands/registry.ts';
import { resolveBrandConfig } from '../../config/resolve-brand-config.ts';
import { listingPath, productDetailPath, productLinePath } from './commerce-paths.ts';

const winora = resolveBrandConfig('winora', brandConfigs.winora).urls;
const lapierre = resolveBrandConfig('lapierre', brandConfigs.lapierre).urls;
const ghost = resolveBrandConfig('ghost', brandConfigs.ghost).urls;
const sparta = resolveBrandConfig('sparta', brandConfigs.sparta).urls;

describe('productDetailPath', () => {
  it('is locale + parent slug without segmentation (winora)', () => {
    expect(productDetailPath({ path: '/de-de/' }, { parentModelName: 'Sinus iX12', name: 'Sinus iX12 Trapez' }, winora)).toBe('/de-de/sinus-ix12/');
  });

  it('adds the child slug from a variant option value', () => {
    expect(productDetailPath({ path: '/fr-fr/' }, { name: 'Yucatán 8' }, winora, 'Bleu pétrole')).toBe('/fr-fr/yucatan-8/bleu-petrole/');
  });

  it('puts the product marker in the path when segmentation is on; lapierre overrides it with o and joins the SKU', () => {
    expect(productDetailPath({ path: '/fr-fr/' }, { name: 'Overvolt GLP 3', parentSku: '4550125' }, lapierre, 'M')).toBe('/fr-fr/o/overvolt-glp-3-4550125/m/');
  });

  it('uses the shared default marker where the brand does not override it (ghost)', () => {
    expect(productDetailPath({ path: '/de-de/' }, { name: 'Hybride ASX Universal' }, ghost)).toBe('/de-de/p/hybride-asx-universal/');
  });

  it('works with the slash separator locale (sparta)', () => {
    expect(productDetailPath({ path: '/nl/nl/' }, { name: 'c-Grid Energy' }, sparta)).toBe('/nl/nl/c-grid-energy/');
  });
});

describe('listingPath', () => {
  it('keeps every segment without segmentation', () => {
    expect(listingPath({ path: '/de-de/' }, ['ebikes', 'city', 'komfort'], winora)).toBe('/de-de/ebikes/city/komfort/');
  });

  it('keeps only the first and last segment behind the listing marker with segmentation (ghost: v)', () => {
    expect(listingPath({ path: '/de-de/' }, ['ebikes', 'city', 'komfort'], ghost)).toBe('/de-de/v/ebikes/komfort/');
    expect(listingPath({ path: '/fr-fr/' }, ['vélos-électriques', 'ville'], lapierre)).toBe('/fr-fr/c/velos-electriques/ville/');
    expect(listingPath({ path: '/fr-fr/' }, ['velos'], lapierre)).toBe('/fr-fr/c/velos/');
  });
});

describe('productLinePath', () => {
  it('replaces the productlines segment by the configured separator', () => {
    expect(productLinePath({ path: '/fr-fr/' }, '/productlines/xelius', lapierre)).toBe('/fr-fr/gamme/xelius/');
    expect(productLinePath({ path: '/de-de/' }, 'productlines/winora-sinus', { ...winora, productLineSeparator: 'modelle' })).toBe('/de-de/modelle/winora-sinus/');
  });

  it('puts the separator in front of a bare line slug', () => {
    expect(productLinePath({ path: '/fr-fr/' }, 'xelius', lapierre)).toBe('/fr-fr/gamme/xelius/');
  });

  it('leaves the line at the locale root with an empty separator (winora: the spec\'s model pages, one per market language)', () => {
    expect(productLinePath({ path: '/fr-fr/' }, 'productlines/winora-sinus', winora)).toBe('/fr-fr/winora-sinus/');
    expect(productLinePath({ path: '/it-it/' }, 'winora-tria', winora)).toBe('/it-it/winora-tria/');
  });
});
