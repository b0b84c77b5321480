/**
 * Site configuration for product attributes (spec §3): attribute codes → display keys per language with a
 * default mapping, and which attributes sort their values ascending by text. Data, not code.
 */
export interface AttributeConfig {
  /** Display key per attribute code; `default` applies to every language without its own entry. */
  readonly displayKeys: { readonly default: Readonly<Record<string, string>> } & Readonly<Partial<Record<string, Readonly<Record<string, string>>>>>;
  /** Attribute codes whose values sort ascending by text (others keep the shop's position order). */
  readonly sortAscendingByText: readonly string[];
}

export const ATTRIBUTE_CONFIG: AttributeConfig = {
  displayKeys: {
    default: {
      attrFrameShape: 'frameShape', FRAMETYPE: 'frameShape', 'UB-FRAMEKI': 'frameShape',
      attrFrameSize: 'frameSize', attrSize: 'size', HEIGHTS: 'riderHeight', HEIGHT: 'riderHeight',
      attrMarketingColor: 'colour', COLORCOM: 'colour', COLORBAS: 'baseColour', COLOR2ND: 'secondaryColour',
      attrFrameMaterial: 'frameMaterial', FRAMEMAT: 'frameMaterial', 'Frame material': 'frameMaterial',
      attrWheelSize: 'wheelSize', WHEEL: 'wheelSize', 'Wheel Size': 'wheelSize',
      attrExactRange: 'range', attrEngineDescription: 'engine', MotorDescription: 'engine', attrProductLine: 'productLine',
      attrRearDerailleurDescription: 'rearDerailleur', DerailleurRearDescription: 'rearDerailleur', FrontForkDescription: 'frontFork',
      'UB-BATCAP': 'batteryCapacity', 'UB-MRS': 'motorPosition', 'UB-MTBRD': 'motorBrand', 'UB-GRNBR': 'gearBrand', 'UB-FFRKBRD': 'forkBrand',
      requiredBattery: 'requiredBattery', optionalBattery: 'optionalBattery',
    },
    // The Halfords-style UK shops call the frame size just "size".
    en: { attrFrameSize: 'size' },
  },
  sortAscendingByText: ['attrWheelSize', 'WHEEL', 'UB-BATCAP', 'attrFrameMaterial', 'FRAMEMAT'],
};

/** Display key of an attribute code in a language: the language's mapping, else the default, else the code itself. */
export function attributeDisplayKey(config: AttributeConfig, code: string, language: string): string {
  return config.displayKeys[language]?.[code] ?? config.displayKeys.default[code] ?? code;
}

/** Size order of the spec (§9). */
export const SIZE_ORDER = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
/** Attribute codes of height filters (§9). */
export const HEIGHT_FILTER_CODES = ['HEIGHT', 'HEIGHTS'] as const;
export const isHeightFilter = (code: string): boolean => (HEIGHT_FILTER_CODES as readonly string[]).includes(code);

/** Sorts sizes XS, S, M, L, XL, XXL; unknown sizes keep their order after the known ones (numeric sizes by number). */
export function sortSizes<T>(values: readonly T[], sizeOf: (value: T) => string): T[] {
  const rank = (value: T): number => {
    const i = (SIZE_ORDER as readonly string[]).indexOf(sizeOf(value).trim().toUpperCase());
    return i === -1 ? SIZE_ORDER.length : i;
  };
  return values
    .map((value, index) => ({ value, index }))
    .sort((a, b) => rank(a.value) - rank(b.value) || (rank(a.value) === SIZE_ORDER.length ? numericOrIndex(sizeOf(a.value), sizeOf(b.value), a.index, b.index) : 0) || a.index - b.index)
    .map((entry) => entry.value);
}

function numericOrIndex(a: string, b: string, ia: number, ib: number): number {
  const na = Number.parseFloat(a);
  const nb = Number.parseFloat(b);
  return Number.isNaN(na) || Number.isNaN(nb) ? ia - ib : na - nb;
}

/**
 * Orders the values of one attribute for display: sizes in size order, configured attributes ascending by text
 * (natural order, so `27.5"` before `29"` and `500 Wh` before `625 Wh`), the rest by the shop's position.
 */
export function sortAttributeValues<T extends { readonly name: string; readonly position: number }>(config: AttributeConfig, code: string, values: readonly T[]): T[] {
  if (code === 'attrSize' || code === 'attrFrameSize') return sortSizes([...values].sort((a, b) => a.position - b.position), (v) => v.name);
  if (config.sortAscendingByText.includes(code)) return [...values].sort((a, b) => a.name.localeCompare(b.name, 'en', { numeric: true }));
  return [...values].sort((a, b) => a.position - b.position);
}
