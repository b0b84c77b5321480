import type { CopyLanguage } from '../copy-language.ts';
import { batteryList, largestBattery, sizeList } from '../copy-language.ts';
import type { CopyFacts, MainUse } from '../copy-facts.ts';

const KIND: Record<MainUse, string> = { city: 'městské', trekking: 'trekkingové', cargo: 'nákladní', comfort: 'komfortní', sport: 'sportovní', mountain: 'horské', road: 'silniční' };
const material = (f: CopyFacts): string => cs.specWords.find(([e]) => e === f.material)?.[1]?.toLowerCase() ?? f.material;
const speeds = (g: string): string => g.replace(/(\d+)-speed/, '$1rychlostní');
const bike = (f: CopyFacts): string => (f.kind === 'ebike' ? 'elektrokolo' : 'kolo');

const who = (f: CopyFacts): string => {
  switch (f.use) {
    case 'city': return `${f.name} je ${KIND[f.use]} ${bike(f)} pro každodenní život ve městě: cesta do práce, nákup a večer u přátel, bez zadýchání a bez hledání parkovacího místa.`;
    case 'trekking': return `${f.name} je ${KIND[f.use]} ${bike(f)} pro všechny, kdo rádi jezdí daleko, od každodenního dojíždění až po týdenní cestu s plnými brašnami.`;
    case 'cargo': return `${f.name} je ${KIND[f.use]} ${bike(f)} pro rodiny a firmy, které raději vozí děti, nákup nebo nářadí na kole než autem.`;
    case 'comfort': return `${f.name} je ${KIND[f.use]} ${bike(f)} pro klidné cyklisty, kterým záleží víc na vzpřímeném posedu a pohodové jízdě než na rychlosti.`;
    case 'sport': return `${f.name} je ${KIND[f.use]} ${bike(f)} pro ty, kdo mají rádi svižné tempo na dlouhých vyjížďkách a chtějí kolo, které reaguje na každé šlápnutí.`;
    case 'mountain': return `${f.name} je ${KIND[f.use]} ${bike(f)} pro ty, kdo chtějí vyjet výš a jistě sjíždět kamenité stezky plné kořenů.`;
    case 'road': return `${f.name} je ${KIND[f.use]} ${bike(f)} pro sběratele kilometrů a stoupání, lehké a tuhé, aby každý watt šel do silnice.`;
  }
};

export const cs: CopyLanguage = {
  subtitle: (f) => `${KIND[f.use].charAt(0).toUpperCase()}${KIND[f.use].slice(1)} ${bike(f)}, ${f.engine ? `motor ${f.engine}` : `převody ${speeds(f.gears)}`}`,
  highlights: (f) => [
    ...(f.engine ? [`Středový motor ${f.engine}`] : []),
    ...(f.batteries.length > 0 ? [`Baterie ${batteryList(f, 'nebo')}${f.range ? `, dojezd až ${f.range}` : ''}`] : []),
    f.gearKind === 'stepless' ? `Plynulý náboj ${f.gears}` : f.gearKind === 'hub' ? `Nábojové řazení ${f.gears}` : `Řazení ${speeds(f.gears)}`,
    f.lowStep ? 'Nízký nástup' : `Diamantový rám, materiál: ${material(f)}`,
    f.hydraulicDisc ? 'Hydraulické kotoučové brzdy' : `Brzdy: ${f.brake}`,
    f.suspension ? `Odpružená vidlice${f.travel ? `, zdvih ${f.travel} mm` : ''}` : `Kola ${f.wheel}`,
  ],
  description: (f) => [
    `${who(f)} ${f.lowStep ? `Díky nízkému nástupu se snadno nasedá i sesedá, i s plným nosičem nebo v sukni${f.shapeCount > 1 ? '; kdo má rád klasiku, zvolí druhý tvar rámu' : ''}.` : 'Diamantový rám je tuhý a přímý a nabízí jistý, mírně předkloněný posed.'}`,
    f.engine
      ? `Sílu dodává středový motor ${f.engine}, který podporuje plynule a tiše až do 25 km/h a přizpůsobuje se tomu, jak silně šlapete. Spolupracuje s řazením: ${f.gearKind === 'stepless' ? `plynulý náboj ${f.gears} mění převod bez skoků a bez hluku, dokonce i při stání na semaforu` : f.gearKind === 'hub' ? `nábojové řazení ${f.gears} potřebuje jen málo údržby a řadí i za stání` : `řazení ${speeds(f.gears)} s širokým rozsahem převodů zvládne prudká stoupání i protivítr`}.`
      : `Řazení: ${f.gearKind === 'hub' ? `nábojové řazení ${f.gears}, které potřebuje jen málo údržby a řadí i za stání` : `${speeds(f.gears)} s širokým rozsahem převodů na prudká stoupání i protivítr`}. Bez motoru a baterie zůstává kolo tak lehké, že ho vynesete po schodech nebo zvednete na nosič auta.`,
    f.batteries.length > 0
      ? `${f.batteries.length > 1 ? `Na výběr je baterie ${batteryList(f, 'nebo')}, která nabízí` : `Baterie ${largestBattery(f)} Wh nabízí`} ${f.range ? `dojezd až ${f.range}` : 'velký dojezd'}, podle jezdce, terénu a úrovně podpory. Je chráněná v rámu, uzamyká se a nabíjí se na kole nebo doma.`
      : `Údržba je jednoduchá: řetěz, brzdy a pláště jsou standardní díly, které má každý servis skladem, takže ${f.name} vydrží mnoho let.`,
    `Rám (materiál: ${material(f)}) se dodává ve velikostech ${sizeList(f, 'a')}, aby si lidé různé výšky našli dobrý posed, a kola ${f.wheel} se snadno valí přes obrubníky, dlažbu i šotolinu.`,
    `${f.suspension ? `Odpružená vidlice ${f.fork}${f.travel ? ` se zdvihem ${f.travel} mm` : ''} pohltí výmoly` : 'Pevná hliníková vidlice drží předek lehký a přesný'}, ${f.hydraulicDisc ? `hydraulické kotoučové brzdy ${f.brake.replace(/ hydraulic disc$/, '')} brzdí spolehlivě i v dešti` : `brzdy ${f.brake} brzdí spolehlivě`} a pláště ${f.tyre} přinášejí přilnavost a ochranu proti defektu.`,
    `Počet barevných provedení: ${f.colourCount}. Váš prodejce ${f.manufacturer} vám kolo seřídí, přizpůsobí sedlo a řídítka vaší výšce a rád domluví zkušební jízdu.`,
  ],
  specWords: [
    ['Aluminium rigid', 'Hliník, pevná'], ['stepless hub', 'plynulý náboj'], ['Premium freewheel hub', 'náboj Premium s volnoběžkou'], ['freewheel hub', 'náboj s volnoběžkou'],
    ['hydraulic disc', 'hydraulická kotoučová brzda'], ['V-brake', 'V-brzda'], ['hub', 'náboj'], ['Mid motor', 'Středový motor'],
    ['-speed', 'rychlostní'], ['Aluminium', 'Hliník'], ['Carbon', 'Karbon'], ['Steel', 'Ocel'],
  ],
};
