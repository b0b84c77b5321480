/** Content pages' UI copy (de). */
export const contentDe = {
  contentReadMore: 'Weiterlesen',
  contentUnknownComponent: 'Unbekannte Inhaltskomponente „{name}“: Sie hat keine Darstellung und ist für Besucher unsichtbar.',
  contentErrorTitle: 'Diese Seite kann nicht angezeigt werden',
  contentErrorText: 'Ein Teil dieser Seite konnte nicht geladen werden. Bitte laden Sie die Seite neu oder versuchen Sie es später erneut.',
  contentPublished: 'Veröffentlicht am {date}',
  contentToolLoads: 'Die {tool} öffnet sich hier, sobald die Seite geladen ist.',
  contentToolDealerFinder: 'Händlersuche',
  contentToolBikeComparison: 'Bike-Vergleich',
  contentPreviewNotice: 'Vorschau: Sie sehen unveröffentlichte Inhalte.',
  contentPreviewLoading: 'Entwurf wird geladen …',
  contentBackToOverview: 'Zurück zur Übersicht',
  contentCampaignPeriod: 'Aktionszeitraum: {start} – {end}',
  contentVideoTitle: 'Video: {title}',
} as const;
