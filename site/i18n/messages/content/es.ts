/** Content pages' UI copy (es). */
export const contentEs = {
  contentReadMore: 'Leer más',
  contentUnknownComponent: 'Componente de contenido desconocido «{name}»: no tiene representación y los visitantes no lo ven.',
  contentErrorTitle: 'No se puede mostrar esta página',
  contentErrorText: 'No se ha podido cargar una parte de esta página. Vuelve a cargarla o inténtalo más tarde.',
  contentPublished: 'Publicado el {date}',
  contentToolLoads: 'El {tool} se abre aquí en cuanto se carga la página.',
  contentToolDealerFinder: 'buscador de distribuidores',
  contentToolBikeComparison: 'comparador de bicicletas',
  contentPreviewNotice: 'Vista previa: estás viendo contenido sin publicar.',
  contentPreviewLoading: 'Cargando borrador…',
  contentBackToOverview: 'Volver al resumen',
  contentCampaignPeriod: 'Periodo de la campaña: {start} – {end}',
  contentVideoTitle: 'Vídeo: {title}',
} as const;
