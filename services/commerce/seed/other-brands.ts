import type { SeedBrand, SeedModel } from './seed-types.ts';

const EBIKES = { key: 'ebikes', name: { en: 'E-bikes', de: 'E-Bikes', fr: 'Vélos électriques', nl: 'Elektrische fietsen', es: 'Bicicletas eléctricas', it: 'E-bike', fi: 'Sähköpyörät', sv: 'Elcyklar', da: 'Elcykler' } } as const;
const BIKES = { key: 'bikes', name: { en: 'Bikes', de: 'Fahrräder', fr: 'Vélos', nl: 'Fietsen', es: 'Bicicletas', it: 'Biciclette', fi: 'Polkupyörät', sv: 'Cyklar', da: 'Cykler' } } as const;
const PARTS = { key: 'parts', name: { en: 'Parts and accessories', de: 'Teile und Zubehör', fr: 'Pièces et accessoires', nl: 'Onderdelen', es: 'Piezas' } } as const;

// The kinds under e-bikes and bikes that the brands' sites list (their category pages), named per language as the
// shop names them: the site's listing paths come from these names (`/nl-nl/ebikes/stad/`, `/fi-fi/v/bikes/maastopyorat/`).
const EBIKES_CITY = { key: 'ebikes-city', parent: 'ebikes', name: { en: 'City', de: 'City', fr: 'Ville', nl: 'Stad', da: 'By', es: 'Ciudad', it: 'Città' } } as const;
const EBIKES_TREKKING = { key: 'ebikes-trekking', parent: 'ebikes', name: { en: 'Trekking', fi: 'Retkeily' } } as const;
const EBIKES_MTB = { key: 'ebikes-mtb', parent: 'ebikes', name: { en: 'E-MTB', fr: 'VTT électriques' } } as const;
const BIKES_MTB = { key: 'bikes-mtb', parent: 'bikes', name: { en: 'Mountain bikes', de: 'Mountainbikes', fr: 'VTT', nl: 'Mountainbikes', es: 'Montaña', it: 'Mountain bike', fi: 'Maastopyörät', sv: 'Mountainbikes' } } as const;
const BIKES_ROAD = { key: 'bikes-road', parent: 'bikes', name: { en: 'Road', de: 'Rennrad', fr: 'Route', nl: 'Racefietsen', es: 'Carretera', it: 'Bici da corsa' } } as const;
const BIKES_TOURING = { key: 'bikes-touring', parent: 'bikes', name: { en: 'Touring', de: 'Touren' } } as const;
const PARTS_COMPONENTS = { key: 'parts-components', parent: 'parts', name: { en: 'Components', de: 'Komponenten', fr: 'Composants', nl: 'Componenten', es: 'Componentes' } } as const;
const PARTS_ACCESSORIES = { key: 'parts-accessories', parent: 'parts', name: { en: 'Accessories', de: 'Zubehör', fr: 'Accessoires', nl: 'Accessoires', es: 'Accesorios' } } as const;

/** A model with the fields every smaller range shares. */
const model = (m: Omit<SeedModel, 'keyFeatures' | 'subtitle' | 'tyre' | 'fork' | 'brake' | 'rearDerailleur'> & Partial<SeedModel>): SeedModel => ({
  subtitle: { en: `${m.name} by ${m.line}` },
  keyFeatures: { en: [`${m.gears}`, `${m.wheel} wheels`] },
  tyre: 'Schwalbe Marathon 47-622',
  fork: 'Suntour NEX 63 mm',
  brake: 'Shimano MT200 hydraulic disc',
  rearDerailleur: m.gears,
  ...m,
});

const bosch = (prefix: string) => [
  { sku: `${prefix}-BAT-500`, name: 'Bosch PowerTube 500', wh: 500, position: 2, priceEur: 799 },
  { sku: `${prefix}-BAT-625`, name: 'Bosch PowerTube 625', wh: 625, position: 1, priceEur: 899 },
];

