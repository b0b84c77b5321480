import type { CopyLanguage } from '../copy-language.ts';
import { batteryList, largestBattery, sizeList } from '../copy-language.ts';
import type { CopyFacts, MainUse } from '../copy-facts.ts';

const PREFIX: Record<MainUse, string> = { city: 'City', trekking: 'Trekking', cargo: 'Lasten', comfort: 'Komfort', sport: 'Sport', mountain: 'Mountain', road: 'Renn' };

const bike = (f: CopyFacts): string => (f.kind === 'ebike' ? 'E-Bike' : 'Fahrrad');

const who = (f: CopyFacts): string => {
  switch (f.use) {
    case 'city': return `Das ${f.name} ist ein ${bike(f)} für den Alltag in der Stadt: für den Weg zur Arbeit, den Wocheneinkauf und den Abend mit Freunden, ohne verschwitzt anzukommen oder einen Parkplatz zu suchen.`;
    case 'trekking': return `Das ${f.name} ist ein Trekking-${bike(f)} für alle, die gern Strecke machen, vom täglichen Pendeln bis zur Radreise mit vollen Packtaschen.`;
    case 'cargo': return `Das ${f.name} ist ein Lasten-${bike(f)} für Familien und Betriebe, die Kinder, Einkäufe oder Werkzeug lieber mit dem Rad als mit dem Auto transportieren.`;
    case 'comfort': return `Das ${f.name} ist ein Komfort-${bike(f)} für entspannte Fahrerinnen und Fahrer, denen eine aufrechte Sitzposition und ruhiges Fahren wichtiger sind als Tempo.`;
    case 'sport': return `Das ${f.name} ist ein sportliches ${bike(f)} für alle, die auf längeren Touren gern zügig unterwegs sind und ein Rad wollen, das auf jeden Tritt direkt reagiert.`;
    case 'mountain': return `Das ${f.name} ist ein ${f.kind === 'ebike' ? 'E-Mountainbike' : 'Mountainbike'} für alle, die höher hinaufwollen und auf ruppigen, verwurzelten Trails sicher bergab fahren möchten.`;
    case 'road': return `Das ${f.name} ist ein Rennrad für alle, die Kilometer und Höhenmeter sammeln, leicht und steif gebaut, damit jedes Watt auf der Straße ankommt.`;
  }
};

export const de: CopyLanguage = {
  subtitle: (f) => f.kind === 'accessory'
    ? (f.accessory === 'helmet' ? 'Urbaner Fahrradhelm mit guter Belüftung' : f.accessory === 'pedals' ? 'Griffige Stadtpedale' : `${f.line} für den Alltag`)
    : `${PREFIX[f.use]}-${bike(f)} mit ${f.engine ?? f.gears}`,
  highlights: (f) => f.kind === 'accessory'
    ? [`Aus ${de.specWords.find(([e]) => e === f.material)?.[1] ?? f.material}`, `Größen ${sizeList(f, 'und')}`, `${f.colourCount} ${f.colourCount === 1 ? 'Farbe' : 'Farben'}`, 'Nach EN-Norm geprüft']
    : [
      ...(f.engine ? [`Mittelmotor ${f.engine}`] : []),
      ...(f.batteries.length > 0 ? [`Akku mit ${batteryList(f, 'oder')}${f.range ? `, bis zu ${f.range}` : ''}`] : []),
      f.gearKind === 'stepless' ? `Stufenlose Nabe ${f.gears}` : f.gearKind === 'hub' ? `Nabenschaltung ${f.gears}` : `Kettenschaltung ${f.gears.replace(/(\d+)-speed/, '$1-fach')}`,
      f.lowStep ? 'Tiefer Einstieg' : 'Diamantrahmen',
      f.hydraulicDisc ? 'Hydraulische Scheibenbremsen' : `Bremsen: ${f.brake}`,
      f.suspension ? `Federgabel${f.travel ? ` mit ${f.travel} mm Federweg` : ''}` : `${f.wheel}-Laufräder`,
    ],
  description: (f) => f.kind === 'accessory' ? accessory(f) : [
    `${who(f)} ${f.lowStep ? `Der tiefe Einstieg macht das Auf- und Absteigen leicht, auch mit beladenem Gepäckträger oder im Rock${f.shapeCount > 1 ? '; wer es klassisch mag, wählt die zweite Rahmenform' : ''}.` : 'Der Diamantrahmen ist steif und direkt und sorgt für eine sichere, leicht nach vorn geneigte Sitzposition.'}`,
    f.engine
      ? `Für Rückenwind sorgt der Mittelmotor ${f.engine}, der bis 25 km/h sanft und leise unterstützt und sich danach richtet, wie kräftig Sie treten. Geschaltet wird mit ${f.gearKind === 'stepless' ? `der stufenlosen Nabe ${f.gears}, die ohne Gangsprünge und geräuschlos übersetzt, sogar im Stand an der Ampel` : f.gearKind === 'hub' ? `der Nabenschaltung ${f.gears}, die wenig Pflege braucht und sich auch im Stand schalten lässt` : `der Kettenschaltung ${f.gears.replace(/(\d+)-speed/, '$1-fach')}, deren große Bandbreite steile Anstiege und Gegenwind meistert`}.`
      : `Geschaltet wird mit ${f.gearKind === 'hub' ? `der Nabenschaltung ${f.gears}, die wenig Pflege braucht und sich auch im Stand schalten lässt` : `der Schaltung ${f.gears.replace(/(\d+)-speed/, '$1-fach')}, deren große Bandbreite steile Anstiege und Gegenwind meistert`}. Ohne Motor und Akku bleibt das Rad so leicht, dass man es ein paar Stufen hinauftragen oder auf den Fahrradträger heben kann.`,
    f.batteries.length > 0
      ? `${f.batteries.length > 1 ? `Sie wählen zwischen einem Akku mit ${batteryList(f, 'oder')}; er` : `Der Akku mit ${largestBattery(f)} Wh`} ${f.range ? `reicht für bis zu ${f.range}` : 'bietet viel Reichweite'}, je nach Fahrer, Gelände und Unterstützungsstufe. Er sitzt geschützt im Rahmen, ist abschließbar und lässt sich am Rad oder herausgenommen in der Wohnung laden.`
      : `Die Wartung ist einfach: Kette, Bremsen und Reifen sind Standardteile, die jede Werkstatt vorrätig hat, und so fährt das ${f.name} viele Jahre zuverlässig.`,
    `Den Rahmen aus ${de.specWords.find(([e]) => e === f.material)?.[1] ?? f.material} gibt es in ${f.sizes.length} ${f.sizes.length === 1 ? 'Größe' : 'Größen'} (${sizeList(f, 'und')}), damit Menschen unterschiedlicher Körpergröße die passende Sitzposition finden, und die ${f.wheel}-Laufräder rollen leicht über Bordsteine, Kopfsteinpflaster und Schotterwege.`,
    `${f.suspension ? `Die Federgabel ${f.fork}${f.travel ? ` mit ${f.travel} mm Federweg` : ''} schluckt Schlaglöcher` : 'Die starre Aluminiumgabel hält die Front leicht und präzise'}, ${f.hydraulicDisc ? `die hydraulischen Scheibenbremsen ${f.brake.replace(/ hydraulic disc$/, '')} verzögern auch bei Nässe zuverlässig` : `die Bremsen ${f.brake} verzögern zuverlässig`}, und die Reifen ${f.tyre} sorgen für Grip und Pannenschutz.`,
    `Das ${f.name} gibt es in ${f.colourCount} ${f.colourCount === 1 ? 'Farbe' : 'Farben'}. Ihr ${f.manufacturer}-Fachhändler stellt es für Sie ein, passt Sattel und Lenker an Ihre Größe an und vereinbart gern eine Probefahrt.`,
  ],
  specWords: [
    ['Aluminium rigid', 'Aluminium, starr'], ['stepless hub', 'stufenlose Nabe'], ['Premium freewheel hub', 'Premium-Freilaufnabe'], ['freewheel hub', 'Freilaufnabe'],
    ['hydraulic disc', 'hydraulische Scheibenbremse'], ['V-brake', 'V-Bremse'], ['hub', 'Nabe'], ['Mid motor', 'Mittelmotor'],
    ['-speed', '-fach'], ['Aluminium', 'Aluminium'], ['Carbon', 'Carbon'], ['Steel', 'Stahl'],
  ],
};

