/**
 * Words shoppers use for what the data calls otherwise, per language (data, not code): a product whose frame
 * shape is `Wave` is also found by German "Damen" or "tiefer Einstieg". Keys are attribute values as the
 * catalogue names them in that language, lower case; the words are added to the product's searchable text.
 */
export const FRAME_SHAPE_SYNONYMS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  de: {
    wave: ['Tiefeinsteiger', 'tiefer Einstieg', 'Damen', 'Damenrad', 'Einsteiger'],
    trapez: ['Trapez', 'Damen', 'Mixte'],
    diamant: ['Herren', 'Herrenrad', 'Diamantrahmen'],
  },
  en: {
    wave: ['low step', 'step-through', 'low entry', 'women', 'ladies'],
    trapeze: ['mixte', 'women'],
    diamond: ['men', 'gents', 'crossbar'],
  },
  fr: {
    'col de cygne': ['cadre bas', 'femme', 'enjambement bas'],
    trapèze: ['mixte', 'femme'],
    diamant: ['homme'],
  },
  es: {
    'cuadro bajo': ['mujer', 'paso bajo'],
    trapecio: ['mixto', 'mujer'],
    diamante: ['hombre'],
  },
  it: {
    wave: ['telaio basso', 'donna', 'passo basso'],
    trapezio: ['donna', 'misto'],
    diamante: ['uomo'],
  },
  nl: {
    'lage instap': ['dames', 'damesfiets', 'lage instap'],
    trapeze: ['dames', 'mixte'],
    heren: ['herenfiets', 'diamant'],
  },
};

/** The synonyms of a frame shape value in a language (none when the table has no entry). */
export function frameShapeSynonyms(language: string, value: string): readonly string[] {
  return FRAME_SHAPE_SYNONYMS[language]?.[value.toLowerCase()] ?? [];
}
