import type { SearchMessages } from './en.ts';

/** Italian search copy (site/search). */
export const searchIt: SearchMessages = {
  searchProducts: "Bici ed e-bike",
  searchPages: "Pagine e articoli",
  searchCount: "{count} risultati",
  searchPartial: "Nessun prodotto contiene tutte le parole; ecco quelli che ne contengono alcune.",
  searchTry: "Prova ad esempio:",
  searchNoscript: "Risultati immediati e filtri richiedono JavaScript; il modulo cerca comunque all’invio.",
  searchLoading: "Caricamento della ricerca…",
  searchUnavailable: "La ricerca non è disponibile al momento. Riprova tra poco.",
  searchInStockOnly: "Solo disponibili",
  searchPrice: "Prezzo",
  searchPriceMin: "Da",
  searchPriceMax: "A",
  searchApply: "Applica",
  searchColourGroup: "Colore",
  searchFrameShape: "Forma del telaio",
  searchFrameSize: "Misura del telaio",
  searchSize: "Taglia",
  searchSortRelevance: "Rilevanza",
  searchSuggestions: "Suggerimenti",
  searchSuggestionCount: "{count} suggerimenti, scegli con le frecce",
  searchShowAll: "Mostra tutti i risultati per «{query}»",
};