function accessory(f: CopyFacts): readonly string[] {
  return [
    f.accessory === 'helmet'
      ? `Der ${f.name} ist ein Fahrradhelm für den Alltag in der Stadt, für Pendler und Freizeitfahrer, die einen Schutz wollen, den sie auch gern tragen.`
      : f.accessory === 'pedals'
        ? `Das ${f.name} ist ein Stadtpedal für Alltagsräder, für alle, die in normalen Schuhen fahren und bei jedem Wetter eine breite, griffige Standfläche wollen.`
        : `${f.name} ist ein Zubehörteil aus der Serie ${f.line} für den täglichen Einsatz.`,
    f.accessory === 'helmet'
      ? 'Die Außenschale ist fest mit dem Schaumkern verbunden, das hält den Helm leicht, und große Belüftungsöffnungen kühlen den Kopf an warmen Tagen. Mit dem Drehrad am Hinterkopf lässt sich die Passform mit einer Hand einstellen, und die Gurte sitzen schnell so, dass der Helm gerade und fest sitzt.'
      : f.accessory === 'pedals'
        ? 'Der Pedalkörper aus Aluminium ist leicht und stabil, die rutschfeste Oberfläche hält den Fuß auch bei Nässe, und die abgedichteten Lager laufen viele tausend Kilometer leicht. Reflektoren vorn und hinten machen Sie im Dunkeln sichtbar.'
        : 'Es ist für den täglichen Einsatz bei jedem Wetter gebaut.',
    `Erhältlich ist das Modell in ${f.sizes.length === 1 ? 'einer Größe' : `den Größen ${sizeList(f, 'und')}`} und ${f.colourCount} ${f.colourCount === 1 ? 'Farbe' : 'Farben'}, passend zu Rad und Stil. ${f.manufacturer} prüft Teile und Zubehör nach den geltenden europäischen Normen, und jedes Produkt wird vor dem Versand kontrolliert.`,
    `Die Montage geht schnell: ${f.accessory === 'pedals' ? 'Die Pedale werden mit einem 15-mm-Pedalschlüssel oder Innensechskant in jede Standardkurbel geschraubt; das linke Pedal hat ein Linksgewinde, damit es sich nicht löst' : f.accessory === 'helmet' ? 'Messen Sie den Kopfumfang knapp über den Augenbrauen, wählen Sie die Größe und drehen Sie das Rad, bis der Helm ohne Druckstellen fest sitzt' : 'Folgen Sie der beiliegenden Anleitung'}. Ihr Fachhändler hilft gern bei Auswahl und Montage und hat auch in Jahren noch Ersatzteile.`,
  ];
}
