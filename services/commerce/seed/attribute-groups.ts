import type { Texts } from './seed-types.ts';

/** A property group of the seed, identified by its attribute code (spec §3 "Attribute codes"). */
export interface SeedGroup {
  readonly code: string;
  readonly name: Texts;
  /** `color` groups carry a hex code per option. */
  readonly displayType: 'text' | 'color';
  /** Offered as a listing filter. */
  readonly filterable: boolean;
  /** Shown on the product page (`false` → the storefront's attributesHidden). */
  readonly visible: boolean;
}

const g = (code: string, en: string, de: string, options: Partial<Omit<SeedGroup, 'code' | 'name'>> = {}): SeedGroup => ({
  code,
  name: { en, de },
  displayType: options.displayType ?? 'text',
  filterable: options.filterable ?? false,
  visible: options.visible ?? true,
});

/** Every property group the seed uses, in position order. */
export const SEED_GROUPS: readonly SeedGroup[] = [
  // Variant options (the configurator): frame shape, frame size, colour, battery.
  g('attrFrameShape', 'Frame shape', 'Rahmenform', { filterable: true }),
  g('attrFrameSize', 'Frame size', 'Rahmenhöhe', { filterable: true }),
  g('attrMarketingColor', 'Colour', 'Farbe', { displayType: 'color', filterable: true }),
  g('UB-BATCAP', 'Battery capacity', 'Akkukapazität', { filterable: true }),
  // Product attributes.
  g('FRAMETYPE', 'Frame type', 'Rahmentyp', { filterable: true }),
  g('attrFrameMaterial', 'Frame material', 'Rahmenmaterial'),
  g('attrSize', 'Size', 'Größe', { filterable: true }),
  g('attrWheelSize', 'Wheel size', 'Laufradgröße'),
  g('attrExactRange', 'Range', 'Reichweite'),
  g('attrEngineDescription', 'Engine', 'Motor'),
  g('attrProductLine', 'Product line', 'Modellreihe', { filterable: true }),
  g('COLOR2ND', 'Secondary colour', 'Zweitfarbe', { displayType: 'color' }),
  g('attrRearDerailleurDescription', 'Rear derailleur', 'Schaltwerk'),
  g('FrontForkDescription', 'Front fork', 'Federgabel'),
  g('attrFrontTire', 'Front tyre', 'Reifen vorne'),
  g('attrRearTire', 'Rear tyre', 'Reifen hinten'),
  g('attrBrake', 'Brake', 'Bremse'),
  g('attrGears', 'Gears', 'Schaltung'),
  // Listing attribute keys.
  g('COLORCOM', 'Colour (combined)', 'Farbe (kombiniert)', { visible: false }),
  g('COLORBAS', 'Base colour', 'Grundfarbe', { filterable: true, visible: false }),
  g('UB-FRAMEKI', 'Frame kind', 'Rahmenart', { visible: false }),
  g('HEIGHTS', 'Rider height', 'Körpergröße', { filterable: true }),
  g('Wheel Size', 'Wheel size', 'Laufradgröße', { visible: false }),
  g('Frame material', 'Frame material', 'Rahmenmaterial', { visible: false }),
  g('DerailleurRearDescription', 'Rear derailleur', 'Schaltwerk', { visible: false }),
  g('MotorDescription', 'Motor', 'Motor', { visible: false }),
  // Filter keys.
  g('UB-MRS', 'Motor position', 'Motorposition', { filterable: true, visible: false }),
  g('WHEEL', 'Wheel', 'Laufrad', { filterable: true }),
  g('FRAMEMAT', 'Frame material', 'Rahmenmaterial', { filterable: true, visible: false }),
  g('UB-MTBRD', 'Motor brand', 'Motormarke', { filterable: true, visible: false }),
  g('UB-GRNBR', 'Gear brand', 'Schaltungsmarke', { filterable: true, visible: false }),
  g('UB-FFRKBRD', 'Fork brand', 'Gabelmarke', { filterable: true, visible: false }),
  // Geometry rows (WHEEL above is the first row).
  g('UB-STLENGT', 'Seat tube length', 'Sitzrohrlänge'),
  g('UB-TTLEN', 'Top tube length', 'Oberrohrlänge'),
  g('UB-HEADTLE', 'Head tube length', 'Steuerrohrlänge'),
  g('UB-STANGLE', 'Seat tube angle', 'Sitzwinkel'),
  g('UB-HEADTAN', 'Head tube angle', 'Lenkwinkel'),
  g('UB-STACK', 'Stack', 'Stack'),
  g('UB-REACH', 'Reach', 'Reach'),
  g('UB-BBDROP', 'Bottom bracket drop', 'Tretlagerabsenkung'),
  g('UB-WHLBASE', 'Wheelbase', 'Radstand'),
  g('UB-CHASLEN', 'Chainstay length', 'Kettenstrebenlänge'),
  g('UB-STANDHG', 'Standover height', 'Überstandshöhe'),
];

