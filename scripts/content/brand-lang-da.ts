import type { LangCopy } from './brand-types.ts';

/** Danske tekster, som alle mærker undtagen winora deler. */
export const da: LangCopy = {
  more: 'Læs mere',
  slugs: { contactInfo: 'service/kontakt-os', newsletterInfo: 'service/nyhedsbrev', history: 'historie' },
  home: { rangesTitle: 'Find din cykel', rangesIntro: 'Hele {brand}-udvalget samlet – hvor skal du hen?', factsTitle: '{brand} i tal', moreTitle: 'Mere at opdage', viewAll: 'Se alle' },
  service: {
    faqTitle: 'Ofte stillede spørgsmål', faqIntro: 'Hurtige svar om køb, garanti, vejledninger og pleje af din {brand}.', faqHeadline: 'Det, cyklister oftest spørger os om',
    stillQuestions: 'Har du stadig et spørgsmål?', stillQuestionsText: 'Vores serviceteam læser hver besked og svarer inden for to hverdage.', contactCta: 'Skriv til os',
    manualsTitle: 'Vejledninger & downloads', manualsIntro: 'Brugervejledninger, monteringsanvisninger og overensstemmelseserklæringer for {brand}.',
    manuals: '## Brugervejledninger\n\n- [Generel brugervejledning (PDF)]({origin}/downloads/manual-ebike-da.pdf)\n\n## Før første tur\n\nLæs sikkerhedsanvisningerne i vejledningen, før du kører, og gem den sammen med kvitteringen. Din forhandler gennemgår alle indstillinger ved udleveringen.\n\n## Fandt du det ikke?\n\nSkriv modelnavn og årgang til os, så sender vi dig det rigtige dokument.',
    warrantyTitle: 'Garanti', warrantyIntro: 'Hvad {brand} lover dig – og hvordan du anmelder en garantisag.',
    warranty: '## Vores løfte\n\n- **{years} års** garanti på stel og stive forgafler fra købsdatoen\n- **2 år** på alle øvrige komponenter, også motor og batteri\n- Dine lovbestemte reklamationsrettigheder over for sælger gælder fortsat\n\n## Sådan anmelder du en sag\n\n1. Tag cyklen og kvitteringen med til din forhandler.\n2. Forhandleren undersøger skaden og sender sagen til os med billeder.\n3. Vi svarer inden for ti hverdage og reparerer eller udskifter delen gratis.\n\nSliddele som dæk, bremseklodser, kæder og håndtag er ikke omfattet, og det er skader efter uheld, løb eller forkert montering heller ikke.',
    contactTitle: 'Kontakt os', contactIntro: 'Telefon, e-mail eller et besøg hos forhandleren – vælg det, der passer dig.',
    contact: '## Telefon\n\n[{phone}](tel:{tel}) – {hours}\n\n## E-mail\n\n[{email}](mailto:{email}) – vi svarer inden for to hverdage.\n\n## Adresse\n\n{legalName}\n{street}\n{city}\n{country}\n\n## Før du skriver\n\nHav dit **stelnummer** og din kvittering klar – så kan vi hjælpe dig med det samme.',
    teaserTitle: 'Service & hjælp', teaserText: 'Svar, vejledninger og garanti – al hjælp til din {brand} samlet ét sted.',
  },
  faqs: {
    buy: { slug: 'hvor-koebe', q: 'Hvor kan jeg købe og prøve en {brand}?', a: 'I vores webshop og hos autoriserede {brand}-forhandlere. Her kan du prøve størrelser og modeller, og alt bliver indstillet, før du kører hjem.' },
    warranty: { slug: 'garanti', q: 'Hvordan anmelder jeg en garantisag?', a: 'Tag cyklen og kvitteringen med til din forhandler, som sender sagen videre til os. Vi giver **{years} års** garanti på stellet – se [Garanti](story:{warrantyPath}).' },
    manuals: { slug: 'vejledninger', q: 'Hvor finder jeg vejledningen til min cykel?', a: 'Alle vejledninger og overensstemmelseserklæringer ligger på vores [downloadside](story:{manualsPath}). En trykt udgave følger med hver cykel.' },
    care: { slug: 'pleje', q: 'Hvordan passer jeg på min {brand}?', a: 'Vask den med vand og en blød børste i stedet for højtryksrenser, hold kæden let smurt, og tjek dæktrykket hver anden uge. Få den efterset hos forhandleren en gang om året.' },
    battery: { slug: 'batteri', q: 'Hvordan får jeg mest ud af mit batteri?', a: 'Opbevar det indendørs ved 10 til 20 °C, oplad det med den originale lader, og hold det på 30 til 60 procent om vinteren. Et lavere støtteniveau giver mange ekstra kilometer.' },
  },
  company: { aboutTitle: 'Om {brand}', historyTitle: 'Vores historie', historyIntro: 'De milepæle, der har gjort {brand} til det, det er i dag.', historyTeaser: 'Fra det første værksted til i dag: historien bag {brand}.' },
  legal: {
    imprintTitle: 'Kolofon',
    imprint: '## Udbyder\n\n{legalName}\n{street}\n{city}\n{country}\n\n## Kontakt\n\nTelefon: {phone}\nE-mail: [{email}](mailto:{email})\n\n## Virksomhedsoplysninger\n\nDirektion: {directors}\nRegistrering: {register}\nMomsnummer: {vat}\n\n## Ansvarsfraskrivelse\n\nVi kontrollerer indholdet på dette website omhyggeligt, men kan ikke garantere, at det er fuldstændigt og opdateret. Indholdet på sider, vi linker til, er deres ejeres ansvar.',
    privacyTitle: 'Privatlivspolitik',
    privacy: '## Dataansvarlig\n\n{legalName}, {street}, {city}, {country}. Spørgsmål om databeskyttelse: [{privacyEmail}](mailto:{privacyEmail}).\n\n## Hvad vi behandler\n\n- **Besøg på websitet:** IP-adresse, dato og tid, viste sider og browseroplysninger, gemt i syv dage af sikkerhedshensyn.\n- **Kontaktformular:** de oplysninger, du indtaster, for at besvare din henvendelse; gemt i tre år.\n- **Ordrer:** navn, adresser, ordre- og betalingsoplysninger for at opfylde aftalen; gemt efter bogføringsreglerne.\n- **Nyhedsbrev:** din e-mailadresse, først når du har bekræftet den; du kan altid framelde dig.\n\n## Dine rettigheder\n\nDu kan bede om indsigt, berigtigelse, sletning, begrænsning eller en kopi af dine data, gøre indsigelse og klage til Datatilsynet. Et samtykke kan altid trækkes tilbage.',
    cookiesTitle: 'Cookiepolitik',
    cookies: '## Hvad cookies er\n\nCookies er små tekstfiler, som din browser gemmer. Vi bruger dem til at drive webshoppen og – kun med dit samtykke – til at måle og forbedre websitet.\n\n## Kategorier\n\n- **Nødvendige:** kurv, login og dit cookievalg. Altid aktive.\n- **Statistik:** anonym statistik om brugen. Kun med samtykke.\n- **Marketing:** måling af vores kampagner. Kun med samtykke.\n\n## Skift dit valg\n\nÅbn cookieindstillingerne nederst på siden for at ændre eller trække dit samtykke tilbage.',
  },
  newsletter: {
    title: 'Nyhedsbrev', intro: 'Nye modeller, cykelhistorier og arrangementer hos forhandlerne fra {brand} – cirka en gang om måneden.', cta: 'Tilmeld dig nu', teaser: 'Hør først om nye modeller og arrangementer.',
    text: 'Det får du:\n\n- Nye modeller og farver før alle andre\n- Ruter, cykeltips og plejeråd fra vores team\n- Invitationer til prøvedage hos forhandlere nær dig\n\nIngen spam, og vi giver aldrig din adresse videre. Du framelder dig med ét klik i hver e-mail.',
  },
  error: { title: 'Noget gik galt', text: 'Denne del af siden kunne ikke vises. Genindlæs siden, eller prøv igen om et par minutter.' },
  dealers: {
    title: 'Find en forhandler', intro: 'Rådgivning, prøvetur og værksted: {brand}-forhandlere nær dig.', headline: 'Forhandlersøgning',
    text: 'Indtast dit postnummer eller din by, så viser kortet de nærmeste {brand}-forhandlere med åbningstider og ydelser.',
    steps: ['Indtast postnummer eller by', 'Filtrér efter prøvetur, værksted eller afhentning af webordrer', 'Ring til forhandleren, book en tid eller planlæg ruten'],
  },
  news: { title: 'Nyheder', intro: 'Nye modeller, arrangementer og tips fra værkstedet – det sker hos {brand}.' },
  kinds: {
    ebikes: { slug: 'ebikes', title: 'Elcykler', teaser: 'Elektrisk hjælp til hver eneste tur.', seo: '## Elcykler fra {brand}\n\nMed en elcykel bliver den lange vej til arbejde en behagelig tur, og modvinden på broen betyder ikke længere noget. Hver {brand}-elcykel har et gennemprøvet motorsystem, hydrauliske bremser og et batteri, du kan oplade på eller af cyklen.' },
    bikes: { slug: 'bikes', title: 'Cykler', teaser: 'Cykler uden motor: lette, ærlige og bygget til at holde.', seo: '## Cykler fra {brand}\n\nNogle ture kræver kun dine egne ben. Vores cykler uden motor er lette, nemme at vedligeholde og bygget til mange års brug – {models}.' },
    ecity: { slug: 'by', title: 'Elcykler til byen', teaser: 'Sid ret op, glid gennem byen, kom frisk frem.', seo: '## Afslappet gennem byen\n\nBy-elcykler fra {brand} er bygget til stop og start: en motor, der trækker blødt fra ved lyskrydset, navgear, du kan skifte i stilstand, og lys, skærme og bagagebærer som standard.\n\n- Lavt indstig, så det er nemt at stige på\n- Rem eller lukket kædeskjold til rene bukser\n- Ringlås og integreret batteri for ro i maven' },
    etrekking: { slug: 'trekking', title: 'Trekking-elcykler', teaser: 'Rækkevidde og bæreevne til lange dage på farten.', seo: '## På tur med medvind\n\nTrekking-elcykler fra {brand} kombinerer store batterier med affjedrede forgafler og solide bagagebærere. De bærer dig og din bagage gennem lange etaper på asfalt og grus – {models}.' },
  },
};
