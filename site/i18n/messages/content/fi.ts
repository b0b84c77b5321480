/** Content pages' UI copy (fi). */
export const contentFi = {
  contentReadMore: 'Lue lisää',
  contentUnknownComponent: 'Tuntematon sisältökomponentti ”{name}”: sillä ei ole näkymää, joten kävijät eivät näe sitä.',
  contentErrorTitle: 'Sivua ei voi näyttää',
  contentErrorText: 'Osaa sivusta ei voitu ladata. Lataa sivu uudelleen tai yritä myöhemmin.',
  contentPublished: 'Julkaistu {date}',
  contentToolLoads: '{tool} avautuu tähän, kun sivu on latautunut.',
  contentToolDealerFinder: 'Jälleenmyyjähaku',
  contentToolBikeComparison: 'Pyörävertailu',
  contentPreviewNotice: 'Esikatselu: näet julkaisematonta sisältöä.',
  contentPreviewLoading: 'Ladataan luonnosta…',
  contentBackToOverview: 'Takaisin yleiskatsaukseen',
  contentCampaignPeriod: 'Kampanja-aika: {start} – {end}',
  contentVideoTitle: 'Video: {title}',
} as const;
