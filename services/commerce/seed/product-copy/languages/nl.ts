import type { CopyLanguage } from '../copy-language.ts';
import { batteryList, largestBattery, sizeList } from '../copy-language.ts';
import type { CopyFacts, MainUse } from '../copy-facts.ts';

const E_KIND: Record<MainUse, string> = { city: 'Elektrische stadsfiets', trekking: 'Elektrische trekkingfiets', cargo: 'Elektrische bakfiets', comfort: 'Comfortabele e-bike', sport: 'Sportieve e-bike', mountain: 'Elektrische mountainbike', road: 'Elektrische racefiets' };
const KIND: Record<MainUse, string> = { city: 'Stadsfiets', trekking: 'Trekkingfiets', cargo: 'Bakfiets', comfort: 'Comfortfiets', sport: 'Sportieve fiets', mountain: 'Mountainbike', road: 'Racefiets' };
const bike = (f: CopyFacts): string => (f.kind === 'ebike' ? 'e-bike' : 'fiets');
const material = (f: CopyFacts): string => nl.specWords.find(([e]) => e === f.material)?.[1]?.toLowerCase() ?? f.material;
const speeds = (g: string): string => g.replace(/(\d+)-speed/, '$1 versnellingen');

const who = (f: CopyFacts): string => {
  switch (f.use) {
    case 'city': return `De ${f.name} is een ${bike(f)} voor elke dag in de stad: naar je werk, boodschappen doen en 's avonds naar vrienden, zonder bezweet aan te komen of een parkeerplek te zoeken.`;
    case 'trekking': return `De ${f.name} is een trekking-${bike(f)} voor wie graag kilometers maakt, van het dagelijkse woon-werkverkeer tot een fietsvakantie met volle fietstassen.`;
    case 'cargo': return `De ${f.name} is een bak${bike(f)} voor gezinnen en ondernemers die kinderen, boodschappen of gereedschap liever op de fiets vervoeren dan met de auto.`;
    case 'comfort': return `De ${f.name} is een comfortabele ${bike(f)} voor ontspannen fietsers die een rechtopzittende houding en rustig rijden belangrijker vinden dan snelheid.`;
    case 'sport': return `De ${f.name} is een sportieve ${bike(f)} voor wie op langere ritten graag stevig doortrapt en een fiets wil die op elke pedaalslag reageert.`;
    case 'mountain': return `De ${f.name} is een ${f.kind === 'ebike' ? 'elektrische mountainbike' : 'mountainbike'} voor wie verder wil klimmen en met vertrouwen wil afdalen over ruige paden vol wortels.`;
    case 'road': return `De ${f.name} is een racefiets voor wie kilometers en hellingen verzamelt, licht en stijf gebouwd zodat elke watt op de weg terechtkomt.`;
  }
};

