import type { SearchMessages } from './en.ts';

/** Polish search copy (site/search). */
export const searchPl: SearchMessages = {
  searchProducts: "Rowery i e-rowery",
  searchPages: "Strony i artykuły",
  searchCount: "{count} wyników",
  searchPartial: "Żaden produkt nie zawiera wszystkich słów; pokazujemy produkty z niektórymi z nich.",
  searchTry: "Spróbuj na przykład:",
  searchNoscript: "Wyniki na bieżąco i filtry wymagają JavaScriptu; formularz i tak wyszukuje po wysłaniu.",
  searchLoading: "Wczytywanie wyszukiwania…",
  searchUnavailable: "Wyszukiwanie jest teraz niedostępne. Spróbuj ponownie za chwilę.",
  searchInStockOnly: "Tylko dostępne",
  searchPrice: "Cena",
  searchPriceMin: "Od",
  searchPriceMax: "Do",
  searchApply: "Zastosuj",
  searchColourGroup: "Kolor",
  searchFrameShape: "Kształt ramy",
  searchFrameSize: "Rozmiar ramy",
  searchSize: "Rozmiar",
  searchSortRelevance: "Trafność",
  searchSuggestions: "Podpowiedzi",
  searchSuggestionCount: "{count} podpowiedzi, wybierz strzałkami",
  searchShowAll: "Pokaż wszystkie wyniki dla „{query}”",
};
