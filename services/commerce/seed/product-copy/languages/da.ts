import type { CopyLanguage } from '../copy-language.ts';
import { batteryList, largestBattery, sizeList } from '../copy-language.ts';
import type { CopyFacts, MainUse } from '../copy-facts.ts';

const E_KIND: Record<MainUse, string> = { city: 'Elcykel til byen', trekking: 'Trekking-elcykel', cargo: 'Elektrisk ladcykel', comfort: 'Komfort-elcykel', sport: 'Sporty elcykel', mountain: 'Elektrisk mountainbike', road: 'Elektrisk racercykel' };
const KIND: Record<MainUse, string> = { city: 'Bycykel', trekking: 'Trekkingcykel', cargo: 'Ladcykel', comfort: 'Komfortcykel', sport: 'Sporty cykel', mountain: 'Mountainbike', road: 'Racercykel' };
const material = (f: CopyFacts): string => da.specWords.find(([e]) => e === f.material)?.[1]?.toLowerCase() ?? f.material;
const speeds = (g: string): string => g.replace(/(\d+)-speed/, '$1 gear');

const who = (f: CopyFacts): string => {
  const kind = f.kind === 'ebike' ? 'elcykel' : 'cykel';
  switch (f.use) {
    case 'city': return `${f.name} er en ${kind} til hverdagen i byen: turen til arbejde, de daglige indkøb og aftenen hos venner, uden at du kommer svedig frem eller skal lede efter en parkeringsplads.`;
    case 'trekking': return `${f.name} er en trekking-${kind} til dig, der gerne kører langt, fra den daglige pendling til en cykelferie med fyldte tasker.`;
    case 'cargo': return `${f.name} er en lad${kind} til familier og virksomheder, der hellere fragter børn, indkøb eller værktøj på cykel end i bil.`;
    case 'comfort': return `${f.name} er en komfort-${kind} til rolige ryttere, der sætter en opret siddestilling og en afslappet tur over fart.`;
    case 'sport': return `${f.name} er en sporty ${kind} til dig, der kan lide et godt tempo på lange ture og vil have en cykel, der svarer på hvert pedaltråd.`;
    case 'mountain': return `${f.name} er en ${f.kind === 'ebike' ? 'elektrisk mountainbike' : 'mountainbike'} til dig, der vil længere op og køre sikkert ned ad stenede stier fulde af rødder.`;
    case 'road': return `${f.name} er en racercykel til dig, der samler kilometer og stigninger, let og stiv, så hver watt når vejen.`;
  }
};

export const da: CopyLanguage = {
  subtitle: (f) => `${(f.kind === 'ebike' ? E_KIND : KIND)[f.use]} med ${f.engine ?? speeds(f.gears)}`,
  highlights: (f) => [
    ...(f.engine ? [`Midtmotor ${f.engine}`] : []),
    ...(f.batteries.length > 0 ? [`Batteri på ${batteryList(f, 'eller')}${f.range ? `, op til ${f.range}` : ''}`] : []),
    f.gearKind === 'stepless' ? `Trinløst nav ${f.gears}` : f.gearKind === 'hub' ? `Navgear ${f.gears}` : `Kædegear ${speeds(f.gears)}`,
    f.lowStep ? 'Lav indstigning' : `Diamantstel i ${material(f)}`,
    f.hydraulicDisc ? 'Hydrauliske skivebremser' : `Bremser: ${f.brake}`,
    f.suspension ? `Affjedret forgaffel${f.travel ? ` med ${f.travel} mm vandring` : ''}` : `${f.wheel} hjul`,
  ],
  description: (f) => [
    `${who(f)} ${f.lowStep ? `Den lave indstigning gør det let at stige af og på, også med fyldt bagagebærer eller i nederdel${f.shapeCount > 1 ? ', og en anden stelform venter på dig, der foretrækker et klassisk udtryk' : ''}.` : 'Diamantstellet er stift og direkte og giver en sikker, let foroverbøjet siddestilling.'}`,
    f.engine
      ? `Kraften kommer fra midtmotoren ${f.engine}, som hjælper blødt og lydløst op til 25 km/t og tilpasser sig, hvor hårdt du træder. Den arbejder sammen med ${f.gearKind === 'stepless' ? `det trinløse nav ${f.gears}, som skifter uden spring og uden lyd, selv når du holder for rødt` : f.gearKind === 'hub' ? `navgearet ${f.gears}, som kræver lidt vedligehold og kan skiftes, mens du holder stille` : `kædegearet med ${speeds(f.gears)}, hvis brede udvalg klarer stejle bakker og modvind`}.`
      : `Du kører med ${f.gearKind === 'hub' ? `navgearet ${f.gears}, som kræver lidt vedligehold og kan skiftes, mens du holder stille` : `gearet ${speeds(f.gears)}, hvis brede udvalg klarer stejle bakker og modvind`}. Uden motor og batteri er cyklen let nok til at bære op ad et par trin eller løfte op på cykelholderen.`,
    f.batteries.length > 0
      ? `${f.batteries.length > 1 ? `Du vælger mellem et batteri på ${batteryList(f, 'eller')}, som giver` : `Batteriet på ${largestBattery(f)} Wh giver`} ${f.range ? `en rækkevidde på op til ${f.range}` : 'god rækkevidde'}, afhængigt af rytter, terræn og hjælpeniveau. Det sidder beskyttet i stellet, kan låses og lades på cyklen eller indenfor.`
      : `Vedligehold er enkelt: kæde, bremser og dæk er standarddele, som ethvert værksted har på lager, så ${f.name} holder i mange år.`,
    `Stellet i ${material(f)} fås i ${f.sizes.length} ${f.sizes.length === 1 ? 'størrelse' : 'størrelser'} (${sizeList(f, 'og')}), så personer i forskellig højde finder en god siddestilling, og ${f.wheel} hjulene ruller let over kantsten, brosten og grusveje.`,
    `${f.suspension ? `Forgaflen ${f.fork}${f.travel ? ` med ${f.travel} mm vandring` : ''} tager toppen af hullerne i vejen` : 'Den stive aluminiumsgaffel holder fronten let og præcis'}, ${f.hydraulicDisc ? `de hydrauliske skivebremser ${f.brake.replace(/ hydraulic disc$/, '')} bremser sikkert, også i regnvejr` : `bremserne ${f.brake} bremser sikkert`}, og dækkene ${f.tyre} giver greb og punkteringsbeskyttelse.`,
    `${f.name} fås i ${f.colourCount} ${f.colourCount === 1 ? 'farve' : 'farver'}. Din ${f.manufacturer}-forhandler indstiller den til dig, tilpasser sadel og styr til din højde og arrangerer gerne en prøvetur.`,
  ],
  specWords: [
    ['Aluminium rigid', 'Aluminium, stiv'], ['stepless hub', 'trinløst nav'], ['Premium freewheel hub', 'Premium-nav med friløb'], ['freewheel hub', 'nav med friløb'],
    ['hydraulic disc', 'hydraulisk skivebremse'], ['V-brake', 'V-bremse'], ['hub', 'nav'], ['Mid motor', 'Midtmotor'],
    ['-speed', ' gear'], ['Aluminium', 'Aluminium'], ['Carbon', 'Kulfiber'], ['Steel', 'Stål'],
  ],
};
