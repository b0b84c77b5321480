/** Content pages' UI copy (pl). */
export const contentPl = {
  contentReadMore: 'Czytaj więcej',
  contentUnknownComponent: 'Nieznany komponent treści „{name}”: nie ma widoku, więc odwiedzający go nie widzą.',
  contentErrorTitle: 'Nie można wyświetlić tej strony',
  contentErrorText: 'Nie udało się wczytać części tej strony. Odśwież stronę lub spróbuj ponownie później.',
  contentPublished: 'Opublikowano {date}',
  contentToolLoads: '{tool} otworzy się tutaj po wczytaniu strony.',
  contentToolDealerFinder: 'Wyszukiwarka dealerów',
  contentToolBikeComparison: 'Porównanie rowerów',
  contentPreviewNotice: 'Podgląd: oglądasz nieopublikowane treści.',
  contentPreviewLoading: 'Wczytywanie wersji roboczej…',
  contentBackToOverview: 'Powrót do przeglądu',
  contentCampaignPeriod: 'Okres akcji: {start} – {end}',
  contentVideoTitle: 'Wideo: {title}',
} as const;
