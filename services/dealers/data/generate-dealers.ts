/**
 * `npx tsx services/dealers/data/generate-dealers.ts`: writes the dealer data files `services/dealers/data/<cc>.json`
 * from the town table (`towns.ts`) and the brands' countries and dealer-service ids (`brands/*`). Deterministic:
 * the same input gives byte-identical files (a seeded generator per country; `generate-dealers.test.ts` checks the
 * committed files are what it writes). Rerun it after changing towns or a brand's countries, and commit the files.
 *
 * What it makes per country: at least 20 dealers carrying winora where winora sells (26 there, 32 in DE, 28 in NL),
 * 12 elsewhere, at least 8 per brand that sells there; each in a real town near its centre, with a postcode and
 * phone number in the country's format, a street in the local language, opening hours in the local rhythm,
 * service flags and the brands it carries (most carry several of the family).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brandConfigs } from '../../../brands/registry.ts';
import { COUNTRY_LANGUAGE, TOWNS, type DealerCountry, type StreetLanguage, type Town } from './towns.ts';

/** Where the data files go: this folder. */
export const DATA_DIR = import.meta.dirname;

/** Dealers carrying winora where it sells (issue 11: at least 20). */
const WINORA_MINIMUM = 20;
/** Dealers carrying every other brand in each of its countries (issue 11: "enough"; at least 8). */
const BRAND_MINIMUM = 8;

// ── Deterministic randomness ──────────────────────────────────────────────────────────────────────────────────

