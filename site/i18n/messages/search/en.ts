/** English search copy (site/search). */
export const searchEn = {
  searchProducts: "Bikes and e-bikes",
  searchPages: "Pages and articles",
  searchCount: "{count} results",
  searchPartial: "No product has all of these words; showing products with some of them.",
  searchTry: "Try one of these:",
  searchNoscript: "Instant results and filters need JavaScript; this form still searches when you submit it.",
  searchLoading: "Loading search…",
  searchUnavailable: "Search is not available right now. Please try again in a moment.",
  searchInStockOnly: "In stock only",
  searchPrice: "Price",
  searchPriceMin: "From",
  searchPriceMax: "To",
  searchApply: "Apply",
  searchColourGroup: "Colour",
  searchFrameShape: "Frame shape",
  searchFrameSize: "Frame size",
  searchSize: "Size",
  searchSortRelevance: "Relevance",
  searchSuggestions: "Suggestions",
  searchSuggestionCount: "{count} suggestions, use the arrow keys to choose",
  searchShowAll: "Show all results for “{query}”",
};

export type SearchMessages = { readonly [K in keyof typeof searchEn]: string };
