import type { SeedModel } from '../seed/seed-types.ts';

/**
 * A winora model that no build contains: tests add it through `POST /__control/products` (the shop listing a bike
 * after the build) and open its dynamic product page. One size is sold out nowhere, the two colours and two
 * batteries make four variants per shape and size.
 */
export const NEW_PRODUCT: SeedModel = {
  sku: '4459901', name: 'Yakun Nova', line: 'Yakun', type: 'ebike',
  subtitle: { en: 'New trekking e-bike, listed after the build', de: 'Neues Trekking-E-Bike, nach dem Build gelistet' },
  keyFeatures: { en: ['Listed after the build', '750 Wh option'], de: ['Nach dem Build gelistet', 'Option mit 750 Wh'] },
  priceEur: 3899, shapes: ['diamond'], sizes: ['50', '55'], colours: ['green', 'black'], batteries: [625, 750],
  wheel: '28"', frameMaterial: 'Aluminium', engine: 'Bosch Performance Line CX', range: '180 km', gears: 'Shimano Deore XT 12-speed',
  rearDerailleur: 'Shimano Deore XT RD-M8100', fork: 'Suntour Mobie 34 80 mm', brake: 'Magura MT5 hydraulic disc', tyre: 'Schwalbe Marathon E-Plus 55-622',
  categories: ['ebikes', 'ebikes-trekking'], badges: ['new'],
};
