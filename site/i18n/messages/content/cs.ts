/** Content pages' UI copy (cs). */
export const contentCs = {
  contentReadMore: 'Číst dále',
  contentUnknownComponent: 'Neznámá obsahová komponenta „{name}“: nemá zobrazení, návštěvníci ji neuvidí.',
  contentErrorTitle: 'Tuto stránku nelze zobrazit',
  contentErrorText: 'Část této stránky se nepodařilo načíst. Načtěte stránku znovu nebo to zkuste později.',
  contentPublished: 'Publikováno {date}',
  contentToolLoads: '{tool} se zde otevře, jakmile se stránka načte.',
  contentToolDealerFinder: 'Vyhledávač prodejců',
  contentToolBikeComparison: 'Porovnání kol',
  contentPreviewNotice: 'Náhled: díváte se na nepublikovaný obsah.',
  contentPreviewLoading: 'Načítání konceptu…',
  contentBackToOverview: 'Zpět na přehled',
  contentCampaignPeriod: 'Doba akce: {start} – {end}',
  contentVideoTitle: 'Video: {title}',
} as const;
