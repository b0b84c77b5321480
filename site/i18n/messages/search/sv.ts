import type { SearchMessages } from './en.ts';

/** Swedish search copy (site/search). */
export const searchSv: SearchMessages = {
  searchProducts: "Cyklar och elcyklar",
  searchPages: "Sidor och artiklar",
  searchCount: "{count} träffar",
  searchPartial: "Ingen produkt innehåller alla ord; visar produkter med några av dem.",
  searchTry: "Prova till exempel:",
  searchNoscript: "Direkta träffar och filter kräver JavaScript; formuläret söker ändå när du skickar det.",
  searchLoading: "Sökningen laddas…",
  searchUnavailable: "Sökningen är inte tillgänglig just nu. Försök igen om en stund.",
  searchInStockOnly: "Endast i lager",
  searchPrice: "Pris",
  searchPriceMin: "Från",
  searchPriceMax: "Till",
  searchApply: "Använd",
  searchColourGroup: "Färg",
  searchFrameShape: "Ramform",
  searchFrameSize: "Ramstorlek",
  searchSize: "Storlek",
  searchSortRelevance: "Relevans",
  searchSuggestions: "Förslag",
  searchSuggestionCount: "{count} förslag, välj med piltangenterna",
  searchShowAll: "Visa alla träffar för ”{query}”",
};
