/** Content pages' UI copy (it). */
export const contentIt = {
  contentReadMore: 'Leggi di più',
  contentUnknownComponent: 'Componente di contenuto sconosciuto «{name}»: non ha una visualizzazione e i visitatori non lo vedono.',
  contentErrorTitle: 'Impossibile mostrare questa pagina',
  contentErrorText: 'Non è stato possibile caricare una parte di questa pagina. Ricarica la pagina o riprova più tardi.',
  contentPublished: 'Pubblicato il {date}',
  contentToolLoads: 'Il {tool} si apre qui non appena la pagina è caricata.',
  contentToolDealerFinder: 'trova rivenditore',
  contentToolBikeComparison: 'confronto bici',
  contentPreviewNotice: 'Anteprima: stai vedendo contenuti non pubblicati.',
  contentPreviewLoading: 'Caricamento della bozza…',
  contentBackToOverview: 'Torna alla panoramica',
  contentCampaignPeriod: 'Periodo della promozione: {start} – {end}',
  contentVideoTitle: 'Video: {title}',
} as const;