export const nl: CopyLanguage = {
  subtitle: (f) => f.kind === 'accessory'
    ? (f.accessory === 'helmet' ? 'Stadshelm met goede ventilatie' : f.accessory === 'pedals' ? 'Stroeve stadspedalen' : `${f.line} voor elke dag`)
    : `${(f.kind === 'ebike' ? E_KIND : KIND)[f.use]} met ${f.engine ?? speeds(f.gears)}`,
  highlights: (f) => f.kind === 'accessory'
    ? [`Gemaakt van ${material(f)}`, `Maten ${sizeList(f, 'en')}`, `${f.colourCount} ${f.colourCount === 1 ? 'kleur' : 'kleuren'}`, 'Getest volgens EN-normen']
    : [
      ...(f.engine ? [`Middenmotor ${f.engine}`] : []),
      ...(f.batteries.length > 0 ? [`Accu van ${batteryList(f, 'of')}${f.range ? `, tot ${f.range}` : ''}`] : []),
      f.gearKind === 'stepless' ? `Traploze naaf ${f.gears}` : f.gearKind === 'hub' ? `Naafversnelling ${f.gears}` : `Derailleur ${speeds(f.gears)}`,
      f.lowStep ? 'Lage instap' : `Diamantframe van ${material(f)}`,
      f.hydraulicDisc ? 'Hydraulische schijfremmen' : `Remmen: ${f.brake}`,
      f.suspension ? `Verende voorvork${f.travel ? ` met ${f.travel} mm veerweg` : ''}` : `${f.wheel}-wielen`,
    ],
  description: (f) => f.kind === 'accessory' ? accessory(f) : [
    `${who(f)} ${f.lowStep ? `Door de lage instap stap je makkelijk op en af, ook met een volle bagagedrager of in een rok${f.shapeCount > 1 ? '; wie het klassiek wil, kiest de tweede framevorm' : ''}.` : 'Het diamantframe is stijf en direct en geeft een zekere, iets voorovergebogen zithouding.'}`,
    f.engine
      ? `De kracht komt van de middenmotor ${f.engine}, die soepel en stil ondersteunt tot 25 km/u en zich aanpast aan hoe hard je trapt. Hij werkt samen met ${f.gearKind === 'stepless' ? `de traploze naaf ${f.gears}, die zonder sprongen of geluid schakelt, zelfs stilstaand voor het stoplicht` : f.gearKind === 'hub' ? `de naafversnelling ${f.gears}, die weinig onderhoud vraagt en ook stilstaand schakelt` : `de derailleur met ${speeds(f.gears)}, waarvan het grote bereik steile hellingen en tegenwind aankan`}.`
      : `Je fietst met ${f.gearKind === 'hub' ? `de naafversnelling ${f.gears}, die weinig onderhoud vraagt en ook stilstaand schakelt` : `de versnelling ${speeds(f.gears)}, waarvan het grote bereik steile hellingen en tegenwind aankan`}. Zonder motor en accu blijft de fiets zo licht dat je hem een paar treden op draagt of op de fietsendrager tilt.`,
    f.batteries.length > 0
      ? `${f.batteries.length > 1 ? `Je kiest een accu van ${batteryList(f, 'of')}, die` : `De accu van ${largestBattery(f)} Wh`} ${f.range ? `een bereik tot ${f.range} geeft` : 'veel bereik geeft'}, afhankelijk van fietser, terrein en ondersteuningsniveau. Hij zit beschermd in het frame, is afsluitbaar en laadt op de fiets of binnen in huis.`
      : `Onderhoud is eenvoudig: ketting, remmen en banden zijn standaardonderdelen die elke werkplaats op voorraad heeft, dus de ${f.name} gaat jaren mee.`,
    `Het frame van ${material(f)} is er in ${f.sizes.length} ${f.sizes.length === 1 ? 'maat' : 'maten'} (${sizeList(f, 'en')}), zodat mensen van verschillende lengte een goede zithouding vinden, en de ${f.wheel}-wielen rollen makkelijk over stoepranden, klinkers en grindpaden.`,
    `${f.suspension ? `De verende voorvork ${f.fork}${f.travel ? ` met ${f.travel} mm veerweg` : ''} vangt kuilen op` : 'De starre aluminium voorvork houdt de voorkant licht en precies'}, ${f.hydraulicDisc ? `de hydraulische schijfremmen ${f.brake.replace(/ hydraulic disc$/, '')} remmen ook bij regen betrouwbaar` : `de remmen ${f.brake} remmen betrouwbaar`} en de banden ${f.tyre} zorgen voor grip en bescherming tegen lekke banden.`,
    `De ${f.name} is verkrijgbaar in ${f.colourCount} ${f.colourCount === 1 ? 'kleur' : 'kleuren'}. Je ${f.manufacturer}-dealer stelt hem voor je af, past zadel en stuur aan je lengte aan en regelt graag een proefrit.`,
  ],
  specWords: [
    ['Aluminium rigid', 'Aluminium, star'], ['stepless hub', 'traploze naaf'], ['Premium freewheel hub', 'Premium-naaf met vrijloop'], ['freewheel hub', 'naaf met vrijloop'],
    ['hydraulic disc', 'hydraulische schijfrem'], ['V-brake', 'V-brake'], ['hub', 'naaf'], ['Mid motor', 'Middenmotor'],
    ['-speed', ' versnellingen'], ['Aluminium', 'Aluminium'], ['Carbon', 'Carbon'], ['Steel', 'Staal'],
  ],
};

function accessory(f: CopyFacts): readonly string[] {
  return [
    f.accessory === 'helmet'
      ? `De ${f.name} is een fietshelm voor elke dag in de stad, voor forenzen en recreanten die bescherming willen die ze ook echt graag dragen.`
      : f.accessory === 'pedals'
        ? `De ${f.name} is een stadspedaal voor alledaagse fietsen, voor wie op gewone schoenen fietst en bij elk weer een breed, stroef platform wil.`
        : `${f.name} is een accessoire uit de ${f.line}-reeks voor dagelijks gebruik.`,
    f.accessory === 'helmet'
      ? 'De buitenschaal is direct met de schuimkern verbonden, waardoor de helm licht blijft, en grote ventilatieopeningen houden je hoofd koel op warme dagen. Met het draaiwiel achterop stel je de pasvorm met één hand af, en de riemen zijn snel zo ingesteld dat de helm recht en stevig zit.'
      : f.accessory === 'pedals'
        ? 'Het aluminium pedaallichaam is licht en sterk, het antislipoppervlak houdt je voet ook bij regen op zijn plek, en de afgedichte lagers draaien duizenden kilometers soepel. Reflectoren voor en achter maken je in het donker zichtbaar.'
        : 'Het is gemaakt voor dagelijks gebruik in elk weer.',
    `Verkrijgbaar in ${f.sizes.length === 1 ? 'één maat' : `de maten ${sizeList(f, 'en')}`} en ${f.colourCount} ${f.colourCount === 1 ? 'kleur' : 'kleuren'}, passend bij je fiets en je stijl. ${f.manufacturer} test onderdelen en accessoires volgens de geldende Europese normen, en elk product wordt gecontroleerd voordat het het magazijn verlaat.`,
    `Monteren gaat snel: ${f.accessory === 'pedals' ? 'de pedalen draai je met een pedaalsleutel van 15 mm of een inbussleutel in elke standaard crank; het linkerpedaal heeft linkse draad zodat het niet losloopt' : f.accessory === 'helmet' ? 'meet je hoofdomtrek net boven de wenkbrauwen, kies de maat en draai aan het wiel tot de helm stevig zit zonder te drukken' : 'volg de meegeleverde handleiding'}. Je dealer helpt graag bij het kiezen en monteren en heeft nog jaren reserveonderdelen.`,
  ];
}
