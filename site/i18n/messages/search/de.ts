import type { SearchMessages } from './en.ts';

/** German search copy (site/search). */
export const searchDe: SearchMessages = {
  searchProducts: "Räder und E-Bikes",
  searchPages: "Seiten und Artikel",
  searchCount: "{count} Treffer",
  searchPartial: "Kein Modell enthält alle Wörter; gezeigt werden Modelle mit einigen davon.",
  searchTry: "Versuchen Sie zum Beispiel:",
  searchNoscript: "Sofortige Treffer und Filter brauchen JavaScript; das Formular sucht trotzdem, wenn Sie es absenden.",
  searchLoading: "Suche wird geladen…",
  searchUnavailable: "Die Suche ist gerade nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.",
  searchInStockOnly: "Nur lieferbare",
  searchPrice: "Preis",
  searchPriceMin: "Von",
  searchPriceMax: "Bis",
  searchApply: "Anwenden",
  searchColourGroup: "Farbe",
  searchFrameShape: "Rahmenform",
  searchFrameSize: "Rahmenhöhe",
  searchSize: "Größe",
  searchSortRelevance: "Relevanz",
  searchSuggestions: "Vorschläge",
  searchSuggestionCount: "{count} Vorschläge, Auswahl mit den Pfeiltasten",
  searchShowAll: "Alle Treffer für „{query}“ zeigen",
};
