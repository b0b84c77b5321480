import type { SearchMessages } from './en.ts';

/** Spanish search copy (site/search). */
export const searchEs: SearchMessages = {
  searchProducts: "Bicicletas y e-bikes",
  searchPages: "Páginas y artículos",
  searchCount: "{count} resultados",
  searchPartial: "Ningún producto contiene todas las palabras; se muestran los que contienen algunas.",
  searchTry: "Pruebe por ejemplo:",
  searchNoscript: "Los resultados instantáneos y los filtros necesitan JavaScript; el formulario busca igualmente al enviarlo.",
  searchLoading: "Cargando la búsqueda…",
  searchUnavailable: "La búsqueda no está disponible ahora. Vuelva a intentarlo en un momento.",
  searchInStockOnly: "Solo en stock",
  searchPrice: "Precio",
  searchPriceMin: "Desde",
  searchPriceMax: "Hasta",
  searchApply: "Aplicar",
  searchColourGroup: "Color",
  searchFrameShape: "Forma del cuadro",
  searchFrameSize: "Talla del cuadro",
  searchSize: "Talla",
  searchSortRelevance: "Relevancia",
  searchSuggestions: "Sugerencias",
  searchSuggestionCount: "{count} sugerencias, elija con las flechas",
  searchShowAll: "Ver todos los resultados de «{query}»",
};
