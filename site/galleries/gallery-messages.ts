import type { GalleryLocale } from './gallery-types.ts';

/**
 * The gallery's own words in the eleven site languages. They live here, not in the site dictionary, so that they
 * travel in the gallery's lazy chunk and never in a page's first-load data.
 */
export interface GalleryMessages {
  readonly close: string;
  readonly previous: string;
  readonly next: string;
  /** `{n}` of `{total}`, spoken when the picture changes. */
  readonly position: string;
  readonly photoBy: string;
  readonly loading: string;
  readonly empty: string;
  readonly unavailable: string;
  /** The dialog's name: `{label}`. */
  readonly dialog: string;
  /** The section's heading until the feed names itself (loading, error). */
  readonly heading: string;
}

const MESSAGES = {
  en: { close: 'Close', previous: 'Previous picture', next: 'Next picture', position: 'Picture {n} of {total}', photoBy: 'Photo: {author}', loading: 'Loading photos…', empty: 'No photos here yet.', unavailable: 'The photos cannot be shown right now. Please try again later.', dialog: '{label}: picture viewer', heading: "Riders' photos" },
  de: { close: 'Schließen', previous: 'Vorheriges Bild', next: 'Nächstes Bild', position: 'Bild {n} von {total}', photoBy: 'Foto: {author}', loading: 'Fotos werden geladen …', empty: 'Hier gibt es noch keine Fotos.', unavailable: 'Die Fotos können gerade nicht angezeigt werden. Bitte versuche es später noch einmal.', dialog: '{label}: Bildansicht', heading: 'Fotos unserer Fahrerinnen und Fahrer' },
  fr: { close: 'Fermer', previous: 'Photo précédente', next: 'Photo suivante', position: 'Photo {n} sur {total}', photoBy: 'Photo : {author}', loading: 'Chargement des photos…', empty: 'Pas encore de photos ici.', unavailable: 'Les photos ne peuvent pas être affichées pour le moment. Réessayez plus tard.', dialog: '{label} : visionneuse', heading: 'Photos de nos cyclistes' },
  nl: { close: 'Sluiten', previous: 'Vorige foto', next: 'Volgende foto', position: 'Foto {n} van {total}', photoBy: 'Foto: {author}', loading: "Foto's laden…", empty: "Hier staan nog geen foto's.", unavailable: "De foto's kunnen nu niet worden getoond. Probeer het later opnieuw.", dialog: '{label}: fotoviewer', heading: "Foto's van onze fietsers" },
  it: { close: 'Chiudi', previous: 'Foto precedente', next: 'Foto successiva', position: 'Foto {n} di {total}', photoBy: 'Foto: {author}', loading: 'Caricamento delle foto…', empty: 'Ancora nessuna foto qui.', unavailable: 'Al momento le foto non possono essere mostrate. Riprova più tardi.', dialog: '{label}: visualizzatore', heading: 'Le foto dei nostri ciclisti' },
  es: { close: 'Cerrar', previous: 'Foto anterior', next: 'Foto siguiente', position: 'Foto {n} de {total}', photoBy: 'Foto: {author}', loading: 'Cargando fotos…', empty: 'Todavía no hay fotos aquí.', unavailable: 'Ahora mismo no se pueden mostrar las fotos. Inténtalo más tarde.', dialog: '{label}: visor de fotos', heading: 'Fotos de nuestros ciclistas' },
  da: { close: 'Luk', previous: 'Forrige billede', next: 'Næste billede', position: 'Billede {n} af {total}', photoBy: 'Foto: {author}', loading: 'Henter billeder …', empty: 'Her er ingen billeder endnu.', unavailable: 'Billederne kan ikke vises lige nu. Prøv igen senere.', dialog: '{label}: billedvisning', heading: 'Billeder fra vores cyklister' },
  sv: { close: 'Stäng', previous: 'Föregående bild', next: 'Nästa bild', position: 'Bild {n} av {total}', photoBy: 'Foto: {author}', loading: 'Laddar bilder …', empty: 'Här finns inga bilder ännu.', unavailable: 'Bilderna kan inte visas just nu. Försök igen senare.', dialog: '{label}: bildvisare', heading: 'Bilder från våra cyklister' },
  fi: { close: 'Sulje', previous: 'Edellinen kuva', next: 'Seuraava kuva', position: 'Kuva {n}/{total}', photoBy: 'Kuva: {author}', loading: 'Kuvia ladataan…', empty: 'Täällä ei ole vielä kuvia.', unavailable: 'Kuvia ei voi näyttää juuri nyt. Yritä myöhemmin uudelleen.', dialog: '{label}: kuvankatselu', heading: 'Pyöräilijöiden kuvia' },
  cs: { close: 'Zavřít', previous: 'Předchozí fotka', next: 'Další fotka', position: 'Fotka {n} z {total}', photoBy: 'Foto: {author}', loading: 'Načítáme fotky…', empty: 'Zatím tu nejsou žádné fotky.', unavailable: 'Fotky teď nelze zobrazit. Zkuste to prosím později.', dialog: '{label}: prohlížeč fotek', heading: 'Fotky našich cyklistů' },
  pl: { close: 'Zamknij', previous: 'Poprzednie zdjęcie', next: 'Następne zdjęcie', position: 'Zdjęcie {n} z {total}', photoBy: 'Zdjęcie: {author}', loading: 'Ładowanie zdjęć…', empty: 'Nie ma tu jeszcze zdjęć.', unavailable: 'Nie można teraz wyświetlić zdjęć. Spróbuj ponownie później.', dialog: '{label}: przeglądarka zdjęć', heading: 'Zdjęcia naszych rowerzystów' },
} as const satisfies Record<string, GalleryMessages>;

/** The language subtag of a locale (`de-AT` → `de`, `nl` → `nl`). */
export function galleryLanguage(locale: GalleryLocale): string {
  const tag = typeof locale === 'string' ? locale : locale.tag;
  return tag.split(/[-_]/)[0]!.toLowerCase();
}

/** The gallery's words for a locale; English for a language it lacks. */
export function galleryMessages(locale: GalleryLocale): GalleryMessages {
  const language = galleryLanguage(locale);
  return (MESSAGES as Record<string, GalleryMessages>)[language] ?? MESSAGES.en;
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