/** FNV-1a of a string: the seed of a country's generator. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: small, fast, good enough for test data, and the same on every machine. */
function createRandom(seed: number): { next(): number; int(max: number): number; pick<T>(list: readonly T[]): T; digits(n: number): string; chance(p: number): boolean } {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number): number => Math.floor(next() * max);
  return {
    next,
    int,
    pick: <T>(list: readonly T[]): T => list[int(list.length)]!,
    digits: (n: number) => Array.from({ length: n }, (_, i) => String(i === 0 ? 1 + int(9) : int(10))).join(''),
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof createRandom>;

// ── Local vocabulary ──────────────────────────────────────────────────────────────────────────────────────────

interface Vocabulary {
  /** Shop name patterns: `{S}` a surname, `{T}` the town. */
  readonly names: readonly string[];
  readonly surnames: readonly string[];
  readonly streets: readonly string[];
  /** How street and number are written. */
  readonly address: (street: string, number: number) => string;
  /** The mailbox of the shop's address. */
  readonly mailbox: string;
}

const numberAfter = (street: string, n: number): string => `${street} ${n}`;
const DE_SURNAMES = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hartmann', 'Lange', 'Werner'];
const FR_SURNAMES = ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Fournier', 'Girard', 'Bonnet', 'Lambert', 'Rousseau', 'Faure', 'Mercier', 'Blanc'];

const VOCABULARY: Readonly<Record<StreetLanguage, Vocabulary>> = {
  de: {
    names: ['Zweirad {S}', 'Radsport {S}', '{S} Fahrräder', 'Fahrradhaus {S}', 'E-Bike Center {T}', 'Radhaus {T}', 'Bike & Service {S}', 'Fahrrad {S}', 'Radladen {S}', 'Zweiradcenter {T}'],
    surnames: [...DE_SURNAMES, 'Huber', 'Gruber', 'Hofer', 'Steiner', 'Moser', 'Brunner', 'Pichler', 'Eder'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Marktplatz', 'Lindenstraße', 'Kirchgasse', 'Gartenstraße', 'Schillerstraße', 'Goethestraße', 'Mühlweg', 'Am Stadtpark', 'Industriestraße', 'Friedrichstraße', 'Ringstraße', 'Talstraße', 'Mozartstraße', 'Feldweg'],
    address: numberAfter,
    mailbox: 'info',
  },
  'de-ch': {
    names: ['Velo {S}', 'Velohaus {T}', '{S} Zweiradcenter', 'Velo-Shop {S}', 'Velowerkstatt {S}', 'E-Bike Center {T}', 'Bike Corner {T}', 'Velo-Atelier {S}'],
    surnames: ['Meier', 'Keller', 'Frei', 'Baumann', 'Gerber', 'Brunner', 'Huber', 'Steiner', 'Fischer', 'Weber', 'Schmid', 'Widmer', 'Zürcher', 'Bühler', 'Graf', 'Moser'],
    streets: ['Bahnhofstrasse', 'Hauptstrasse', 'Dorfstrasse', 'Seestrasse', 'Kirchgasse', 'Poststrasse', 'Industriestrasse', 'Zürcherstrasse', 'Marktgasse', 'Bernstrasse', 'Rosenweg', 'Schulstrasse'],
    address: numberAfter,
    mailbox: 'info',
  },
  fr: {
    names: ['Cycles {S}', 'Vélo {S}', 'Atelier Vélo {S}', 'Vélo Passion {T}', 'Espace Cycles {T}', '{S} Cycles', 'Cyclable {T}', 'Le Comptoir du Cycle {T}', 'Bike Store {T}'],
    surnames: FR_SURNAMES,
    streets: ['rue de la République', 'avenue Jean Jaurès', 'boulevard Victor Hugo', 'rue Nationale', 'place du Marché', 'rue de la Gare', 'rue Pasteur', 'avenue de la Libération', 'rue du Général de Gaulle', 'quai des Bateliers', 'rue Gambetta', 'rue Carnot', 'avenue Foch', 'rue des Écoles'],
    address: (street, n) => `${n} ${street}`,
    mailbox: 'contact',
  },
  'fr-ch': {
    names: ['Cycles {S}', 'Vélo {S}', 'Atelier du Cycle {T}', 'Vélo Passion {T}', 'Cycles et Sports {S}', 'E-Bike Center {T}'],
    surnames: ['Favre', 'Rochat', 'Dubois', 'Bonvin', 'Perrin', 'Jaquet', 'Monnier', 'Chappuis', 'Gaillard', 'Mottier'],
    streets: ['Rue du Marché', 'Avenue de la Gare', 'Rue de Lausanne', 'Chemin des Vignes', 'Rue du Lac', 'Route de Genève', 'Rue Centrale', 'Place de la Palud'],
    address: numberAfter,
    mailbox: 'contact',
  },
  'fr-be': {
    names: ['Cycles {S}', 'Vélo {S}', 'Atelier Vélo {T}', 'Vélo Passion {T}', 'Bike Center {T}', '{S} Cycles'],
    surnames: ['Dubois', 'Lambert', 'Dupont', 'Martin', 'Simon', 'Leclercq', 'Renard', 'Lejeune', 'Collard', 'Hubert'],
    streets: ['Rue de la Station', 'Chaussée de Namur', 'Rue Haute', 'Avenue Louise', 'Rue de Bruxelles', 'Place du Marché', 'Rue des Carmes', 'Boulevard de la Sauvenière'],
    address: numberAfter,
    mailbox: 'info',
  },
  'fr-lu': {
    names: ['Cycles {S}', 'Vëlo {S}', 'Bike Center {T}', 'Vélo Passion {T}', 'Atelier du Cycle {S}'],
    surnames: ['Schmit', 'Muller', 'Weber', 'Hoffmann', 'Wagner', 'Thill', 'Reuter', 'Kremer', 'Schroeder', 'Klein'],
    streets: ['rue de la Gare', 'Grand-Rue', 'avenue de la Liberté', 'rue du Marché', 'route d’Arlon', 'rue de l’Alzette', 'boulevard Royal', 'rue Principale'],
    address: (street, n) => `${n}, ${street}`,
    mailbox: 'info',
  },
  it: {
    names: ['Cicli {S}', 'Bici {T}', '{S} Biciclette', 'Ciclofficina {S}', 'E-Bike Store {T}', 'Bike Center {T}', 'Mondo Bici {S}', 'Cicli e Ricambi {S}'],
    surnames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Costa', 'Giordano', 'Mancini', 'Lombardi', 'Moretti', 'Fontana'],
    streets: ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Via Mazzini', 'Piazza del Duomo', 'Via Dante Alighieri', 'Viale della Stazione', 'Via Cavour', 'Via XX Settembre', 'Corso Vittorio Emanuele II', 'Via Verdi', 'Via Marconi'],
    address: (street, n) => `${street}, ${n}`,
    mailbox: 'info',
  },
  'it-ch': {
    names: ['Cicli {S}', 'Bici {T}', 'Velo {S}', 'Bike Center {T}'],
    surnames: ['Bernasconi', 'Bianchi', 'Rossi', 'Ferrari', 'Lurati', 'Galli', 'Pedrazzini', 'Fontana'],
    streets: ['Via Nassa', 'Via Cantonale', 'Corso Pestalozzi', 'Via Pretorio', 'Via Canova', 'Viale Cassarate'],
    address: numberAfter,
    mailbox: 'info',
  },
  nl: {
    names: ['Fietsenwinkel {S}', 'Tweewielers {S}', '{S} Fietsen', 'Rijwielhandel {S}', 'Fietsspeciaalzaak {T}', 'Bike Totaal {S}', 'Fietsplus {S}', 'E-bike Centrum {T}', 'De Fietsenmaker {T}', 'Fietshuis {S}'],
    surnames: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Leeuwen', 'Dekker', 'Brouwer', 'Kok', 'Verhoeven'],
    streets: ['Kerkstraat', 'Stationsweg', 'Dorpsstraat', 'Molenstraat', 'Hoofdstraat', 'Marktplein', 'Nieuwstraat', 'Schoolstraat', 'Julianalaan', 'Wilhelminastraat', 'Oranjelaan', 'Beatrixlaan', 'Voorstraat', 'Havenstraat', 'Lange Nieuwstraat', 'Oudegracht'],
    address: numberAfter,
    mailbox: 'info',
  },
  'nl-be': {
    names: ['Fietsen {S}', 'Tweewielers {S}', 'Rijwielen {S}', 'Fietshuis {T}', 'E-bike Center {T}', 'Bike Totaal {S}', 'Velo {S}'],
    surnames: ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet', 'Mertens', 'Dubois', 'Hermans'],
    streets: ['Kerkstraat', 'Stationsstraat', 'Grote Markt', 'Nieuwstraat', 'Kapelstraat', 'Molenstraat', 'Steenweg', 'Leopoldlaan', 'Meir', 'Veldstraat'],
    address: numberAfter,
    mailbox: 'info',
  },
  es: {
    names: ['Bicicletas {S}', 'Ciclos {S}', 'Bici {T}', 'Taller {S} Bikes', '{T} Bike Center', 'Ciclismo {S}', 'E-Bike Store {T}', 'La Bicicletería {T}'],
    surnames: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Martín', 'Jiménez', 'Ruiz', 'Hernández', 'Díaz', 'Moreno', 'Álvarez', 'Muñoz', 'Romero'],
    streets: ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Plaza de España', 'Calle del Carmen', 'Avenida de la Libertad', 'Calle San Francisco', 'Paseo de la Estación', 'Calle Nueva', 'Avenida de Andalucía', 'Calle del Sol', 'Ronda del Mercado'],
    address: (street, n) => `${street}, ${n}`,
    mailbox: 'info',
  },
  cs: {
    names: ['Cyklo {S}', 'Kola {S}', 'Cykloservis {T}', 'Bike Centrum {T}', '{S} Sport', 'Cyklosport {S}', 'Elektrokola {T}'],
    surnames: ['Novák', 'Svoboda', 'Novotný', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Němec', 'Marek', 'Pospíšil'],
    streets: ['Masarykova', 'Husova', 'Nádražní', 'Palackého', 'Komenského', 'Náměstí Míru', 'Jiráskova', 'Smetanova', 'Žižkova', 'Tyršova', 'Riegrova', 'Havlíčkova'],
    address: numberAfter,
    mailbox: 'info',
  },
  pl: {
    names: ['Rowery {S}', 'Sklep Rowerowy {S}', 'Centrum Rowerowe {T}', '{S} Bike', 'Serwis Rowerowy {S}', 'Rowerownia {T}', 'E-Rowery {T}'],
    surnames: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski'],
    streets: ['ul. Długa', 'ul. Kościuszki', 'ul. Mickiewicza', 'ul. Piłsudskiego', 'ul. Słowackiego', 'ul. Sienkiewicza', 'ul. Jana Pawła II', 'al. Niepodległości', 'ul. Kolejowa', 'ul. Ogrodowa', 'ul. Polna', 'ul. Lipowa'],
    address: numberAfter,
    mailbox: 'biuro',
  },
  da: {
    names: ['Cykelhandler {S}', '{S} Cykler', 'Cykelbutikken {T}', '{T} Cykelcenter', 'Cykelsmeden {T}', 'Elcykel Center {T}'],
    surnames: ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen', 'Madsen', 'Kristensen'],
    streets: ['Vestergade', 'Østergade', 'Nørregade', 'Søndergade', 'Algade', 'Jernbanegade', 'Torvet', 'Strandvejen', 'Kongensgade', 'Bredgade'],
    address: numberAfter,
    mailbox: 'info',
  },
  fi: {
    names: ['Pyöräliike {S}', '{S} Pyörät', 'Pyörähuolto {T}', 'Bike Center {T}', 'Sähköpyörä {T}', 'Polkupyöräliike {S}'],
    surnames: ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen'],
    streets: ['Kauppakatu', 'Hämeenkatu', 'Rautatienkatu', 'Asemakatu', 'Kirkkokatu', 'Puistokatu', 'Torikatu', 'Kalevankatu', 'Koulukatu', 'Satamakatu'],
    address: numberAfter,
    mailbox: 'info',
  },
  sv: {
    names: ['Cykelhandlarn {S}', '{S} Cykel', '{T} Cykelcenter', 'Cykelverkstaden {T}', 'Cykloteket {T}', 'Elcykelbutiken {T}'],
    surnames: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Lindberg', 'Berg'],
    streets: ['Storgatan', 'Drottninggatan', 'Kungsgatan', 'Järnvägsgatan', 'Östra Hamngatan', 'Västra Vägen', 'Torggatan', 'Skolgatan', 'Kyrkogatan', 'Södra Långgatan'],
    address: numberAfter,
    mailbox: 'info',
  },
  'en-gb': {
    names: ['{S} Cycles', '{T} Bike Centre', 'Cycle Works {T}', '{S} & Sons Cycles', 'The Bike Shop {T}', 'Pedal Power {T}', '{T} E-Bikes', '{S} Bicycles'],
    surnames: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Hughes'],
    streets: ['High Street', 'Station Road', 'Church Street', 'Market Place', 'Victoria Road', 'Mill Lane', 'London Road', 'Park Road', 'King Street', 'Queen Street', 'North Road', 'Bridge Street'],
    address: (street, n) => `${n} ${street}`,
    mailbox: 'info',
  },
  'en-ie': {
    names: ['{S} Cycles', '{T} Bike Centre', 'Cycle Hub {T}', '{S} Bikes', 'The Bike Shop {T}'],
    surnames: ['Murphy', 'Kelly', "O'Sullivan", 'Walsh', "O'Brien", 'Byrne', 'Ryan', "O'Connor", "O'Neill", 'Doyle', 'McCarthy', 'Gallagher'],
    streets: ['Main Street', 'Church Street', 'Bridge Street', 'Patrick Street', "O'Connell Street", 'Castle Street', 'Shop Street', 'Quay Street', 'John Street', 'Mary Street'],
    address: (street, n) => `${n} ${street}`,
    mailbox: 'info',
  },
};

// ── Country formats ───────────────────────────────────────────────────────────────────────────────────────────

const TLD: Readonly<Record<DealerCountry, string>> = {
  AT: 'at', BE: 'be', CH: 'ch', CZ: 'cz', DE: 'de', DK: 'dk', ES: 'es', FI: 'fi', FR: 'fr', GB: 'co.uk', IE: 'ie', IT: 'it', LU: 'lu', NL: 'nl', PL: 'pl', SE: 'se',
};

/** Groups digits from the left: `group('1234567', [3, 2, 2])` → `123 45 67`. */
function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

/** A telephone number in the country's international format, in the town's area. */
function phoneOf(country: DealerCountry, area: string, r: Random): string {
  switch (country) {
    case 'AT': return `+43 ${area} ${group(r.digits(area.length > 2 ? 5 : 7), [3, 2, 2])}`;
    case 'BE': return `+32 ${area} ${group(r.digits(area.length === 1 ? 7 : 6), area.length === 1 ? [3, 2, 2] : [2, 2, 2])}`;
    case 'CH': return `+41 ${area} ${group(r.digits(7), [3, 2, 2])}`;
    case 'CZ': return `+420 ${group(area + r.digits(9 - area.length), [3, 3, 3])}`;
    case 'DE': return `+49 ${area} ${r.digits(Math.max(6, 10 - area.length))}`;
    case 'DK': return `+45 ${group(area + r.digits(8 - area.length), [2, 2, 2, 2])}`;
    case 'ES': return `+34 ${group(area + r.digits(9 - area.length), [3, 3, 3])}`;
    case 'FI': return `+358 ${area} ${group(r.digits(7), [3, 4])}`;
    case 'FR': return `+33 ${area} ${group(r.digits(8), [2, 2, 2, 2])}`;
    case 'GB': return `+44 ${area} ${area.length === 2 ? group(r.digits(8), [4, 4]) : area.length === 3 ? group(r.digits(7), [3, 4]) : r.digits(6)}`;
    case 'IE': return `+353 ${area} ${group(r.digits(7), [3, 4])}`;
    // Italian numbers keep the leading 0 of the area code after +39.
    case 'IT': return `+39 ${area} ${group(r.digits(10 - area.length), [3, 4])}`;
    case 'LU': return `+352 ${area} ${group(r.digits(6), [2, 2, 2])}`;
    case 'NL': return `+31 ${area} ${area.length === 2 ? group(r.digits(7), [3, 4]) : group(r.digits(6), [2, 2, 2])}`;
    case 'PL': return `+48 ${area} ${group(r.digits(7), [3, 2, 2])}`;
    case 'SE': return `+46 ${area} ${group(r.digits(area.length === 1 ? 8 : 7), [3, 2, 2])}`;
  }
}

const GB_INWARD_LETTERS = 'ABDEFGHJLNPQRSTUWXYZ';
const EIRCODE_CHARACTERS = '0123456789ACDEFHKNPRTVWXY';
const NL_LETTERS = 'ABCDEGHJKLMNPRSTVWXZ';

/** A postcode in the town: the town's own where one code covers the centre, a full unit code where codes are per street. */
function postcodeOf(country: DealerCountry, town: Town, r: Random): string {
  const base = town[3];
  if (country === 'GB') return `${base} ${r.int(10)}${r.pick([...GB_INWARD_LETTERS])}${r.pick([...GB_INWARD_LETTERS])}`;
  if (country === 'IE') return `${base} ${Array.from({ length: 4 }, () => r.pick([...EIRCODE_CHARACTERS])).join('')}`;
  if (country === 'NL') {
    // SA, SD and SS are not used in Dutch postcodes.
    let letters: string;
    do letters = `${r.pick([...NL_LETTERS])}${r.pick([...NL_LETTERS])}`; while (letters === 'SA' || letters === 'SD' || letters === 'SS');
    return `${base} ${letters}`;
  }
  return base;
}

type Span = readonly [day: string, opens: string, closes: string];
const days = (list: string, opens: string, closes: string): Span[] => list.split(',').map((day) => [day, opens, closes] as const);

/** Opening hours in the country's rhythm; a few variants per country so that not every shop keeps the same hours. */
function openingHoursOf(country: DealerCountry, r: Random): { day: string; opens: string; closes: string }[] {
  const variants: Readonly<Partial<Record<DealerCountry, readonly (readonly Span[])[]>>> = {
    DE: [[...days('mo,tu,we,th,fr', '09:00', '18:30'), ['sa', '09:00', '14:00']], [...days('tu,we,th,fr', '10:00', '18:00'), ['sa', '10:00', '16:00']], [...days('mo,tu,we,th,fr', '09:30', '19:00'), ['sa', '09:30', '18:00']]],
    AT: [[...days('mo,tu,we,th,fr', '09:00', '18:00'), ['sa', '09:00', '17:00']], [...days('mo,tu,we,th,fr', '08:30', '12:00'), ...days('mo,tu,we,th,fr', '14:00', '18:00'), ['sa', '08:30', '12:00']]],
    CH: [[...days('tu,we,th,fr', '08:00', '12:00'), ...days('tu,we,th,fr', '13:30', '18:30'), ['sa', '08:00', '16:00']], [...days('mo,tu,we,th,fr', '09:00', '18:30'), ['sa', '09:00', '17:00']]],
    NL: [[['mo', '13:00', '18:00'], ...days('tu,we,th,fr', '09:00', '18:00'), ['sa', '09:00', '17:00']], [...days('tu,we,th', '09:00', '18:00'), ['fr', '09:00', '21:00'], ['sa', '09:00', '17:00']]],
    BE: [[...days('tu,we,th,fr', '09:30', '18:00'), ['sa', '09:30', '17:00']], [['mo', '13:30', '18:00'], ...days('tu,we,th,fr,sa', '09:00', '18:00')]],
    FR: [[...days('tu,we,th,fr,sa', '09:30', '12:30'), ...days('tu,we,th,fr,sa', '14:00', '19:00')], [...days('mo,tu,we,th,fr,sa', '10:00', '19:00')]],
    LU: [[...days('tu,we,th,fr', '09:00', '12:00'), ...days('tu,we,th,fr', '13:30', '18:00'), ['sa', '09:00', '17:00']]],
    IT: [[...days('mo,tu,we,th,fr,sa', '09:00', '12:30'), ...days('mo,tu,we,th,fr,sa', '15:30', '19:30')], [['mo', '15:30', '19:30'], ...days('tu,we,th,fr,sa', '09:00', '12:30'), ...days('tu,we,th,fr,sa', '15:00', '19:00')]],
    ES: [[...days('mo,tu,we,th,fr', '10:00', '14:00'), ...days('mo,tu,we,th,fr', '17:00', '20:30'), ['sa', '10:00', '14:00']], [...days('mo,tu,we,th,fr,sa', '10:00', '20:00')]],
    GB: [[...days('mo,tu,we,th,fr,sa', '09:00', '17:30'), ['su', '10:00', '16:00']], [...days('mo,tu,we,th,fr', '08:30', '18:00'), ['sa', '09:00', '17:00']]],
    IE: [[...days('mo,tu,we,th,fr,sa', '09:30', '18:00')], [...days('tu,we,th,fr,sa', '09:00', '17:30')]],
    DK: [[...days('mo,tu,we,th,fr', '10:00', '17:30'), ['sa', '10:00', '14:00']]],
    SE: [[...days('mo,tu,we,th,fr', '10:00', '18:00'), ['sa', '10:00', '15:00']], [...days('mo,tu,we,th,fr', '09:00', '18:00'), ['sa', '10:00', '14:00'], ['su', '11:00', '15:00']]],
    FI: [[...days('mo,tu,we,th,fr', '10:00', '18:00'), ['sa', '10:00', '15:00']]],
    CZ: [[...days('mo,tu,we,th,fr', '09:00', '18:00'), ['sa', '09:00', '12:00']]],
    PL: [[...days('mo,tu,we,th,fr', '10:00', '18:00'), ['sa', '10:00', '14:00']]],
  };
  const spans = r.pick(variants[country]!);
  const order = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'];
  return [...spans].sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]) || a[1].localeCompare(b[1])).map(([day, opens, closes]) => ({ day, opens, closes }));
}

