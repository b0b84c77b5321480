import type { SearchMessages } from './en.ts';

/** French search copy (site/search). */
export const searchFr: SearchMessages = {
  searchProducts: "Vélos et vélos électriques",
  searchPages: "Pages et articles",
  searchCount: "{count} résultats",
  searchPartial: "Aucun produit ne contient tous ces mots ; voici ceux qui en contiennent certains.",
  searchTry: "Essayez par exemple :",
  searchNoscript: "Les résultats instantanés et les filtres nécessitent JavaScript ; le formulaire recherche quand même à l’envoi.",
  searchLoading: "Chargement de la recherche…",
  searchUnavailable: "La recherche n’est pas disponible pour le moment. Veuillez réessayer dans un instant.",
  searchInStockOnly: "En stock uniquement",
  searchPrice: "Prix",
  searchPriceMin: "De",
  searchPriceMax: "À",
  searchApply: "Appliquer",
  searchColourGroup: "Couleur",
  searchFrameShape: "Forme du cadre",
  searchFrameSize: "Taille du cadre",
  searchSize: "Taille",
  searchSortRelevance: "Pertinence",
  searchSuggestions: "Suggestions",
  searchSuggestionCount: "{count} suggestions, choisissez avec les flèches",
  searchShowAll: "Voir tous les résultats pour « {query} »",
};
