import type { SearchMessages } from './en.ts';

/** Czech search copy (site/search). */
export const searchCs: SearchMessages = {
  searchProducts: "Kola a elektrokola",
  searchPages: "Stránky a články",
  searchCount: "{count} výsledků",
  searchPartial: "Žádný produkt neobsahuje všechna slova; zobrazujeme produkty s některými z nich.",
  searchTry: "Zkuste například:",
  searchNoscript: "Okamžité výsledky a filtry potřebují JavaScript; formulář po odeslání přesto hledá.",
  searchLoading: "Načítání vyhledávání…",
  searchUnavailable: "Vyhledávání teď není dostupné. Zkuste to prosím za chvíli.",
  searchInStockOnly: "Pouze skladem",
  searchPrice: "Cena",
  searchPriceMin: "Od",
  searchPriceMax: "Do",
  searchApply: "Použít",
  searchColourGroup: "Barva",
  searchFrameShape: "Tvar rámu",
  searchFrameSize: "Velikost rámu",
  searchSize: "Velikost",
  searchSortRelevance: "Relevance",
  searchSuggestions: "Návrhy",
  searchSuggestionCount: "{count} návrhů, vyberte šipkami",
  searchShowAll: "Zobrazit všechny výsledky pro „{query}“",
};
