/** Seed data format: compact model definitions that `build-catalogue.ts` expands into parents and variants. */

export type Lang = 'cs' | 'da' | 'de' | 'en' | 'es' | 'fi' | 'fr' | 'it' | 'nl' | 'pl' | 'sv';
/** Text per language; missing languages fall back to English. */
export type Texts = Readonly<Partial<Record<Lang, string>>> & { readonly en: string };

export type FrameShape = 'diamond' | 'trapeze' | 'wave';
export type ColourKey = 'black' | 'white' | 'petrol' | 'sand' | 'red' | 'grey' | 'green' | 'blue' | 'orange';

/** One bike model: the parent product; its variants are every shape × size × colour × battery. */
export interface SeedModel {
  /** Parent product number; variants append a running number. */
  readonly sku: string;
  readonly name: string;
  /** Product line (attrProductLine): `Sinus`, `Yucatan`. */
  readonly line: string;
  readonly type: 'ebike' | 'bike';
  readonly subtitle: Texts;
  readonly keyFeatures: Readonly<Partial<Record<Lang, readonly string[]>>> & { readonly en: readonly string[] };
  /** Gross price in EUR of the smallest battery; other currencies follow the fixed factors of `prices.ts`. */
  readonly priceEur: number;
  /** Former price (list price) in EUR, shown struck through. */
  readonly listPriceEur?: number;
  readonly shapes: readonly FrameShape[];
  /** Frame sizes (`46`, `50`) or letter sizes (`M`). */
  readonly sizes: readonly string[];
  readonly colours: readonly ColourKey[];
  /** Battery capacities in Wh (empty for bikes); each step up adds `batteryStepEur`. */
  readonly batteries: readonly number[];
  readonly wheel: string;
  readonly frameMaterial: 'Aluminium' | 'Carbon' | 'Steel';
  readonly engine?: string;
  readonly range?: string;
  readonly gears: string;
  readonly rearDerailleur: string;
  readonly fork: string;
  readonly brake: string;
  readonly tyre: string;
  /** Category keys of `SeedBrand.categories`. */
  readonly categories: readonly string[];
  readonly badges?: readonly ('new' | 'bestseller' | 'sale')[];
  readonly label?: Texts;
  /** Closeout: only `availableStock` can be bought. */
  readonly closeout?: boolean;
}

/** A battery sold with bikes (`requiredBattery` bundles) and on its own. */
export interface SeedBattery {
  readonly sku: string;
  readonly name: string;
  readonly wh: number;
  /** Lower positions are preferred when several batteries fit. */
  readonly position: number;
  readonly priceEur: number;
}

export interface SeedCategory {
  readonly key: string;
  readonly name: Texts;
  readonly parent?: string;
  /** Legal notes shown on products of this category (category custom field). */
  readonly legalNotes?: Texts;
}

export interface SeedBrand {
  readonly manufacturer: string;
  readonly categories: readonly SeedCategory[];
  readonly batteries: readonly SeedBattery[];
  readonly models: readonly SeedModel[];
  /** Added per battery step (EUR). */
  readonly batteryStepEur: number;
}
