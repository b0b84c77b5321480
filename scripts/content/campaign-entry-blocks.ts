/**
 * The `campaign_entry` blocks of winora's raffle and social-media contest (issue 15.5): campaign id, question,
 * answer options, end and closed text per language. The entries service (services/entries) reads the id, end and
 * photo flag from the generated stories; the site renders the form from the rest.
 */

/** Which campaign page. */
export type CampaignKind = 'raffle' | 'contest';

/** Entries close at these instants (midnight in Germany at the end of the last day). */
export const CAMPAIGN_ENDS: Readonly<Record<CampaignKind, string>> = {
  raffle: '2027-06-30T22:00:00.000Z',
  contest: '2027-03-31T22:00:00.000Z',
};
const CAMPAIGN_IDS: Readonly<Record<CampaignKind, string>> = { raffle: 'winora-raffle-sinus-2027', contest: 'winora-mywinora-2027' };
/** The raffle's answer options: the years are the same in every language. */
const RAFFLE_ANSWERS = ['1914', '1952', '1976', '1999'];

interface CampaignCopy {
  readonly headline: string;
  readonly question: string;
  readonly closed: string;
}

/** Copy per language, keyed by the language's company slug (the story tables carry no language code). */
const COPY: Readonly<Record<string, Readonly<Record<CampaignKind, CampaignCopy>>>> = {
  'ueber-uns': {
    raffle: { headline: 'Jetzt am Gewinnspiel teilnehmen', question: 'Seit welchem Jahr baut Winora Fahrräder?', closed: 'Das Gewinnspiel ist beendet. Vielen Dank an alle, die mitgemacht haben: Die Gewinnerin oder der Gewinner wurde per E-Mail benachrichtigt.' },
    contest: { headline: 'Jetzt Ihr Foto einreichen', question: 'Wo ist Ihr Foto entstanden?', closed: 'Der Wettbewerb ist beendet. Vielen Dank für all Ihre Fotos: Die Gewinnerinnen und Gewinner wurden per E-Mail benachrichtigt.' },
  },
  'about-us': {
    raffle: { headline: 'Enter the prize draw', question: 'Since which year has Winora built bicycles?', closed: 'The prize draw has ended. Thank you to everyone who took part: the winner has been told by email.' },
    contest: { headline: 'Send us your photo', question: 'Where was your photo taken?', closed: 'The contest has ended. Thank you for all your photos: the winners have been told by email.' },
  },
  'a-propos-de-nous': {
    raffle: { headline: 'Participez au tirage au sort', question: 'Depuis quelle année Winora fabrique-t-il des vélos ?', closed: 'Le tirage au sort est terminé. Merci à toutes et à tous pour votre participation : la personne gagnante a été prévenue par e-mail.' },
    contest: { headline: 'Envoyez-nous votre photo', question: 'Où votre photo a-t-elle été prise ?', closed: 'Le concours est terminé. Merci pour toutes vos photos : les gagnants ont été prévenus par e-mail.' },
  },
  'sobre-nosotros': {
    raffle: { headline: 'Participa en el sorteo', question: '¿Desde qué año fabrica Winora bicicletas?', closed: 'El sorteo ha terminado. Gracias a todas las personas que han participado: hemos avisado a quien ha ganado por correo electrónico.' },
    contest: { headline: 'Envíanos tu foto', question: '¿Dónde hiciste tu foto?', closed: 'El concurso ha terminado. Gracias por todas vuestras fotos: hemos avisado a los ganadores por correo electrónico.' },
  },
  'chi-siamo': {
    raffle: { headline: 'Partecipa all’estrazione', question: 'Da quale anno Winora costruisce biciclette?', closed: 'L’estrazione è conclusa. Grazie a tutti per aver partecipato: chi ha vinto è stato avvisato via e-mail.' },
    contest: { headline: 'Inviaci la tua foto', question: 'Dove hai scattato la tua foto?', closed: 'Il concorso è concluso. Grazie per tutte le vostre foto: i vincitori sono stati avvisati via e-mail.' },
  },
};

/**
 * The entry block of a campaign page in the language whose company slug is `companySlug`; `privacy` is the link to
 * the privacy page the consent checkbox names.
 * @throws when the language has no copy here (a new language needs its row in `COPY`)
 */
export function campaignEntryBlock(kind: CampaignKind, companySlug: string, privacy: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const copy = COPY[companySlug]?.[kind];
  if (!copy) throw new Error(`campaign_entry: no ${kind} copy for the language whose company page is "${companySlug}" (scripts/content/campaign-entry-blocks.ts)`);
  return {
    component: 'campaign_entry',
    campaignId: CAMPAIGN_IDS[kind],
    headline: copy.headline,
    question: copy.question,
    ...(kind === 'raffle' ? { answers: RAFFLE_ANSWERS } : {}),
    endDate: CAMPAIGN_ENDS[kind],
    closedText: copy.closed,
    ...(kind === 'contest' ? { photo: true } : {}),
    privacy,
  };
}
