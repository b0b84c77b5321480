import type { CopyLanguage } from '../copy-language.ts';
import { batteryList, largestBattery, sizeList } from '../copy-language.ts';
import type { CopyFacts, MainUse } from '../copy-facts.ts';

const KIND: Record<MainUse, string> = { city: 'da città', trekking: 'da trekking', cargo: 'cargo', comfort: 'comfort', sport: 'sportiva', mountain: 'da montagna', road: 'da strada' };
const bike = (f: CopyFacts): string => (f.kind === 'ebike' ? 'bicicletta elettrica' : 'bicicletta');
const material = (f: CopyFacts): string => it.specWords.find(([e]) => e === f.material)?.[1]?.toLowerCase() ?? f.material;
const speeds = (g: string): string => g.replace(/(\d+)-speed/, '$1 velocità');

const who = (f: CopyFacts): string => {
  switch (f.use) {
    case 'city': return `La ${f.name} è una ${bike(f)} per gli spostamenti di tutti i giorni in città: il tragitto verso il lavoro, la spesa e le serate con gli amici, senza arrivare col fiatone né cercare parcheggio.`;
    case 'trekking': return `La ${f.name} è una ${bike(f)} da trekking per chi ama macinare chilometri, dal tragitto quotidiano a una settimana di viaggio con le borse piene.`;
    case 'cargo': return `La ${f.name} è una ${bike(f)} cargo per famiglie e aziende che preferiscono trasportare bambini, spesa o attrezzi in bici invece che in auto.`;
    case 'comfort': return `La ${f.name} è una ${bike(f)} comfort per chi pedala rilassato e apprezza una posizione eretta e una guida tranquilla più della velocità.`;
    case 'sport': return `La ${f.name} è una ${bike(f)} sportiva per chi ama un ritmo brillante nelle uscite lunghe e vuole una bici che risponda a ogni pedalata.`;
    case 'mountain': return `La ${f.name} è una ${f.kind === 'ebike' ? 'mountain bike elettrica' : 'mountain bike'} per chi vuole salire più lontano e scendere con sicurezza su sentieri sconnessi e pieni di radici.`;
    case 'road': return `La ${f.name} è una bici da strada per chi colleziona chilometri e salite, leggera e rigida perché ogni watt arrivi sull'asfalto.`;
  }
};

export const it: CopyLanguage = {
  subtitle: (f) => `${f.kind === 'ebike' ? 'Bicicletta elettrica' : 'Bicicletta'} ${KIND[f.use]} con ${f.engine ?? speeds(f.gears)}`,
  highlights: (f) => [
    ...(f.engine ? [`Motore centrale ${f.engine}`] : []),
    ...(f.batteries.length > 0 ? [`Batteria da ${batteryList(f, 'o')}${f.range ? `, fino a ${f.range}` : ''}`] : []),
    f.gearKind === 'stepless' ? `Mozzo a variazione continua ${f.gears}` : f.gearKind === 'hub' ? `Cambio al mozzo ${f.gears}` : `Cambio ${speeds(f.gears)}`,
    f.lowStep ? 'Telaio con accesso ribassato' : `Telaio a diamante in ${material(f)}`,
    f.hydraulicDisc ? 'Freni a disco idraulici' : `Freni ${f.brake}`,
    f.suspension ? `Forcella ammortizzata${f.travel ? ` con ${f.travel} mm di escursione` : ''}` : `Ruote da ${f.wheel}`,
  ],
  description: (f) => [
    `${who(f)} ${f.lowStep ? `Il telaio con accesso ribassato rende facile salire e scendere, anche con il portapacchi carico o in gonna${f.shapeCount > 1 ? ", e una seconda forma di telaio è disponibile per chi preferisce uno stile classico" : ''}.` : 'Il telaio a diamante è rigido e diretto e offre una posizione sicura, leggermente protesa in avanti.'}`,
    f.engine
      ? `La spinta arriva dal motore centrale ${f.engine}, che assiste in modo fluido e silenzioso fino a 25 km/h e si adatta alla forza della pedalata. Lavora insieme ${f.gearKind === 'stepless' ? `al mozzo a variazione continua ${f.gears}, che cambia rapporto senza scatti né rumore, anche da fermi al semaforo` : f.gearKind === 'hub' ? `al cambio al mozzo ${f.gears}, che richiede poca manutenzione e si aziona anche da fermi` : `al cambio ${speeds(f.gears)}, la cui ampia gamma di rapporti supera salite ripide e vento contrario`}.`
      : `Si pedala con ${f.gearKind === 'hub' ? `il cambio al mozzo ${f.gears}, che richiede poca manutenzione e si aziona anche da fermi` : `il cambio ${speeds(f.gears)}, la cui ampia gamma di rapporti supera salite ripide e vento contrario`}. Senza motore e batteria la bici resta così leggera da portarla su qualche gradino o sul portabici dell'auto.`,
    f.batteries.length > 0
      ? `${f.batteries.length > 1 ? `Puoi scegliere una batteria da ${batteryList(f, 'o')}, che offre` : `La batteria da ${largestBattery(f)} Wh offre`} ${f.range ? `un'autonomia fino a ${f.range}` : "un'ottima autonomia"}, a seconda del ciclista, del terreno e del livello di assistenza. È protetta nel telaio, si chiude a chiave e si ricarica sulla bici o a casa.`
      : `La manutenzione è semplice: catena, freni e pneumatici sono ricambi standard che ogni officina ha a magazzino, così la ${f.name} ti accompagna per molti anni.`,
    `Il telaio in ${material(f)} è disponibile in ${f.sizes.length} ${f.sizes.length === 1 ? 'taglia' : 'taglie'} (${sizeList(f, 'e')}), perché persone di altezza diversa trovino la posizione giusta, e le ruote da ${f.wheel} scorrono facilmente su marciapiedi, pavé e strade bianche.`,
    `${f.suspension ? `La forcella ammortizzata ${f.fork}${f.travel ? ` con ${f.travel} mm di escursione` : ''} assorbe le buche` : 'La forcella rigida in alluminio mantiene l\'avantreno leggero e preciso'}, ${f.hydraulicDisc ? `i freni a disco idraulici ${f.brake.replace(/ hydraulic disc$/, '')} frenano con sicurezza anche sul bagnato` : `i freni ${f.brake} frenano con sicurezza`} e gli pneumatici ${f.tyre} garantiscono aderenza e protezione dalle forature.`,
    `La ${f.name} è disponibile in ${f.colourCount} ${f.colourCount === 1 ? 'colore' : 'colori'}. Il tuo rivenditore ${f.manufacturer} la regola per te, adatta sella e manubrio alla tua altezza e organizza volentieri un giro di prova.`,
  ],
  specWords: [
    ['Aluminium rigid', 'Alluminio, rigida'], ['stepless hub', 'mozzo a variazione continua'], ['Premium freewheel hub', 'mozzo Premium a ruota libera'], ['freewheel hub', 'mozzo a ruota libera'],
    ['hydraulic disc', 'disco idraulico'], ['V-brake', 'V-brake'], ['hub', 'mozzo'], ['Mid motor', 'Motore centrale'],
    ['-speed', ' velocità'], ['Aluminium', 'Alluminio'], ['Carbon', 'Carbonio'], ['Steel', 'Acciaio'],
  ],
};
