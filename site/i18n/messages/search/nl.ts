import type { SearchMessages } from './en.ts';

/** Dutch search copy (site/search). */
export const searchNl: SearchMessages = {
  searchProducts: "Fietsen en e-bikes",
  searchPages: "Pagina’s en artikelen",
  searchCount: "{count} resultaten",
  searchPartial: "Geen product bevat alle woorden; we tonen producten met enkele ervan.",
  searchTry: "Probeer bijvoorbeeld:",
  searchNoscript: "Directe resultaten en filters hebben JavaScript nodig; het formulier zoekt toch als u het verstuurt.",
  searchLoading: "Zoeken wordt geladen…",
  searchUnavailable: "Zoeken is nu niet beschikbaar. Probeer het zo opnieuw.",
  searchInStockOnly: "Alleen op voorraad",
  searchPrice: "Prijs",
  searchPriceMin: "Van",
  searchPriceMax: "Tot",
  searchApply: "Toepassen",
  searchColourGroup: "Kleur",
  searchFrameShape: "Framevorm",
  searchFrameSize: "Framemaat",
  searchSize: "Maat",
  searchSortRelevance: "Relevantie",
  searchSuggestions: "Suggesties",
  searchSuggestionCount: "{count} suggesties, kies met de pijltjestoetsen",
  searchShowAll: "Alle resultaten voor ‘{query}’ tonen",
};
