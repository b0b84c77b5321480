/** Content pages' UI copy (nl). */
export const contentNl = {
  contentReadMore: 'Lees meer',
  contentUnknownComponent: 'Onbekende contentcomponent ‘{name}’: er is geen weergave voor, bezoekers zien hem niet.',
  contentErrorTitle: 'Deze pagina kan niet worden getoond',
  contentErrorText: 'Een deel van deze pagina kon niet worden geladen. Laad de pagina opnieuw of probeer het later nog eens.',
  contentPublished: 'Gepubliceerd op {date}',
  contentToolLoads: 'De {tool} opent hier zodra de pagina geladen is.',
  contentToolDealerFinder: 'dealerzoeker',
  contentToolBikeComparison: 'fietsvergelijker',
  contentPreviewNotice: 'Voorbeeld: je ziet niet-gepubliceerde content.',
  contentPreviewLoading: 'Concept wordt geladen…',
  contentBackToOverview: 'Terug naar het overzicht',
  contentCampaignPeriod: 'Actieperiode: {start} – {end}',
  contentVideoTitle: 'Video: {title}',
} as const;
