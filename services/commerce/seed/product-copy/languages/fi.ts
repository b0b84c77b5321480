import type { CopyLanguage } from '../copy-language.ts';
import { batteryList, largestBattery, sizeList } from '../copy-language.ts';
import type { CopyFacts, MainUse } from '../copy-facts.ts';

const E_KIND: Record<MainUse, string> = { city: 'Kaupunkisähköpyörä', trekking: 'Retkeilysähköpyörä', cargo: 'Sähkötavarapyörä', comfort: 'Mukava sähköpyörä', sport: 'Sporttinen sähköpyörä', mountain: 'Sähkömaastopyörä', road: 'Sähkömaantiepyörä' };
const KIND: Record<MainUse, string> = { city: 'Kaupunkipyörä', trekking: 'Retkeilypyörä', cargo: 'Tavarapyörä', comfort: 'Mukavuuspyörä', sport: 'Sporttinen pyörä', mountain: 'Maastopyörä', road: 'Maantiepyörä' };
const material = (f: CopyFacts): string => fi.specWords.find(([e]) => e === f.material)?.[1]?.toLowerCase() ?? f.material;
const speeds = (g: string): string => g.replace(/(\d+)-speed/, '$1-vaihteinen');

const who = (f: CopyFacts): string => {
  switch (f.use) {
    case 'city': return `${f.name} on ${f.kind === 'ebike' ? 'sähköpyörä' : 'pyörä'} kaupungin arkeen: työmatkoille, kauppareissuille ja iltaan ystävien luona ilman hikoilua tai parkkipaikan etsimistä.`;
    case 'trekking': return `${f.name} on ${f.kind === 'ebike' ? 'retkeilysähköpyörä' : 'retkeilypyörä'} kaikille, jotka ajavat mielellään pitkiä matkoja päivittäisestä työmatkasta viikon pyöräretkeen täysien laukkujen kanssa.`;
    case 'cargo': return `${f.name} on ${f.kind === 'ebike' ? 'sähkötavarapyörä' : 'tavarapyörä'} perheille ja yrityksille, jotka kuljettavat lapset, ostokset tai työkalut mieluummin pyörällä kuin autolla.`;
    case 'comfort': return `${f.name} on mukava ${f.kind === 'ebike' ? 'sähköpyörä' : 'pyörä'} rauhallisille pyöräilijöille, joille pystyasento ja rento ajo ovat tärkeämpiä kuin vauhti.`;
    case 'sport': return `${f.name} on sporttinen ${f.kind === 'ebike' ? 'sähköpyörä' : 'pyörä'} kaikille, jotka nauttivat reippaasta vauhdista pitkillä lenkeillä ja haluavat pyörän, joka vastaa jokaiseen poljinliikkeeseen.`;
    case 'mountain': return `${f.name} on ${f.kind === 'ebike' ? 'sähkömaastopyörä' : 'maastopyörä'} kaikille, jotka haluavat nousta pidemmälle ja laskea varmasti kivisiä ja juurakkoisia polkuja.`;
    case 'road': return `${f.name} on maantiepyörä kilometrien ja mäkien keräilijöille, kevyt ja jäykkä, jotta jokainen watti menee tiehen.`;
  }
};

