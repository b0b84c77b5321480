import type { CopyLanguage } from '../copy-language.ts';
import { batteryList, largestBattery, sizeList } from '../copy-language.ts';
import type { CopyFacts, MainUse } from '../copy-facts.ts';

const NOUN: Record<MainUse, string> = { city: 'city', trekking: 'trekking', cargo: 'cargo', comfort: 'comfort', sport: 'sporty', mountain: 'mountain', road: 'road' };

const who = (f: CopyFacts): string => {
  const bike = f.kind === 'ebike' ? 'e-bike' : 'bike';
  switch (f.use) {
    case 'city': return `The ${f.name} is ${f.kind === 'ebike' ? 'an' : 'a'} ${bike} for everyday trips in town: the commute, the weekly shop and evenings out, without arriving out of breath or hunting for a parking space.`;
    case 'trekking': return `The ${f.name} is a touring ${bike} for riders who like to cover distance, from the daily commute to a week on the cycle path with full panniers.`;
    case 'cargo': return `The ${f.name} is a cargo ${bike} for families and businesses that would rather carry children, shopping or tools by bike than by car.`;
    case 'comfort': return `The ${f.name} is a comfort ${bike} for relaxed riders who value an upright position and an easy ride over speed.`;
    case 'sport': return `The ${f.name} is a sporty ${bike} for riders who enjoy a brisk pace on longer rides and want a bike that responds to every push on the pedals.`;
    case 'mountain': return `The ${f.name} is a ${f.kind === 'ebike' ? 'electric ' : ''}mountain bike for riders who want to climb further and descend with confidence on rough and rooty trails.`;
    case 'road': return `The ${f.name} is a road bike for riders who chase kilometres and climbs, built light and stiff so that every watt goes into the road.`;
  }
};

export const en: CopyLanguage = {
  subtitle: (f) => f.kind === 'accessory'
    ? (f.accessory === 'helmet' ? 'Urban bike helmet with ventilation' : f.accessory === 'pedals' ? 'Grippy city pedals' : `${f.line} for everyday riding`)
    : `${NOUN[f.use][0]?.toUpperCase() ?? ''}${NOUN[f.use].slice(1)} ${f.kind === 'ebike' ? 'e-bike' : 'bike'}${f.engine ? ` with ${f.engine}` : ` with ${f.gears}`}`,
  highlights: (f) => f.kind === 'accessory'
    ? [`${f.material} construction`, `Sizes ${sizeList(f, 'and')}`, `${f.colourCount} colour${f.colourCount === 1 ? '' : 's'}`, 'Tested to EN standards']
    : [
      ...(f.engine ? [`${f.engine} mid motor`] : []),
      ...(f.batteries.length > 0 ? [`${batteryList(f, 'or')} battery${f.range ? `, up to ${f.range}` : ''}`] : []),
      f.gearKind === 'stepless' ? `${f.gears} stepless hub` : f.gearKind === 'hub' ? `${f.gears} hub gear` : `${f.gears} derailleur`,
      f.lowStep ? 'Low step-through frame' : `${f.material} diamond frame`,
      f.hydraulicDisc ? 'Hydraulic disc brakes' : `${f.brake} brakes`,
      f.suspension ? `Suspension fork${f.travel ? ` with ${f.travel} mm travel` : ''}` : `${f.wheel} wheels`,
    ],
  description: (f) => f.kind === 'accessory' ? accessory(f) : [
    `${who(f)} ${f.lowStep ? `Its low step-through frame makes getting on and off easy, even with a loaded rack or in everyday clothes${f.shapeCount > 1 ? ', and a second frame shape is available for riders who prefer a classic look' : ''}.` : 'Its diamond frame is stiff and direct and puts you in a confident, slightly forward position.'}`,
    f.engine
      ? `Power comes from the ${f.engine} mid motor, which assists smoothly and quietly up to 25 km/h and reacts to how hard you pedal. It works together with the ${f.gears} ${f.gearKind === 'stepless' ? 'stepless hub, which changes the ratio without steps or noise, even while standing at the lights' : f.gearKind === 'hub' ? 'hub gear, which needs little maintenance and shifts while you stand still' : 'derailleur, whose wide range of gears handles steep hills and headwind'}.`
      : `You ride with the ${f.gears} ${f.gearKind === 'hub' ? 'hub gear, which needs little maintenance and shifts while you stand still' : 'gears, whose wide range handles steep hills and headwind'}. Without motor and battery the bike stays light enough to carry up a few stairs or lift onto a car rack.`,
    f.batteries.length > 0
      ? `${f.batteries.length > 1 ? `You choose between a ${batteryList(f, 'or')} battery` : `The ${largestBattery(f)} Wh battery`}${f.range ? ` gives a range of up to ${f.range}` : ' gives plenty of range'}, depending on rider, terrain and assistance level. It sits protected in the frame, locks against theft and can be charged on the bike or taken inside to charge.`
      : `Maintenance is simple: chain, brakes and tyres are standard parts that any workshop has in stock, so the ${f.name} keeps running for many years.`,
    `The ${f.material.toLowerCase()} frame comes in ${f.sizes.length} size${f.sizes.length === 1 ? '' : 's'} (${sizeList(f, 'and')}), so riders of different heights find a good fit, and ${f.wheel} wheels roll easily over kerbs, cobbles and gravel paths.`,
    `${f.suspension ? `A ${f.fork} suspension fork${f.travel ? ` with ${f.travel} mm of travel` : ''} takes the sting out of potholes` : `A ${f.fork.toLowerCase()} fork keeps the front end light and precise`}, ${f.hydraulicDisc ? `${f.brake.replace(/ hydraulic disc$/, '')} hydraulic disc brakes stop reliably in the wet` : `${f.brake} brakes stop reliably`} and ${f.tyre} tyres add grip and puncture protection.`,
    `The ${f.name} is available in ${f.colourCount} colour${f.colourCount === 1 ? '' : 's'}. Your ${f.manufacturer} dealer sets it up for you, adjusts saddle and handlebar to your size and is happy to arrange a test ride.`,
  ],
  specWords: [],
};

