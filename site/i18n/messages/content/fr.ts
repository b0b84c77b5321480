/** Content pages' UI copy (fr). */
export const contentFr = {
  contentReadMore: 'Lire la suite',
  contentUnknownComponent: 'Composant de contenu inconnu « {name} » : il n’a pas de rendu et reste invisible pour les visiteurs.',
  contentErrorTitle: 'Cette page ne peut pas être affichée',
  contentErrorText: 'Une partie de cette page n’a pas pu être chargée. Veuillez recharger la page ou revenir plus tard.',
  contentPublished: 'Publié le {date}',
  contentToolLoads: 'Le {tool} s’ouvre ici dès que la page est chargée.',
  contentToolDealerFinder: 'localisateur de revendeurs',
  contentToolBikeComparison: 'comparateur de vélos',
  contentPreviewNotice: 'Aperçu : vous voyez un contenu non publié.',
  contentPreviewLoading: 'Chargement du brouillon…',
  contentBackToOverview: 'Retour à l’aperçu',
  contentCampaignPeriod: 'Durée de l’opération : {start} – {end}',
  contentVideoTitle: 'Vidéo : {title}',
} as const;
