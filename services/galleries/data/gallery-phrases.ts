/**
 * The words of the generated rider photos: places, times of day and caption and alt templates in the eleven
 * site languages. Data for `generate-galleries.ts`; nothing else reads it.
 */

/** Where a photo was taken: the scene the picture draws. */
export const PLACES = ['city', 'forest', 'lake', 'mountains', 'coast', 'fields'] as const;
export type Place = (typeof PLACES)[number];
/** When: the sky the picture draws. */
export const TIMES = ['morning', 'noon', 'evening', 'overcast'] as const;
export type TimeOfDay = (typeof TIMES)[number];

export interface Phrases {
  readonly place: Readonly<Record<Place, string>>;
  readonly time: Readonly<Record<TimeOfDay, string>>;
  /** `{place}`, `{time}`, `{bike}`: three ways riders caption a photo. */
  readonly captions: readonly [string, string, string];
  /** `{bike}`, `{place}`, `{time}`: what the picture shows. */
  readonly alt: string;
  /** The stories feed's title (`{brand}`) and a line feed's (`{line}`). */
  readonly storiesTitle: string;
  readonly lineTitle: string;
}

export const PHRASES: Readonly<Record<string, Phrases>> = {
  en: {
    place: { city: 'through the old town', forest: 'on a forest trail', lake: 'along the lake shore', mountains: 'on a mountain pass', coast: 'on the coast road', fields: 'between the fields' },
    time: { morning: 'in the early morning', noon: 'at midday', evening: 'at sunset', overcast: 'under a grey sky' },
    captions: ['Out {place} {time} – the {bike} never lets me down.', 'My favourite loop: {place}, {time}. #{bike}', 'Commute turned adventure {place} {time}.'],
    alt: 'A rider on a {bike} {place} {time}',
    storiesTitle: 'Life in motion: riders of {brand}',
    lineTitle: 'Riders on the {line}',
  },
  de: {
    place: { city: 'durch die Altstadt', forest: 'auf einem Waldweg', lake: 'am Seeufer entlang', mountains: 'auf einem Bergpass', coast: 'auf der Küstenstraße', fields: 'zwischen den Feldern' },
    time: { morning: 'am frühen Morgen', noon: 'zur Mittagszeit', evening: 'bei Sonnenuntergang', overcast: 'unter grauem Himmel' },
    captions: ['Unterwegs {place} {time} – auf das {bike} ist Verlass.', 'Meine Lieblingsrunde: {place}, {time}. #{bike}', 'Der Arbeitsweg wird zum Ausflug: {place} {time}.'],
    alt: 'Eine Radfahrerin oder ein Radfahrer auf einem {bike} {place} {time}',
    storiesTitle: 'Life in Motion: unterwegs mit {brand}',
    lineTitle: 'Unterwegs mit dem {line}',
  },
  fr: {
    place: { city: 'dans la vieille ville', forest: 'sur un sentier forestier', lake: 'au bord du lac', mountains: 'sur un col de montagne', coast: 'sur la route côtière', fields: 'entre les champs' },
    time: { morning: 'au petit matin', noon: 'à midi', evening: 'au coucher du soleil', overcast: 'sous un ciel gris' },
    captions: ['En balade {place} {time} – le {bike} ne me lâche jamais.', 'Ma boucle préférée : {place}, {time}. #{bike}', 'Le trajet du matin devient une aventure {place} {time}.'],
    alt: 'Une cycliste ou un cycliste sur un {bike} {place} {time}',
    storiesTitle: 'Life in motion : en selle avec {brand}',
    lineTitle: 'En route avec le {line}',
  },
  nl: {
    place: { city: 'door de oude binnenstad', forest: 'op een bospad', lake: 'langs de oever van het meer', mountains: 'op een bergpas', coast: 'over de kustweg', fields: 'tussen de velden' },
    time: { morning: 'in de vroege ochtend', noon: 'rond het middaguur', evening: 'bij zonsondergang', overcast: 'onder een grijze lucht' },
    captions: ['Onderweg {place} {time} – de {bike} laat me nooit in de steek.', 'Mijn favoriete rondje: {place}, {time}. #{bike}', 'Woon-werkverkeer wordt een avontuur {place} {time}.'],
    alt: 'Een fietser op een {bike} {place} {time}',
    storiesTitle: 'Life in motion: onderweg met {brand}',
    lineTitle: 'Onderweg met de {line}',
  },
  it: {
    place: { city: 'nel centro storico', forest: 'su un sentiero nel bosco', lake: 'lungo la riva del lago', mountains: 'su un passo di montagna', coast: 'sulla strada costiera', fields: 'tra i campi' },
    time: { morning: 'di primo mattino', noon: 'a mezzogiorno', evening: 'al tramonto', overcast: 'sotto un cielo grigio' },
    captions: ['In giro {place} {time}: la {bike} non mi delude mai.', 'Il mio giro preferito: {place}, {time}. #{bike}', 'Il tragitto casa-lavoro diventa un’avventura {place} {time}.'],
    alt: 'Una persona in sella a una {bike} {place} {time}',
    storiesTitle: 'Life in motion: in sella con {brand}',
    lineTitle: 'In sella alla {line}',
  },
  es: {
    place: { city: 'por el casco antiguo', forest: 'por un sendero del bosque', lake: 'a orillas del lago', mountains: 'en un puerto de montaña', coast: 'por la carretera de la costa', fields: 'entre los campos' },
    time: { morning: 'a primera hora de la mañana', noon: 'a mediodía', evening: 'al atardecer', overcast: 'bajo un cielo gris' },
    captions: ['De ruta {place} {time}: la {bike} nunca me falla.', 'Mi vuelta favorita: {place}, {time}. #{bike}', 'El camino al trabajo se convierte en aventura {place} {time}.'],
    alt: 'Una persona en una {bike} {place} {time}',
    storiesTitle: 'Life in motion: sobre ruedas con {brand}',
    lineTitle: 'De ruta con la {line}',
  },
  da: {
    place: { city: 'gennem den gamle bydel', forest: 'på en skovsti', lake: 'langs søbredden', mountains: 'over et bjergpas', coast: 'ad kystvejen', fields: 'mellem markerne' },
    time: { morning: 'tidligt om morgenen', noon: 'midt på dagen', evening: 'ved solnedgang', overcast: 'under en grå himmel' },
    captions: ['Ude {place} {time} – min {bike} svigter aldrig.', 'Min yndlingstur: {place}, {time}. #{bike}', 'Turen til arbejde blev et eventyr {place} {time}.'],
    alt: 'En cyklist på en {bike} {place} {time}',
    storiesTitle: 'Life in motion: på tur med {brand}',
    lineTitle: 'På tur med {line}',
  },
  sv: {
    place: { city: 'genom gamla stan', forest: 'på en skogsstig', lake: 'längs sjöstranden', mountains: 'över ett bergspass', coast: 'längs kustvägen', fields: 'mellan fälten' },
    time: { morning: 'tidigt på morgonen', noon: 'mitt på dagen', evening: 'i solnedgången', overcast: 'under en grå himmel' },
    captions: ['Ute {place} {time} – min {bike} sviker aldrig.', 'Min favoritrunda: {place}, {time}. #{bike}', 'Pendlingen blev ett äventyr {place} {time}.'],
    alt: 'En cyklist på en {bike} {place} {time}',
    storiesTitle: 'Life in motion: på väg med {brand}',
    lineTitle: 'På väg med {line}',
  },
  fi: {
    place: { city: 'vanhassa kaupungissa', forest: 'metsäpolulla', lake: 'järven rannalla', mountains: 'vuoristosolassa', coast: 'rantatiellä', fields: 'peltojen välissä' },
    time: { morning: 'varhain aamulla', noon: 'keskipäivällä', evening: 'auringonlaskussa', overcast: 'harmaan taivaan alla' },
    captions: ['Liikkeellä {place} {time} – {bike} ei petä koskaan.', 'Lempilenkkini: {place}, {time}. #{bike}', 'Työmatkasta tuli seikkailu {place} {time}.'],
    alt: 'Pyöräilijä {bike}-pyörällä {place} {time}',
    storiesTitle: 'Life in motion: {brand}-pyöräilijät',
    lineTitle: 'Liikkeellä: {line}',
  },
  cs: {
    place: { city: 'starým městem', forest: 'po lesní cestě', lake: 'podél břehu jezera', mountains: 'přes horský průsmyk', coast: 'po pobřežní silnici', fields: 'mezi poli' },
    time: { morning: 'brzy ráno', noon: 'v poledne', evening: 'při západu slunce', overcast: 'pod šedou oblohou' },
    captions: ['Na cestě {place} {time} – {bike} mě nikdy nezklame.', 'Můj oblíbený okruh: {place}, {time}. #{bike}', 'Cesta do práce se změnila v dobrodružství {place} {time}.'],
    alt: 'Cyklista na kole {bike} {place} {time}',
    storiesTitle: 'Life in motion: na cestě s {brand}',
    lineTitle: 'Na cestě s {line}',
  },
  pl: {
    place: { city: 'przez stare miasto', forest: 'leśną ścieżką', lake: 'brzegiem jeziora', mountains: 'przez górską przełęcz', coast: 'nadmorską drogą', fields: 'między polami' },
    time: { morning: 'wczesnym rankiem', noon: 'w południe', evening: 'o zachodzie słońca', overcast: 'pod szarym niebem' },
    captions: ['W trasie {place} {time} – {bike} nigdy mnie nie zawodzi.', 'Moja ulubiona pętla: {place}, {time}. #{bike}', 'Dojazd do pracy zamienił się w przygodę {place} {time}.'],
    alt: 'Rowerzysta na rowerze {bike} {place} {time}',
    storiesTitle: 'Life in motion: w trasie z {brand}',
    lineTitle: 'W trasie z {line}',
  },
};

/** Riders' first names and the initial of their family name (a photo's author: `Mia K.`, handle `@mia.k`). */
export const RIDERS = ['Mia', 'Jonas', 'Lea', 'Tom', 'Sofia', 'Luca', 'Emma', 'Noah', 'Ines', 'Milan', 'Freya', 'Oskar', 'Chloé', 'Mateo', 'Anna', 'Pieter', 'Aino', 'Elias', 'Zofia', 'Jakub', 'Ella', 'Rory', 'Marta', 'Sven'] as const;
