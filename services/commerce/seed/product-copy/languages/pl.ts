import type { CopyLanguage } from '../copy-language.ts';
import { batteryList, largestBattery, sizeList } from '../copy-language.ts';
import type { CopyFacts, MainUse } from '../copy-facts.ts';

const KIND: Record<MainUse, string> = { city: 'miejski', trekking: 'trekkingowy', cargo: 'towarowy', comfort: 'komfortowy', sport: 'sportowy', mountain: 'górski', road: 'szosowy' };
const material = (f: CopyFacts): string => pl.specWords.find(([e]) => e === f.material)?.[1]?.toLowerCase() ?? f.material;
const speeds = (g: string): string => g.replace(/(\d+)-speed/, '$1-biegowy');
const bike = (f: CopyFacts): string => (f.kind === 'ebike' ? 'rower elektryczny' : 'rower');

const who = (f: CopyFacts): string => {
  switch (f.use) {
    case 'city': return `${f.name} to ${KIND[f.use]} ${bike(f)} na co dzień w mieście: do pracy, na zakupy i na wieczór u znajomych, bez zadyszki i bez szukania miejsca do parkowania.`;
    case 'trekking': return `${f.name} to ${KIND[f.use]} ${bike(f)} dla tych, którzy lubią pokonywać długie dystanse, od codziennych dojazdów po tygodniową wyprawę z pełnymi sakwami.`;
    case 'cargo': return `${f.name} to ${KIND[f.use]} ${bike(f)} dla rodzin i firm, które wolą przewozić dzieci, zakupy lub narzędzia rowerem zamiast samochodem.`;
    case 'comfort': return `${f.name} to ${KIND[f.use]} ${bike(f)} dla spokojnych rowerzystów, dla których wyprostowana pozycja i relaks liczą się bardziej niż prędkość.`;
    case 'sport': return `${f.name} to ${KIND[f.use]} ${bike(f)} dla tych, którzy lubią szybkie tempo na długich trasach i chcą roweru reagującego na każdy obrót korby.`;
    case 'mountain': return `${f.name} to ${KIND[f.use]} ${bike(f)} dla tych, którzy chcą wjechać wyżej i pewnie zjeżdżać po kamienistych szlakach pełnych korzeni.`;
    case 'road': return `${f.name} to ${KIND[f.use]} ${bike(f)} dla kolekcjonerów kilometrów i podjazdów, lekki i sztywny, aby każdy wat trafiał w asfalt.`;
  }
};

