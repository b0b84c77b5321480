/**
 * The two texts the campaign block itself shows (in every content page's chunk, so kept apart from the form's
 * words in entry-messages.ts, which load with the form): while the form loads, and the heading once closed.
 */
const MESSAGES: Readonly<Record<string, { readonly loading: string; readonly closedTitle: string }>> = {
  en: { loading: 'The entry form is loading…', closedTitle: 'Entries are closed' },
  de: { loading: 'Das Teilnahmeformular wird geladen …', closedTitle: 'Die Teilnahme ist beendet' },
  fr: { loading: 'Le formulaire de participation se charge…', closedTitle: 'Les participations sont closes' },
  es: { loading: 'Cargando el formulario de participación…', closedTitle: 'La participación ha terminado' },
  it: { loading: 'Caricamento del modulo di partecipazione…', closedTitle: 'Le partecipazioni sono chiuse' },
};

/** The block's texts for a language (`de`), English when it has none. */
export function campaignBlockMessages(language: string): { readonly loading: string; readonly closedTitle: string } {
  return MESSAGES[language] ?? MESSAGES['en']!;
}
