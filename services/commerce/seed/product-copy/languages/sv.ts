import type { CopyLanguage } from '../copy-language.ts';
import { batteryList, largestBattery, sizeList } from '../copy-language.ts';
import type { CopyFacts, MainUse } from '../copy-facts.ts';

const E_KIND: Record<MainUse, string> = { city: 'Elcykel för staden', trekking: 'Trekking-elcykel', cargo: 'Elektrisk lastcykel', comfort: 'Komfort-elcykel', sport: 'Sportig elcykel', mountain: 'Elektrisk mountainbike', road: 'Elektrisk racercykel' };
const KIND: Record<MainUse, string> = { city: 'Stadscykel', trekking: 'Trekkingcykel', cargo: 'Lastcykel', comfort: 'Komfortcykel', sport: 'Sportig cykel', mountain: 'Mountainbike', road: 'Racercykel' };
const material = (f: CopyFacts): string => sv.specWords.find(([e]) => e === f.material)?.[1]?.toLowerCase() ?? f.material;
const speeds = (g: string): string => g.replace(/(\d+)-speed/, '$1 växlar');

const who = (f: CopyFacts): string => {
  const kind = f.kind === 'ebike' ? 'elcykel' : 'cykel';
  switch (f.use) {
    case 'city': return `${f.name} är en ${kind} för vardagen i staden: vägen till jobbet, veckohandlingen och kvällen hos vänner, utan att du kommer fram svettig eller behöver leta parkering.`;
    case 'trekking': return `${f.name} är en trekking-${kind} för dig som gärna cyklar långt, från den dagliga pendlingen till en cykelsemester med fulla väskor.`;
    case 'cargo': return `${f.name} är en last${kind} för familjer och företag som hellre fraktar barn, matkassar eller verktyg på cykel än med bil.`;
    case 'comfort': return `${f.name} är en komfort-${kind} för lugna cyklister som värdesätter en upprätt sittställning och en avslappnad tur mer än fart.`;
    case 'sport': return `${f.name} är en sportig ${kind} för dig som gillar ett rappt tempo på långa turer och vill ha en cykel som svarar på varje tramptag.`;
    case 'mountain': return `${f.name} är en ${f.kind === 'ebike' ? 'elektrisk mountainbike' : 'mountainbike'} för dig som vill klättra längre och köra tryggt nedför steniga stigar fulla av rötter.`;
    case 'road': return `${f.name} är en racercykel för dig som samlar mil och backar, lätt och styv så att varje watt når vägen.`;
  }
};

export const sv: CopyLanguage = {
  subtitle: (f) => `${(f.kind === 'ebike' ? E_KIND : KIND)[f.use]} med ${f.engine ?? speeds(f.gears)}`,
  highlights: (f) => [
    ...(f.engine ? [`Mittmotor ${f.engine}`] : []),
    ...(f.batteries.length > 0 ? [`Batteri på ${batteryList(f, 'eller')}${f.range ? `, upp till ${f.range}` : ''}`] : []),
    f.gearKind === 'stepless' ? `Steglöst nav ${f.gears}` : f.gearKind === 'hub' ? `Navväxel ${f.gears}` : `Kedjeväxel ${speeds(f.gears)}`,
    f.lowStep ? 'Låg insteg' : `Diamantram i ${material(f)}`,
    f.hydraulicDisc ? 'Hydrauliska skivbromsar' : `Bromsar: ${f.brake}`,
    f.suspension ? `Fjädrande framgaffel${f.travel ? ` med ${f.travel} mm slaglängd` : ''}` : `${f.wheel} hjul`,
  ],
  description: (f) => [
    `${who(f)} ${f.lowStep ? `Det låga insteget gör det lätt att kliva på och av, även med full pakethållare eller i kjol${f.shapeCount > 1 ? ', och en andra ramform finns för dig som föredrar en klassisk stil' : ''}.` : 'Diamantramen är styv och direkt och ger en trygg, lätt framåtlutad sittställning.'}`,
    f.engine
      ? `Kraften kommer från mittmotorn ${f.engine}, som hjälper till mjukt och tyst upp till 25 km/h och anpassar sig efter hur hårt du trampar. Den samarbetar med ${f.gearKind === 'stepless' ? `det steglösa navet ${f.gears}, som växlar utan steg och utan ljud, till och med när du står vid rödljus` : f.gearKind === 'hub' ? `navväxeln ${f.gears}, som kräver lite underhåll och går att växla när du står still` : `kedjeväxeln med ${speeds(f.gears)}, vars breda omfång klarar branta backar och motvind`}.`
      : `Du cyklar med ${f.gearKind === 'hub' ? `navväxeln ${f.gears}, som kräver lite underhåll och går att växla när du står still` : `växeln ${speeds(f.gears)}, vars breda omfång klarar branta backar och motvind`}. Utan motor och batteri är cykeln så lätt att du kan bära den uppför några trappsteg eller lyfta upp den på cykelhållaren.`,
    f.batteries.length > 0
      ? `${f.batteries.length > 1 ? `Du väljer ett batteri på ${batteryList(f, 'eller')}, som ger` : `Batteriet på ${largestBattery(f)} Wh ger`} ${f.range ? `en räckvidd på upp till ${f.range}` : 'god räckvidd'}, beroende på cyklist, terräng och assistansnivå. Det sitter skyddat i ramen, kan låsas och laddas på cykeln eller inomhus.`
      : `Underhållet är enkelt: kedja, bromsar och däck är standarddelar som varje verkstad har i lager, så ${f.name} håller i många år.`,
    `Ramen i ${material(f)} finns i ${f.sizes.length} ${f.sizes.length === 1 ? 'storlek' : 'storlekar'} (${sizeList(f, 'och')}), så att personer av olika längd hittar en bra sittställning, och ${f.wheel} hjulen rullar lätt över trottoarkanter, kullersten och grusvägar.`,
    `${f.suspension ? `Framgaffeln ${f.fork}${f.travel ? ` med ${f.travel} mm slaglängd` : ''} tar udden av gropar i vägen` : 'Den styva aluminiumgaffeln håller fronten lätt och exakt'}, ${f.hydraulicDisc ? `de hydrauliska skivbromsarna ${f.brake.replace(/ hydraulic disc$/, '')} bromsar säkert även i regn` : `bromsarna ${f.brake} bromsar säkert`}, och däcken ${f.tyre} ger grepp och punkteringsskydd.`,
    `${f.name} finns i ${f.colourCount} ${f.colourCount === 1 ? 'färg' : 'färger'}. Din ${f.manufacturer}-återförsäljare ställer in den åt dig, anpassar sadel och styre efter din längd och ordnar gärna en provtur.`,
  ],
  specWords: [
    ['Aluminium rigid', 'Aluminium, styv'], ['stepless hub', 'steglöst nav'], ['Premium freewheel hub', 'Premium-nav med frihjul'], ['freewheel hub', 'nav med frihjul'],
    ['hydraulic disc', 'hydraulisk skivbroms'], ['V-brake', 'V-broms'], ['hub', 'nav'], ['Mid motor', 'Mittmotor'],
    ['-speed', ' växlar'], ['Aluminium', 'Aluminium'], ['Carbon', 'Kolfiber'], ['Steel', 'Stål'],
  ],
};
