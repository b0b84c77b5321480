/**
 * What product copy is written from: the facts of one seed model, read once into a plain shape so that every
 * language's phrases work from the same, already interpreted values (kind of product, main use, gear type).
 */
import type { SeedModel } from '../seed-types.ts';

/** What the product is: copy for an e-bike, a bike without motor and an accessory differs throughout. */
export type ProductKind = 'ebike' | 'bike' | 'accessory';
/** The ride a bike is built for, which decides who the copy addresses. */
export type MainUse = 'city' | 'trekking' | 'cargo' | 'comfort' | 'sport' | 'mountain' | 'road';
/** How the bike changes gear. */
export type GearKind = 'stepless' | 'hub' | 'derailleur' | 'single';
/** What kind of accessory (XLC's range), for accessory copy. */
export type AccessoryKind = 'pedals' | 'helmet' | 'other';

export interface CopyFacts {
  readonly name: string;
  readonly line: string;
  readonly manufacturer: string;
  readonly kind: ProductKind;
  readonly use: MainUse;
  readonly accessory: AccessoryKind;
  /** At least one frame shape is a low step-through (wave) frame. */
  readonly lowStep: boolean;
  readonly shapeCount: number;
  readonly sizes: readonly string[];
  /** Sizes are letters (S, M, L) rather than centimetres. */
  readonly letterSizes: boolean;
  readonly colourCount: number;
  /** Battery capacities in Wh, smallest first. */
  readonly batteries: readonly number[];
  readonly range: string | null;
  readonly engine: string | null;
  readonly gears: string;
  readonly gearKind: GearKind;
  /** Number of gears where the gear name says it (`10-speed` → 10, `Nexus 7` → 7). */
  readonly gearCount: number | null;
  readonly wheel: string;
  readonly material: SeedModel['frameMaterial'];
  readonly fork: string;
  readonly suspension: boolean;
  /** Fork travel in mm when the fork names it (`63 mm`). */
  readonly travel: number | null;
  readonly brake: string;
  readonly hydraulicDisc: boolean;
  readonly tyre: string;
}

const MOUNTAIN_LINES = /overvolt|allmtn|hybride|asx|lanao|mtb|trail|enduro/i;
const ROAD_LINES = /xelius|road|gravel|aero/i;

/** Reads one seed model of a brand into the facts its copy is written from. */
export function copyFacts(model: SeedModel, manufacturer: string): CopyFacts {
  const categories = model.categories.join(' ');
  const accessory = model.wheel === '-' || /\bparts\b|accessor/.test(categories);
  const gearsText = `${model.gears} ${model.rearDerailleur}`;
  const gearKind: GearKind = /enviolo|stepless/i.test(gearsText) ? 'stepless' : /nexus|hub|alfine/i.test(gearsText) ? 'hub' : model.gears === '-' ? 'single' : 'derailleur';
  const count = /(\d+)-speed/.exec(model.gears)?.[1] ?? /Nexus (\d+)/.exec(model.gears)?.[1] ?? null;
  const travel = /(\d+) mm/.exec(model.fork)?.[1] ?? null;
  return {
    name: model.name,
    line: model.line,
    manufacturer,
    kind: accessory ? 'accessory' : model.type,
    use: mainUse(model, categories),
    accessory: /pedal/i.test(`${model.line} ${model.name}`) ? 'pedals' : /helmet/i.test(`${model.line} ${model.name}`) ? 'helmet' : 'other',
    lowStep: model.shapes.includes('wave'),
    shapeCount: model.shapes.length,
    sizes: model.sizes,
    letterSizes: model.sizes.some((s) => !/^\d+$/.test(s)),
    colourCount: model.colours.length,
    batteries: [...model.batteries].sort((a, b) => a - b),
    range: model.range ?? null,
    engine: model.engine ?? null,
    gears: model.gears,
    gearKind,
    gearCount: count === null ? null : Number(count),
    wheel: model.wheel,
    material: model.frameMaterial,
    // The travel is its own fact; `Suntour NEX 63 mm` would read "Suntour NEX 63 mm with 63 mm of travel".
    fork: model.fork.replace(/\s+\d+\s*mm$/, ''),
    suspension: !/rigid/i.test(model.fork),
    travel: travel === null ? null : Number(travel),
    brake: model.brake,
    hydraulicDisc: /hydraulic disc/i.test(model.brake),
    tyre: model.tyre,
  };
}

function mainUse(model: SeedModel, categories: string): MainUse {
  if (/cargo|lasten|carga/.test(categories)) return 'cargo';
  if (MOUNTAIN_LINES.test(`${model.line} ${model.name}`) || /mountain|mtb/.test(categories)) return 'mountain';
  if (ROAD_LINES.test(`${model.line} ${model.name}`) || /road|sportive|sport/.test(categories)) return model.type === 'bike' && ROAD_LINES.test(model.line) ? 'road' : 'sport';
  if (/city|urban|lifestyle/.test(categories)) return 'city';
  if (/comfort|komfort/.test(categories)) return 'comfort';
  if (/trekking|touring/.test(categories)) return 'trekking';
  return model.type === 'ebike' ? 'city' : 'trekking';
}
