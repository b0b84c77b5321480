import type { SearchMessages } from './en.ts';

/** Danish search copy (site/search). */
export const searchDa: SearchMessages = {
  searchProducts: "Cykler og elcykler",
  searchPages: "Sider og artikler",
  searchCount: "{count} resultater",
  searchPartial: "Intet produkt indeholder alle ordene; viser produkter med nogle af dem.",
  searchTry: "Prøv for eksempel:",
  searchNoscript: "Øjeblikkelige resultater og filtre kræver JavaScript; formularen søger stadig, når du sender den.",
  searchLoading: "Indlæser søgning…",
  searchUnavailable: "Søgningen er ikke tilgængelig lige nu. Prøv igen om lidt.",
  searchInStockOnly: "Kun på lager",
  searchPrice: "Pris",
  searchPriceMin: "Fra",
  searchPriceMax: "Til",
  searchApply: "Anvend",
  searchColourGroup: "Farve",
  searchFrameShape: "Stelform",
  searchFrameSize: "Stelstørrelse",
  searchSize: "Størrelse",
  searchSortRelevance: "Relevans",
  searchSuggestions: "Forslag",
  searchSuggestionCount: "{count} forslag, vælg med piletasterne",
  searchShowAll: "Vis alle resultater for “{query}”",
};