/** Every brand but winora: a smaller range of its own. */
export const otherBrandSeeds: Readonly<Record<'raleigh' | 'lapierre' | 'sparta' | 'xlc' | 'ghost' | 'haibike' | 'whitelabel', SeedBrand>> = {
  raleigh: {
    manufacturer: 'Raleigh', batteryStepEur: 180, categories: [EBIKES, EBIKES_CITY, BIKES, BIKES_TOURING], batteries: bosch('RAL'),
    models: [
      model({ sku: 'RAL-MOTUS', name: 'Motus Grand Tour', line: 'Motus', type: 'ebike', priceEur: 2799, shapes: ['diamond', 'wave'], sizes: ['S', 'M', 'L'], colours: ['grey'], batteries: [500, 625], wheel: '28"', frameMaterial: 'Aluminium', engine: 'Bosch Active Line Plus', range: '120 km', gears: 'Shimano Nexus 8', categories: ['ebikes', 'ebikes-city'] }),
      model({ sku: 'RAL-PIONEER', name: 'Pioneer Tour', line: 'Pioneer', type: 'bike', priceEur: 649, shapes: ['diamond', 'wave'], sizes: ['S', 'M', 'L', 'XL'], colours: ['blue'], batteries: [], wheel: '28"', frameMaterial: 'Aluminium', gears: 'Shimano Altus 24-speed', categories: ['bikes', 'bikes-touring'] }),
    ],
  },
  lapierre: {
    manufacturer: 'Lapierre', batteryStepEur: 200, categories: [EBIKES, EBIKES_MTB, BIKES, BIKES_MTB, BIKES_ROAD], batteries: bosch('LAP'),
    models: [
      model({ sku: '4550125', name: 'Overvolt GLP 3', line: 'Overvolt', type: 'ebike', priceEur: 6999, shapes: ['diamond'], sizes: ['S', 'M', 'L', 'XL'], colours: ['black', 'blue'], batteries: [625], wheel: '29"', frameMaterial: 'Carbon', engine: 'Bosch Performance Line CX', range: '90 km', gears: 'Shimano XT 12-speed', categories: ['ebikes', 'ebikes-mtb'], badges: ['new'] }),
      model({ sku: '4550130', name: 'Xelius SL 5.0', line: 'Xelius', type: 'bike', priceEur: 3499, shapes: ['diamond'], sizes: ['XS', 'S', 'M', 'L', 'XL'], colours: ['red'], batteries: [], wheel: '28"', frameMaterial: 'Carbon', gears: 'Shimano 105 Di2', categories: ['bikes', 'bikes-road'] }),
      model({ sku: '4550140', name: 'Edge 5.9', line: 'Edge', type: 'bike', priceEur: 1299, shapes: ['diamond'], sizes: ['S', 'M', 'L', 'XL'], colours: ['blue', 'black'], batteries: [], wheel: '29"', frameMaterial: 'Aluminium', gears: 'Shimano Deore 12-speed', fork: 'RockShox Judy 100 mm', categories: ['bikes', 'bikes-mtb'] }),
    ],
  },
  sparta: {
    manufacturer: 'Sparta', batteryStepEur: 150, categories: [EBIKES, EBIKES_CITY, EBIKES_TREKKING, BIKES], batteries: bosch('SPA'),
    models: [
      model({ sku: 'SPA-CGRID', name: 'c-Grid Energy', line: 'c-Grid', type: 'ebike', priceEur: 2899, shapes: ['wave', 'diamond'], sizes: ['49', '53', '57'], colours: ['black', 'sand'], batteries: [500, 625], wheel: '28"', frameMaterial: 'Aluminium', engine: 'Bosch Active Line Plus', range: '130 km', gears: 'Shimano Nexus 7', categories: ['ebikes', 'ebikes-city'] }),
      model({ sku: 'SPA-DBURST', name: 'd-Burst Energy', line: 'd-Burst', type: 'ebike', priceEur: 3299, shapes: ['diamond', 'trapeze'], sizes: ['53', '57', '61'], colours: ['grey'], batteries: [625], wheel: '28"', frameMaterial: 'Aluminium', engine: 'Bosch Performance Line', range: '140 km', gears: 'Shimano Deore 10-speed', categories: ['ebikes', 'ebikes-trekking'] }),
      model({ sku: 'SPA-PICKUP', name: 'Pick-Up Classic', line: 'Pick-Up', type: 'bike', priceEur: 799, shapes: ['wave'], sizes: ['50', '57'], colours: ['green'], batteries: [], wheel: '28"', frameMaterial: 'Steel', gears: 'Shimano Nexus 3', categories: ['bikes'] }),
    ],
  },
  xlc: {
    manufacturer: 'XLC', batteryStepEur: 0, categories: [PARTS, PARTS_COMPONENTS, PARTS_ACCESSORIES], batteries: [],
    models: [
      model({ sku: 'XLC-PEDAL', name: 'City pedal PD-C20', line: 'Pedals', type: 'bike', priceEur: 29, shapes: ['diamond'], sizes: ['M'], colours: ['black', 'grey'], batteries: [], wheel: '-', frameMaterial: 'Aluminium', gears: '-', categories: ['parts', 'parts-components'] }),
      model({ sku: 'XLC-HELMET', name: 'Urban helmet BH-C30', line: 'Helmets', type: 'bike', priceEur: 79, shapes: ['diamond'], sizes: ['S', 'M', 'L'], colours: ['white', 'black'], batteries: [], wheel: '-', frameMaterial: 'Aluminium', gears: '-', categories: ['parts', 'parts-accessories'] }),
    ],
  },
  ghost: {
    manufacturer: 'Ghost', batteryStepEur: 200, categories: [EBIKES, EBIKES_MTB, BIKES, BIKES_MTB], batteries: bosch('GHO'),
    models: [
      model({ sku: 'GHO-ASX', name: 'Hybride ASX Universal', line: 'Hybride ASX', type: 'ebike', priceEur: 4999, shapes: ['diamond'], sizes: ['S', 'M', 'L', 'XL'], colours: ['grey', 'green'], batteries: [625], wheel: '29"', frameMaterial: 'Aluminium', engine: 'Bosch Performance Line CX', range: '100 km', gears: 'Shimano Deore 12-speed', categories: ['ebikes', 'ebikes-mtb'] }),
      model({ sku: 'GHO-LANAO', name: 'Lanao Universal', line: 'Lanao', type: 'bike', priceEur: 899, shapes: ['diamond'], sizes: ['XS', 'S', 'M', 'L'], colours: ['blue'], batteries: [], wheel: '27.5"', frameMaterial: 'Aluminium', gears: 'Shimano Deore 10-speed', categories: ['bikes', 'bikes-mtb'] }),
    ],
  },
  haibike: {
    manufacturer: 'Haibike', batteryStepEur: 200, categories: [EBIKES, EBIKES_MTB, EBIKES_TREKKING], batteries: bosch('HAI'),
    models: [
      model({ sku: 'HAI-ALLMTN', name: 'AllMtn 7', line: 'AllMtn', type: 'ebike', priceEur: 6499, shapes: ['diamond'], sizes: ['S', 'M', 'L', 'XL'], colours: ['black'], batteries: [625, 500], wheel: '29"', frameMaterial: 'Carbon', engine: 'Yamaha PW-X3', range: '90 km', gears: 'Shimano XT 12-speed', categories: ['ebikes', 'ebikes-mtb'], badges: ['bestseller'] }),
      model({ sku: 'HAI-TREKKING', name: 'Trekking 6', line: 'Trekking', type: 'ebike', priceEur: 3299, shapes: ['diamond', 'wave'], sizes: ['S', 'M', 'L'], colours: ['grey', 'white'], batteries: [500], wheel: '28"', frameMaterial: 'Aluminium', engine: 'Yamaha PW-ST', range: '140 km', gears: 'Shimano Deore 10-speed', categories: ['ebikes', 'ebikes-trekking'] }),
    ],
  },
  whitelabel: {
    manufacturer: 'Example Cycles', batteryStepEur: 150, categories: [EBIKES, EBIKES_CITY, BIKES, BIKES_TOURING], batteries: bosch('WHL'),
    models: [
      model({ sku: 'WHL-CITY', name: 'City One', line: 'City', type: 'ebike', priceEur: 1999, shapes: ['wave'], sizes: ['S', 'M', 'L'], colours: ['white'], batteries: [500], wheel: '28"', frameMaterial: 'Aluminium', engine: 'Bosch Active Line', range: '100 km', gears: 'Shimano Nexus 7', categories: ['ebikes', 'ebikes-city'] }),
      model({ sku: 'WHL-TOUR', name: 'Tour Two', line: 'Tour', type: 'bike', priceEur: 599, shapes: ['diamond'], sizes: ['M', 'L'], colours: ['black'], batteries: [], wheel: '28"', frameMaterial: 'Aluminium', gears: 'Shimano Altus 24-speed', categories: ['bikes', 'bikes-touring'] }),
    ],
  },
};