export const fi: CopyLanguage = {
  subtitle: (f) => `${(f.kind === 'ebike' ? E_KIND : KIND)[f.use]}, ${f.engine ? `moottori ${f.engine}` : `vaihteet ${speeds(f.gears)}`}`,
  highlights: (f) => [
    ...(f.engine ? [`Keskimoottori ${f.engine}`] : []),
    ...(f.batteries.length > 0 ? [`Akku ${batteryList(f, 'tai')}${f.range ? `, jopa ${f.range}` : ''}`] : []),
    f.gearKind === 'stepless' ? `Portaaton napa ${f.gears}` : f.gearKind === 'hub' ? `Napavaihteet ${f.gears}` : `Ketjuvaihteet ${speeds(f.gears)}`,
    f.lowStep ? 'Matala runko, helppo nousta kyytiin' : `Timanttirunko, materiaali ${material(f)}`,
    f.hydraulicDisc ? 'Hydrauliset levyjarrut' : `Jarrut: ${f.brake}`,
    f.suspension ? `Joustohaarukka${f.travel ? `, joustomatka ${f.travel} mm` : ''}` : `Pyöräkoko ${f.wheel}`,
  ],
  description: (f) => [
    `${who(f)} ${f.lowStep ? `Matalan rungon ansiosta pyörän selkään on helppo nousta ja siitä on helppo laskeutua, myös täyden tavaratelineen kanssa tai hameessa${f.shapeCount > 1 ? '; klassisen ilmeen ystäville on tarjolla myös toinen runkomalli' : ''}.` : 'Timanttirunko on jäykkä ja suora, ja ajoasento on varma ja hieman eteenpäin kallistunut.'}`,
    f.engine
      ? `Voiman tuottaa keskimoottori ${f.engine}, joka avustaa pehmeästi ja hiljaa 25 km/h asti ja mukautuu siihen, kuinka voimakkaasti poljet. Vaihteina toimii ${f.gearKind === 'stepless' ? `portaaton napa ${f.gears}, joka vaihtaa välitystä ilman portaita ja ääntä, jopa liikennevaloissa seistessä` : f.gearKind === 'hub' ? `napavaihteisto ${f.gears}, joka tarvitsee vain vähän huoltoa ja vaihtaa myös paikallaan` : `ketjuvaihteisto ${speeds(f.gears)}, jonka laaja välitysalue selättää jyrkät mäet ja vastatuulen`}.`
      : `Vaihteina toimii ${f.gearKind === 'hub' ? `napavaihteisto ${f.gears}, joka tarvitsee vain vähän huoltoa ja vaihtaa myös paikallaan` : `vaihteisto ${speeds(f.gears)}, jonka laaja välitysalue selättää jyrkät mäet ja vastatuulen`}. Ilman moottoria ja akkua pyörä on niin kevyt, että sen jaksaa kantaa portaita ylös tai nostaa auton pyörätelineeseen.`,
    f.batteries.length > 0
      ? `${f.batteries.length > 1 ? `Akuksi voit valita ${batteryList(f, 'tai')}, ja se antaa` : `Akku ${largestBattery(f)} Wh antaa`} ${f.range ? `toimintamatkaa jopa ${f.range}` : 'runsaasti toimintamatkaa'} ajajasta, maastosta ja avustustasosta riippuen. Akku on suojassa rungon sisällä, se lukitaan ja sen voi ladata pyörässä tai sisällä.`
      : `Huolto on helppoa: ketju, jarrut ja renkaat ovat vakio-osia, joita jokaisella korjaamolla on varastossa, joten ${f.name} palvelee vuosia.`,
    `Runko, materiaali ${material(f)}, on saatavana ${f.sizes.length} koossa (${sizeList(f, 'ja')}), jotta eri pituiset ajajat löytävät hyvän ajoasennon, ja ${f.wheel} renkaat rullaavat kevyesti reunakivien, mukulakivien ja sorateiden yli.`,
    `${f.suspension ? `Joustohaarukka ${f.fork}${f.travel ? ` ja sen ${f.travel} mm joustomatka` : ''} vaimentaa kuopat` : 'Jäykkä alumiinihaarukka pitää keulan kevyenä ja tarkkana'}, ${f.hydraulicDisc ? `hydrauliset levyjarrut ${f.brake.replace(/ hydraulic disc$/, '')} pysäyttävät varmasti myös sateella` : `jarrut ${f.brake} pysäyttävät varmasti`}, ja renkaat ${f.tyre} tuovat pitoa ja suojaa puhkeamisia vastaan.`,
    `${f.name} on saatavana ${f.colourCount} värissä. ${f.manufacturer}-jälleenmyyjäsi säätää pyörän sinulle, sovittaa satulan ja ohjaustangon pituutesi mukaan ja järjestää mielellään koeajon.`,
  ],
  specWords: [
    ['Aluminium rigid', 'Alumiini, jäykkä'], ['stepless hub', 'portaaton napa'], ['Premium freewheel hub', 'Premium-vapaarattaanapa'], ['freewheel hub', 'vapaarattaanapa'],
    ['hydraulic disc', 'hydraulinen levyjarru'], ['V-brake', 'V-jarru'], ['hub', 'napa'], ['Mid motor', 'Keskimoottori'],
    ['-speed', '-vaihteinen'], ['Aluminium', 'Alumiini'], ['Carbon', 'Hiilikuitu'], ['Steel', 'Teräs'],
  ],
};
