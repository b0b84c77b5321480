import type { SearchMessages } from './en.ts';

/** Finnish search copy (site/search). */
export const searchFi: SearchMessages = {
  searchProducts: "Pyörät ja sähköpyörät",
  searchPages: "Sivut ja artikkelit",
  searchCount: "{count} tulosta",
  searchPartial: "Mikään tuote ei sisällä kaikkia sanoja; näytetään tuotteet, joissa on osa niistä.",
  searchTry: "Kokeile esimerkiksi:",
  searchNoscript: "Välittömät tulokset ja suodattimet tarvitsevat JavaScriptin; lomake hakee silti lähetettäessä.",
  searchLoading: "Haku latautuu…",
  searchUnavailable: "Haku ei ole juuri nyt käytettävissä. Yritä hetken kuluttua uudelleen.",
  searchInStockOnly: "Vain varastossa",
  searchPrice: "Hinta",
  searchPriceMin: "Alkaen",
  searchPriceMax: "Enintään",
  searchApply: "Käytä",
  searchColourGroup: "Väri",
  searchFrameShape: "Rungon muoto",
  searchFrameSize: "Rungon koko",
  searchSize: "Koko",
  searchSortRelevance: "Osuvuus",
  searchSuggestions: "Ehdotukset",
  searchSuggestionCount: "{count} ehdotusta, valitse nuolinäppäimillä",
  searchShowAll: "Näytä kaikki tulokset haulle ”{query}”",
};