/** Geometry rows in table order (spec §3). */
export const GEOMETRY_CODES = ['WHEEL', 'UB-STLENGT', 'UB-TTLEN', 'UB-HEADTLE', 'UB-STANGLE', 'UB-HEADTAN', 'UB-STACK', 'UB-REACH', 'UB-BBDROP', 'UB-WHLBASE', 'UB-CHASLEN', 'UB-STANDHG'] as const;

export const COLOURS: Readonly<Record<string, { readonly hex: string; readonly name: Texts }>> = {
  black: { hex: '#1d1d1b', name: { en: 'Black', de: 'Schwarz', fr: 'Noir', es: 'Negro', it: 'Nero', nl: 'Zwart', sv: 'Svart', fi: 'Musta', da: 'Sort', pl: 'Czarny', cs: 'Černá' } },
  white: { hex: '#f4f4f0', name: { en: 'White', de: 'Weiß', fr: 'Blanc', es: 'Blanco', it: 'Bianco', nl: 'Wit', sv: 'Vit', fi: 'Valkoinen', da: 'Hvid', pl: 'Biały', cs: 'Bílá' } },
  petrol: { hex: '#1f5c68', name: { en: 'Petrol', de: 'Petrol', fr: 'Bleu pétrole', es: 'Azul petróleo', it: 'Petrolio', nl: 'Petrol' } },
  sand: { hex: '#cbb994', name: { en: 'Sand', de: 'Sand', fr: 'Sable', es: 'Arena', it: 'Sabbia', nl: 'Zand' } },
  red: { hex: '#a4262c', name: { en: 'Red', de: 'Rot', fr: 'Rouge', es: 'Rojo', it: 'Rosso', nl: 'Rood', sv: 'Röd', fi: 'Punainen' } },
  grey: { hex: '#6f7275', name: { en: 'Grey', de: 'Grau', fr: 'Gris', es: 'Gris', it: 'Grigio', nl: 'Grijs', sv: 'Grå', fi: 'Harmaa' } },
  green: { hex: '#3d5a40', name: { en: 'Green', de: 'Grün', fr: 'Vert', es: 'Verde', it: 'Verde', nl: 'Groen', sv: 'Grön' } },
  blue: { hex: '#24466f', name: { en: 'Blue', de: 'Blau', fr: 'Bleu', es: 'Azul', it: 'Blu', nl: 'Blauw', sv: 'Blå', fi: 'Sininen' } },
  orange: { hex: '#d8702a', name: { en: 'Orange', de: 'Orange', fr: 'Orange', es: 'Naranja', it: 'Arancione' } },
};

export const SHAPES: Readonly<Record<string, Texts>> = {
  diamond: { en: 'Diamond', de: 'Diamant', fr: 'Diamant', es: 'Diamante', it: 'Diamante', nl: 'Heren' },
  trapeze: { en: 'Trapeze', de: 'Trapez', fr: 'Trapèze', es: 'Trapecio', it: 'Trapezio', nl: 'Trapeze' },
  wave: { en: 'Wave', de: 'Wave', fr: 'Col de cygne', es: 'Cuadro bajo', it: 'Wave', nl: 'Lage instap' },
};