/** The spec's slug rule for the web addresses (the site's slugify is not the service's to import). */
function domainLabel(name: string, language: StreetLanguage): string {
  // German shops write their umlauts out in web addresses (fahrraeder.de); elsewhere the accent is dropped.
  const spelled = language === 'de' || language === 'de-ch' ? name.toLowerCase().replace(/[äöü]/g, (c) => ({ ä: 'ae', ö: 'oe', ü: 'ue' })[c] ?? c) : name.toLowerCase();
  return spelled.replace(/ß/g, 'ss').replace(/[øœæł]/g, (c) => ({ ø: 'o', œ: 'oe', æ: 'ae', ł: 'l' })[c] ?? c).normalize('NFD').replace(/\p{Mn}/gu, '')
    .replace(/&/g, '-').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

// ── Generation ────────────────────────────────────────────────────────────────────────────────────────────────

/** A dealer as the data files hold it (the service's `Dealer`). */
export interface GeneratedDealer {
  id: string; name: string; addressLine1: string; postcode: string; city: string; country: DealerCountry;
  position: { lat: number; lng: number }; phone: string; website: string; email: string;
  openingHours: { day: string; opens: string; closes: string }[];
  services: Record<'collectInStore' | 'testCenter' | 'mountainBikes' | 'roadBikes' | 'electricBikes' | 'cargoBikes' | 'rental' | 'repair', boolean>;
  brands: string[];
}

/** Which dealer-service brand ids sell in each country, from the brand configs (INT has no dealers). */
export function brandsByCountry(): Map<DealerCountry, string[]> {
  const map = new Map<DealerCountry, string[]>();
  for (const config of Object.values(brandConfigs)) {
    for (const { code } of config.countries) {
      if (code === 'INT') continue;
      const list = map.get(code) ?? [];
      list.push(config.dealers.brandId);
      map.set(code, list);
    }
  }
  return map;
}

const round = (value: number, places: number): number => Math.round(value * 10 ** places) / 10 ** places;

/** The dealers of one country. */
export function generateCountry(country: DealerCountry, brands: readonly string[]): GeneratedDealer[] {
  const r = createRandom(hash(`dealers:${country}`));
  const towns = TOWNS[country];
  const winora = brandConfigs.winora.dealers.brandId;
  const minimumOf = (brand: string): number => (brand === winora ? WINORA_MINIMUM : BRAND_MINIMUM);
  const count = brands.includes(winora) ? (country === 'DE' ? 32 : country === 'NL' ? 28 : 26) : Math.max(12, ...brands.map(minimumOf));
  const names = new Set<string>();
  const dealers: GeneratedDealer[] = [];
  for (let i = 0; i < count; i += 1) {
    const town = towns[i % towns.length]!;
    const language = town[5] ?? COUNTRY_LANGUAGE[country];
    const words = VOCABULARY[language];
    let name = '';
    for (let attempt = 0; attempt < 50 && (name === '' || names.has(name)); attempt += 1) {
      name = r.pick(words.names).replace('{S}', r.pick(words.surnames)).replace('{T}', town[0]);
    }
    if (names.has(name)) throw new Error(`generate-dealers: no unique shop name left in ${country} ${town[0]}`);
    names.add(name);
    const domain = `${domainLabel(name, language)}.${TLD[country]}`;
    const services = {
      collectInStore: r.chance(0.5),
      testCenter: r.chance(0.4),
      mountainBikes: r.chance(0.45),
      roadBikes: r.chance(0.35),
      electricBikes: r.chance(0.9),
      cargoBikes: r.chance(0.25),
      rental: r.chance(0.2),
      repair: r.chance(0.85),
    };
    dealers.push({
      id: `${country.toLowerCase()}-${String(i + 1).padStart(3, '0')}`,
      name,
      addressLine1: words.address(r.pick(words.streets), 1 + r.int(140)),
      postcode: postcodeOf(country, town, r),
      city: town[0],
      country,
      // Within about 2 km of the centre: a shop in town, not in the next one.
      position: { lat: round(town[1] + (r.next() - 0.5) * 0.03, 5), lng: round(town[2] + (r.next() - 0.5) * 0.045, 5) },
      phone: phoneOf(country, town[4], r),
      website: `https://www.${domain}`,
      email: `${words.mailbox}@${domain}`,
      openingHours: openingHoursOf(country, r),
      services,
      brands: brands.filter(() => r.chance(0.55)),
    });
  }
  // Every brand reaches its minimum, and every dealer carries at least one brand.
  for (const brand of brands) {
    const without = dealers.filter((d) => !d.brands.includes(brand));
    let carrying = dealers.length - without.length;
    while (carrying < Math.min(minimumOf(brand), dealers.length)) {
      without.splice(r.int(without.length), 1)[0]!.brands.push(brand);
      carrying += 1;
    }
  }
  for (const dealer of dealers) {
    if (dealer.brands.length === 0) dealer.brands.push(r.pick(brands));
    dealer.brands.sort((a, b) => brands.indexOf(a) - brands.indexOf(b));
  }
  return dealers;
}

/** Every data file: `<cc>.json` → its text. */
export function generateDealerFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [country, brands] of [...brandsByCountry()].sort(([a], [b]) => a.localeCompare(b))) {
    const dealers = generateCountry(country, brands);
    // One dealer per line: small, and a change to one dealer is a one-line diff.
    files.set(`${country.toLowerCase()}.json`, `{"country":${JSON.stringify(country)},"dealers":[\n${dealers.map((d) => JSON.stringify(d)).join(',\n')}\n]}\n`);
  }
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  let bytes = 0;
  for (const [name, text] of generateDealerFiles()) {
    fs.writeFileSync(path.join(DATA_DIR, name), text);
    bytes += Buffer.byteLength(text);
    process.stdout.write(`${name}: ${(JSON.parse(text) as { dealers: unknown[] }).dealers.length} dealers\n`);
  }
  process.stdout.write(`${bytes} bytes in all\n`);
}