export const pl: CopyLanguage = {
  subtitle: (f) => `${bike(f).charAt(0).toUpperCase()}${bike(f).slice(1)} ${KIND[f.use]}, ${f.engine ? `silnik ${f.engine}` : `napęd ${speeds(f.gears)}`}`,
  highlights: (f) => [
    ...(f.engine ? [`Silnik centralny ${f.engine}`] : []),
    ...(f.batteries.length > 0 ? [`Akumulator ${batteryList(f, 'lub')}${f.range ? `, zasięg do ${f.range}` : ''}`] : []),
    f.gearKind === 'stepless' ? `Bezstopniowa piasta ${f.gears}` : f.gearKind === 'hub' ? `Przerzutka w piaście ${f.gears}` : `Napęd ${speeds(f.gears)}`,
    f.lowStep ? 'Niskie przejście przez ramę' : `Rama diamentowa, materiał: ${material(f)}`,
    f.hydraulicDisc ? 'Hydrauliczne hamulce tarczowe' : `Hamulce: ${f.brake}`,
    f.suspension ? `Amortyzowany widelec${f.travel ? `, skok ${f.travel} mm` : ''}` : `Koła ${f.wheel}`,
  ],
  description: (f) => [
    `${who(f)} ${f.lowStep ? `Dzięki niskiemu przejściu przez ramę łatwo wsiąść i zsiąść, także z pełnym bagażnikiem lub w spódnicy${f.shapeCount > 1 ? '; dla miłośników klasyki dostępny jest też drugi kształt ramy' : ''}.` : 'Rama diamentowa jest sztywna i bezpośrednia, a pozycja jest pewna i lekko pochylona do przodu.'}`,
    f.engine
      ? `Moc zapewnia silnik centralny ${f.engine}, który wspomaga płynnie i cicho do 25 km/h i dopasowuje się do siły pedałowania. Współpracuje z napędem: ${f.gearKind === 'stepless' ? `bezstopniowa piasta ${f.gears} zmienia przełożenie bez skoków i hałasu, nawet podczas postoju na światłach` : f.gearKind === 'hub' ? `przerzutka w piaście ${f.gears} wymaga mało serwisu i zmienia biegi także na postoju` : `${speeds(f.gears)} ${f.gears.includes('-speed') ? 'napęd' : 'zestaw'} o szerokim zakresie przełożeń radzi sobie ze stromymi podjazdami i wiatrem w twarz`}.`
      : `Napęd: ${f.gearKind === 'hub' ? `przerzutka w piaście ${f.gears}, która wymaga mało serwisu i zmienia biegi także na postoju` : `${speeds(f.gears)}, o szerokim zakresie przełożeń na strome podjazdy i wiatr w twarz`}. Bez silnika i akumulatora rower jest na tyle lekki, że łatwo go wnieść po schodach lub podnieść na bagażnik samochodowy.`,
    f.batteries.length > 0
      ? `${f.batteries.length > 1 ? `Do wyboru jest akumulator ${batteryList(f, 'lub')}, który zapewnia` : `Akumulator ${largestBattery(f)} Wh zapewnia`} ${f.range ? `zasięg do ${f.range}` : 'duży zasięg'}, zależnie od rowerzysty, terenu i poziomu wspomagania. Jest chroniony w ramie, zamykany na klucz i można go ładować na rowerze lub w domu.`
      : `Serwis jest prosty: łańcuch, hamulce i opony to standardowe części, które ma każdy warsztat, więc ${f.name} posłuży przez wiele lat.`,
    `Rama (materiał: ${material(f)}) jest dostępna w rozmiarach ${sizeList(f, 'i')}, aby osoby o różnym wzroście znalazły dobrą pozycję, a koła ${f.wheel} łatwo toczą się po krawężnikach, bruku i szutrze.`,
    `${f.suspension ? `Amortyzowany widelec ${f.fork}${f.travel ? ` o skoku ${f.travel} mm` : ''} tłumi wyboje` : 'Sztywny aluminiowy widelec zapewnia lekki i precyzyjny przód'}, ${f.hydraulicDisc ? `hydrauliczne hamulce tarczowe ${f.brake.replace(/ hydraulic disc$/, '')} hamują pewnie także w deszczu` : `hamulce ${f.brake} hamują pewnie`}, a opony ${f.tyre} dają przyczepność i ochronę przed przebiciem.`,
    `Liczba dostępnych kolorów: ${f.colourCount}. Twój dealer ${f.manufacturer} przygotuje rower dla Ciebie, dopasuje siodło i kierownicę do Twojego wzrostu i chętnie umówi jazdę próbną.`,
  ],
  specWords: [
    ['Aluminium rigid', 'Aluminium, sztywny'], ['stepless hub', 'piasta bezstopniowa'], ['Premium freewheel hub', 'piasta Premium z wolnobiegiem'], ['freewheel hub', 'piasta z wolnobiegiem'],
    ['hydraulic disc', 'hydrauliczny hamulec tarczowy'], ['V-brake', 'V-brake'], ['hub', 'piasta'], ['Mid motor', 'Silnik centralny'],
    ['-speed', '-biegowy'], ['Aluminium', 'Aluminium'], ['Carbon', 'Karbon'], ['Steel', 'Stal'],
  ],
};