function accessory(f: CopyFacts): readonly string[] {
  const what = f.accessory === 'helmet'
    ? `The ${f.name} is a bike helmet for everyday riding in town, for commuters and leisure riders who want protection that they actually like to wear.`
    : f.accessory === 'pedals'
      ? `The ${f.name} is a city pedal for everyday bikes, for riders who cycle in normal shoes and want a wide, grippy platform in any weather.`
      : `The ${f.name} is an accessory from the ${f.line} range for everyday riding.`;
  const detail = f.accessory === 'helmet'
    ? 'Its in-moulded shell is bonded to the foam liner, which keeps it light, and large vents keep your head cool on warm days. A rotary dial at the back adjusts the fit with one hand, and the straps are easy to set so the helmet sits level and firm.'
    : f.accessory === 'pedals'
      ? `The ${f.material.toLowerCase()} body is light and strong, the anti-slip surface keeps your feet in place even when wet, and the sealed bearings turn smoothly for many thousands of kilometres. Reflectors front and back make you visible to others at night.`
      : `It is built from ${f.material.toLowerCase()} and designed for daily use in all weathers.`;
  return [
    what,
    detail,
    `It comes in ${f.sizes.length === 1 ? 'one size' : `the sizes ${sizeList(f, 'and')}`} and ${f.colourCount} colour${f.colourCount === 1 ? '' : 's'}, so it matches your bike and your style. ${f.manufacturer} tests its parts and accessories to the relevant European standards, and every product is checked before it leaves the warehouse.`,
    `Fitting is quick: ${f.accessory === 'pedals' ? 'the pedals screw into any standard crank with a 15 mm pedal spanner or a hex key, and the left pedal has a left-hand thread so it does not work loose' : f.accessory === 'helmet' ? 'measure the circumference of your head just above the eyebrows, pick the size, and adjust the dial until the helmet sits snugly without pressure points' : 'follow the enclosed instructions'}. Your dealer is happy to help you choose and fit it, and stocks spare parts for years to come.`,
  ];
}
