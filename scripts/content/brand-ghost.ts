import type { BrandProfile } from './brand-types.ts';

/** Ghost: mountain bikes and e-MTBs from Waldsassen, Bavaria, since 1993. */
export const ghost: BrandProfile = {
  id: 'ghost',
  name: 'Ghost',
  company: {
    legalName: 'Ghost-Bikes GmbH', street: 'Ringstraße 1', city: '95652 Waldsassen', country: 'Deutschland / Germany', register: 'Amtsgericht Weiden i. d. OPf., HRB 0000', vat: 'DE000000000',
    directors: 'die Geschäftsführung der Ghost-Bikes GmbH', phone: '+49 9632 000 000', email: 'service@ghost-bikes.com', privacyEmail: 'privacy@ghost-bikes.com', hours: 'Mo–Fr / Mon–Fri 8–17', origin: 'https://www.ghost-bikes.com',
  },
  warrantyYears: 5,
  electric: true,
  models: 'Hybride ASX, Lanao',
  tops: ['ebikes', 'bikes'],
  subs: [{ kind: 'emtb', parent: 'ebikes' }, { kind: 'mtb', parent: 'bikes' }],
  art: {
    terrain: 'mountains',
    palettes: [
      { sky: ['#1a1f16', '#55652a'], hills: ['#3a4a25', '#22301a', '#0d0d0d'], sun: '#b4d335', accent: '#b4d335', road: '#595959' },
      { sky: ['#f4f4f2', '#d2d2cc'], hills: ['#9dbb22', '#4d5c1a', '#0d0d0d'], sun: '#ffffff', accent: '#0d0d0d', road: '#e9e9e6' },
      { sky: ['#222222', '#4a4a4a'], hills: ['#595959', '#333333', '#0d0d0d'], sun: '#b4d335', accent: '#b4d335', road: '#a6a6a6' },
    ],
  },
  voices: {
    de: {
      heroEyebrow: 'Ghost · Waldsassen', heroTitle: 'Gebaut für den Trail. Seit 1993.', heroText: 'Mountainbikes und E-MTBs aus der Oberpfalz: entwickelt von Leuten, die nach Feierabend selbst in den Wald fahren.', heroAlt: 'Zwei Mountainbiker vor dunklen Bergen im letzten Licht', heroCta: 'E-MTBs entdecken',
      seoTitle: 'Ghost Bikes | Mountainbikes und E-MTBs aus Bayern', seoDescription: 'Ghost baut seit 1993 Mountainbikes und E-Mountainbikes in Waldsassen: Hybride ASX, Lanao und mehr. Fünf Jahre Rahmengarantie.',
      storyTitle: 'Zwei Freunde, ein Wald, eine Idee', storyText: '1993 wollten zwei Freunde aus Waldsassen Mountainbikes bauen, die sie selbst fahren möchten. Daraus ist Ghost geworden.\n\nBis heute entwickeln und testen wir jedes Rad auf den Trails vor unserer Haustür – im Matsch, auf Wurzeln und im Steinfeld.',
      facts: [['1993', 'gegründet in Waldsassen'], ['5 Jahre', 'Garantie auf den Rahmen'], ['160 mm', 'Federweg am Hybride ASX'], ['40+', 'Länder']],
      aboutIntro: 'Ghost ist die Mountainbike-Marke aus dem Oberpfälzer Wald.',
      about: '## Wer wir sind\n\nGhost entwickelt in Waldsassen Mountainbikes, E-MTBs und Trekkingräder. Unsere Entwickler sind Fahrer – und was sie nicht selbst fahren wollen, geht nicht in Serie.\n\n## Was uns antreibt\n\n- **Trail zuerst:** Geometrien, die auch nach sechs Stunden im Sattel noch Spaß machen\n- **Ehrliche Technik:** robuste Komponenten statt Gramm-Jagd um jeden Preis\n- **E-MTB mit Mountainbike-Genen:** ausgewogen, verspielt, kontrollierbar',
      historyHeadline: 'Aus der Oberpfalz auf die Trails der Welt',
      history: '- **1993** – Zwei Freunde gründen Ghost in Waldsassen.\n- **2000er** – Ghost-Fahrer starten bei Cross-Country-Rennen in ganz Europa.\n- **2014** – Mit den Hybride-Modellen kommen die ersten Ghost E-MTBs.\n- **2020** – Neue Trail- und Enduro-Plattformen mit progressiver Geometrie.\n- **Heute** – Hybride ASX und Lanao fahren in mehr als 40 Ländern.',
    },
    en: {
      heroEyebrow: 'Ghost · Waldsassen', heroTitle: 'Built for the trail. Since 1993.', heroText: 'Mountain bikes and e-MTBs from Bavaria’s Upper Palatinate, developed by people who head into the woods after work themselves.', heroAlt: 'Two mountain bikers in front of dark mountains at last light', heroCta: 'Discover e-MTBs',
      seoTitle: 'Ghost Bikes | Mountain bikes and e-MTBs from Bavaria', seoDescription: 'Ghost has built mountain bikes and e-mountain bikes in Waldsassen since 1993: Hybride ASX, Lanao and more. Five-year frame warranty.',
      storyTitle: 'Two friends, one forest, one idea', storyText: 'In 1993 two friends from Waldsassen set out to build the mountain bikes they wanted to ride themselves. That became Ghost.\n\nTo this day we develop and test every bike on the trails outside our door – in mud, over roots and through rock gardens.',
      facts: [['1993', 'founded in Waldsassen'], ['5 years', 'frame warranty'], ['160 mm', 'travel on the Hybride ASX'], ['40+', 'countries']],
      aboutIntro: 'Ghost is the mountain bike brand from the Upper Palatinate Forest.',
      about: '## Who we are\n\nGhost develops mountain bikes, e-MTBs and trekking bikes in Waldsassen, Bavaria. Our engineers are riders – and what they would not ride themselves does not go into production.\n\n## What drives us\n\n- **Trail first:** geometry that is still fun after six hours in the saddle\n- **Honest engineering:** tough components rather than chasing grams at any price\n- **E-MTBs with mountain bike DNA:** balanced, playful, in control',
      historyHeadline: 'From Bavaria to the trails of the world',
      history: '- **1993** – Two friends found Ghost in Waldsassen.\n- **2000s** – Ghost riders race cross-country all over Europe.\n- **2014** – The Hybride models are the first Ghost e-MTBs.\n- **2020** – New trail and enduro platforms with progressive geometry.\n- **Today** – Hybride ASX and Lanao ride in more than 40 countries.',
    },
    fi: {
      heroEyebrow: 'Ghost · Waldsassen', heroTitle: 'Tehty poluille. Vuodesta 1993.', heroText: 'Maastopyöriä ja sähkömaastopyöriä Baijerista – suunnitelleet ihmiset, jotka itsekin lähtevät töiden jälkeen metsään.', heroAlt: 'Kaksi maastopyöräilijää tummien vuorten edessä illan viimeisessä valossa', heroCta: 'Tutustu sähkömaastopyöriin',
      seoTitle: 'Ghost Bikes | Maastopyörät ja sähkömaastopyörät Baijerista', seoDescription: 'Ghost on rakentanut maastopyöriä ja sähkömaastopyöriä Waldsassenissa vuodesta 1993: Hybride ASX, Lanao ja muut. Viiden vuoden runkotakuu.',
      storyTitle: 'Kaksi ystävää, yksi metsä, yksi idea', storyText: 'Vuonna 1993 kaksi ystävää Waldsassenista päätti rakentaa maastopyöriä, joilla he itse haluaisivat ajaa. Siitä syntyi Ghost.\n\nKehitämme ja testaamme yhä jokaisen pyörän kotiovemme takana olevilla poluilla – mudassa, juurakoissa ja kivikoissa.',
      facts: [['1993', 'perustettu Waldsassenissa'], ['5 vuotta', 'runkotakuu'], ['160 mm', 'joustoa Hybride ASX:ssä'], ['40+', 'maata']],
      aboutIntro: 'Ghost on maastopyörämerkki Ylä-Pfalzin metsistä.',
      about: '## Keitä olemme\n\nGhost kehittää Waldsassenissa maastopyöriä, sähkömaastopyöriä ja retkipyöriä. Suunnittelijamme ovat ajajia – mitä he eivät itse haluaisi ajaa, ei päädy tuotantoon.\n\n## Mikä meitä ajaa\n\n- **Polku ensin:** geometria, joka on hauska vielä kuuden tunnin jälkeen\n- **Rehellistä tekniikkaa:** kestäviä osia grammojen jahtaamisen sijaan\n- **Sähkömaastopyörät maastopyörän geeneillä:** tasapainoisia, leikkisiä ja hallittavia',
      historyHeadline: 'Baijerista maailman poluille',
      history: '- **1993** – Kaksi ystävää perustaa Ghostin Waldsassenissa.\n- **2000-luku** – Ghost-ajajat kilpailevat cross countryssa ympäri Eurooppaa.\n- **2014** – Hybride-mallit ovat Ghostin ensimmäiset sähkömaastopyörät.\n- **2020** – Uudet trail- ja enduro-alustat progressiivisella geometrialla.\n- **Nyt** – Hybride ASX ja Lanao ajavat yli 40 maassa.',
    },
    sv: {
      heroEyebrow: 'Ghost · Waldsassen', heroTitle: 'Byggd för stigen. Sedan 1993.', heroText: 'Mountainbikes och e-MTB från Bayern – utvecklade av folk som själva drar ut i skogen efter jobbet.', heroAlt: 'Två mountainbikecyklister framför mörka berg i sista ljuset', heroCta: 'Upptäck e-MTB',
      seoTitle: 'Ghost Bikes | Mountainbikes och e-MTB från Bayern', seoDescription: 'Ghost har byggt mountainbikes och elektriska mountainbikes i Waldsassen sedan 1993: Hybride ASX, Lanao och fler. Fem års ramgaranti.',
      storyTitle: 'Två vänner, en skog, en idé', storyText: 'År 1993 bestämde sig två vänner från Waldsassen för att bygga de mountainbikes de själva ville cykla. Det blev Ghost.\n\nÄn i dag utvecklar och testar vi varje cykel på stigarna utanför vår dörr – i lera, över rötter och genom stenpartier.',
      facts: [['1993', 'grundat i Waldsassen'], ['5 år', 'ramgaranti'], ['160 mm', 'fjädring på Hybride ASX'], ['40+', 'länder']],
      aboutIntro: 'Ghost är mountainbikemärket från skogarna i Oberpfalz.',
      about: '## Vilka vi är\n\nGhost utvecklar mountainbikes, e-MTB och trekkingcyklar i Waldsassen i Bayern. Våra konstruktörer är cyklister – och det de inte själva vill cykla går inte i produktion.\n\n## Vad som driver oss\n\n- **Stigen först:** geometri som är rolig även efter sex timmar i sadeln\n- **Ärlig teknik:** tåliga komponenter i stället för viktjakt till varje pris\n- **E-MTB med mountainbike-gener:** balanserade, lekfulla och kontrollerade',
      historyHeadline: 'Från Bayern till världens stigar',
      history: '- **1993** – Två vänner grundar Ghost i Waldsassen.\n- **2000-talet** – Ghost-cyklister tävlar i cross country över hela Europa.\n- **2014** – Hybride-modellerna blir Ghosts första e-MTB.\n- **2020** – Nya trail- och enduroplattformar med progressiv geometri.\n- **I dag** – Hybride ASX och Lanao rullar i mer än 40 länder.',
    },
    it: {
      heroEyebrow: 'Ghost · Waldsassen', heroTitle: 'Nate per il sentiero. Dal 1993.', heroText: 'Mountain bike ed e-MTB dalla Baviera, sviluppate da persone che dopo il lavoro vanno anche loro nel bosco.', heroAlt: 'Due biker davanti a montagne scure nell’ultima luce', heroCta: 'Scopri le e-MTB',
      seoTitle: 'Ghost Bikes | Mountain bike ed e-MTB dalla Baviera', seoDescription: 'Dal 1993 Ghost costruisce a Waldsassen mountain bike ed e-MTB: Hybride ASX, Lanao e altre. Cinque anni di garanzia sul telaio.',
      storyTitle: 'Due amici, un bosco, un’idea', storyText: 'Nel 1993 due amici di Waldsassen decisero di costruire le mountain bike che avrebbero voluto guidare. È nata così Ghost.\n\nAncora oggi sviluppiamo e collaudiamo ogni bici sui sentieri fuori dalla porta: nel fango, sulle radici e tra le rocce.',
      facts: [['1993', 'fondata a Waldsassen'], ['5 anni', 'di garanzia sul telaio'], ['160 mm', 'di escursione sulla Hybride ASX'], ['40+', 'paesi']],
      aboutIntro: 'Ghost è il marchio di mountain bike della foresta dell’Alto Palatinato.',
      about: '## Chi siamo\n\nGhost sviluppa a Waldsassen, in Baviera, mountain bike, e-MTB e bici da trekking. I nostri progettisti sono biker: ciò che non guiderebbero loro stessi non va in produzione.\n\n## Cosa ci spinge\n\n- **Prima il sentiero:** geometrie divertenti anche dopo sei ore in sella\n- **Tecnica onesta:** componenti robusti invece della caccia al grammo a ogni costo\n- **E-MTB con il DNA della mountain bike:** equilibrate, giocose, controllabili',
      historyHeadline: 'Dalla Baviera ai sentieri del mondo',
      history: '- **1993** – Due amici fondano Ghost a Waldsassen.\n- **Anni 2000** – I rider Ghost corrono nel cross-country in tutta Europa.\n- **2014** – I modelli Hybride sono le prime e-MTB Ghost.\n- **2020** – Nuove piattaforme trail ed enduro con geometria progressiva.\n- **Oggi** – Hybride ASX e Lanao girano in più di 40 paesi.',
    },
    fr: {
      heroEyebrow: 'Ghost · Waldsassen', heroTitle: 'Conçus pour le sentier. Depuis 1993.', heroText: 'Des VTT et VTT électriques venus de Bavière, développés par des passionnés qui partent eux-mêmes en forêt après le travail.', heroAlt: 'Deux vététistes devant des montagnes sombres dans la dernière lumière', heroCta: 'Découvrir les VTTAE',
      seoTitle: 'Ghost Bikes | VTT et VTT électriques de Bavière', seoDescription: 'Ghost construit des VTT et VTT électriques à Waldsassen depuis 1993 : Hybride ASX, Lanao et plus encore. Garantie cadre cinq ans.',
      storyTitle: 'Deux amis, une forêt, une idée', storyText: 'En 1993, deux amis de Waldsassen décident de construire les VTT qu’ils aimeraient piloter. Ghost est né.\n\nAujourd’hui encore, nous développons et testons chaque vélo sur les sentiers devant notre porte – dans la boue, sur les racines et dans les pierriers.',
      facts: [['1993', 'fondé à Waldsassen'], ['5 ans', 'de garantie sur le cadre'], ['160 mm', 'de débattement sur l’Hybride ASX'], ['40+', 'pays']],
      aboutIntro: 'Ghost est la marque de VTT née dans la forêt du Haut-Palatinat.',
      about: '## Qui nous sommes\n\nGhost développe à Waldsassen, en Bavière, des VTT, des VTT électriques et des vélos de randonnée. Nos ingénieurs sont des pratiquants : ce qu’ils ne voudraient pas piloter ne part pas en production.\n\n## Ce qui nous anime\n\n- **Le sentier d’abord :** une géométrie encore ludique après six heures de selle\n- **Une technique honnête :** des composants solides plutôt que la chasse au gramme à tout prix\n- **Des VTTAE à l’ADN de VTT :** équilibrés, joueurs, maîtrisés',
      historyHeadline: 'De la Bavière aux sentiers du monde',
      history: '- **1993** – Deux amis fondent Ghost à Waldsassen.\n- **Années 2000** – Les pilotes Ghost courent en cross-country dans toute l’Europe.\n- **2014** – Les modèles Hybride sont les premiers VTTAE Ghost.\n- **2020** – Nouvelles plateformes trail et enduro à géométrie progressive.\n- **Aujourd’hui** – Hybride ASX et Lanao roulent dans plus de 40 pays.',
    },
    es: {
      heroEyebrow: 'Ghost · Waldsassen', heroTitle: 'Hechas para el sendero. Desde 1993.', heroText: 'Bicicletas de montaña y e-MTB de Baviera, desarrolladas por gente que también sale al bosque al terminar el trabajo.', heroAlt: 'Dos ciclistas de montaña ante montañas oscuras con la última luz', heroCta: 'Descubre las e-MTB',
      seoTitle: 'Ghost Bikes | Bicicletas de montaña y e-MTB de Baviera', seoDescription: 'Ghost fabrica bicicletas de montaña y e-MTB en Waldsassen desde 1993: Hybride ASX, Lanao y más. Cinco años de garantía en el cuadro.',
      storyTitle: 'Dos amigos, un bosque, una idea', storyText: 'En 1993 dos amigos de Waldsassen decidieron construir las bicis de montaña que ellos mismos querían llevar. Así nació Ghost.\n\nHoy seguimos desarrollando y probando cada bici en los senderos que tenemos a la puerta: en barro, raíces y pedreras.',
      facts: [['1993', 'fundada en Waldsassen'], ['5 años', 'de garantía en el cuadro'], ['160 mm', 'de recorrido en la Hybride ASX'], ['40+', 'países']],
      aboutIntro: 'Ghost es la marca de bicis de montaña del bosque del Alto Palatinado.',
      about: '## Quiénes somos\n\nGhost desarrolla en Waldsassen (Baviera) bicicletas de montaña, e-MTB y de trekking. Nuestros ingenieros son ciclistas: lo que no llevarían ellos mismos no se fabrica.\n\n## Lo que nos mueve\n\n- **Primero el sendero:** geometrías divertidas incluso tras seis horas de sillín\n- **Técnica honesta:** componentes robustos en lugar de perseguir gramos a cualquier precio\n- **E-MTB con ADN de montaña:** equilibradas, juguetonas y controlables',
      historyHeadline: 'De Baviera a los senderos del mundo',
      history: '- **1993** – Dos amigos fundan Ghost en Waldsassen.\n- **Años 2000** – Los pilotos de Ghost compiten en cross country por toda Europa.\n- **2014** – Los modelos Hybride son las primeras e-MTB de Ghost.\n- **2020** – Nuevas plataformas trail y enduro con geometría progresiva.\n- **Hoy** – Hybride ASX y Lanao ruedan en más de 40 países.',
    },
  },
  news: {
    stories: [
      { key: 'asx-2026', date: '2025-09-02 09:00', palette: 0, terrain: 'mountains' },
      { key: 'trail-days', date: '2025-06-10 10:00', palette: 1, terrain: 'hills' },
    ],
    copy: {
      de: {
        'asx-2026': { slug: 'hybride-asx-modelljahr-2026', title: 'Hybride ASX 2026: verspielter denn je', teaser: 'Neuer Rahmen, kürzere Kettenstreben und ein Motor, der sich natürlicher anfühlt – das Trail-E-MTB fürs Modelljahr 2026.', text: 'Das Hybride ASX war immer unser Rad für die Hausrunde, die dann doch länger wird. Für 2026 haben wir es auf den Trails rund um Waldsassen noch einmal neu abgestimmt.\n\n- Kürzere Kettenstreben für leichtere Manöver in engen Kehren\n- Hinterbau mit mehr Reserven bei harten Landungen\n- Motorabstimmung, die sanfter einsetzt und länger durchzieht\n\nAb September bei deinem [Ghost-Händler](story:{dealersPath}) – am besten gleich zur Probefahrt.' },
        'trail-days': { slug: 'ghost-trail-days-waldsassen', title: 'Ghost Trail Days: ein Wochenende in Waldsassen', teaser: 'Geführte Touren durch den Steinwald, offene Werkstatt und Testräder für alle – komm vorbei, wo Ghost zu Hause ist.', text: 'Einmal im Jahr öffnen wir die Türen in Waldsassen. Am Samstag starten geführte Touren für Einsteiger und Fortgeschrittene, am Sonntag gehört die Werkstatt dir: Fahrwerk abstimmen, Bremsen entlüften, Fragen stellen.\n\n## Gut zu wissen\n\n- Testräder in allen Größen, E-MTBs und Mountainbikes\n- Helmpflicht, Leihhelme vor Ort\n- Teilnahme kostenlos, Anmeldung nicht nötig\n\nDu schaffst es nicht nach Waldsassen? Viele [Händler](story:{dealersPath}) veranstalten im Sommer eigene Testtage.' },
      },
      en: {
        'asx-2026': { slug: 'hybride-asx-model-year-2026', title: 'Hybride ASX 2026: more playful than ever', teaser: 'A new frame, shorter chainstays and a motor that feels more natural – our trail e-MTB for model year 2026.', text: 'The Hybride ASX has always been our bike for the after-work loop that turns into something longer. For 2026 we retuned it on the trails around Waldsassen.\n\n- Shorter chainstays for quicker moves in tight switchbacks\n- A rear end with more in reserve for hard landings\n- Motor tuning that comes in softer and pulls for longer\n\nAt your [Ghost dealer](story:{dealersPath}) from September – ideally for a test ride straight away.' },
        'trail-days': { slug: 'ghost-trail-days-waldsassen', title: 'Ghost Trail Days: a weekend in Waldsassen', teaser: 'Guided rides through the Steinwald forest, an open workshop and test bikes for everyone – come and see where Ghost lives.', text: 'Once a year we open our doors in Waldsassen. On Saturday guided rides set off for beginners and experienced riders; on Sunday the workshop is yours: set up your suspension, bleed your brakes, ask us anything.\n\n## Good to know\n\n- Test bikes in every size, e-MTBs and mountain bikes\n- Helmets are compulsory; loan helmets on site\n- Free to attend, no booking needed\n\nCan’t make it to Waldsassen? Many [dealers](story:{dealersPath}) run their own test days over the summer.' },
      },
      fi: {
        'asx-2026': { slug: 'hybride-asx-mallivuosi-2026', title: 'Hybride ASX 2026: leikkisämpi kuin koskaan', teaser: 'Uusi runko, lyhyemmät ketjuhaarukat ja luonnollisemmalta tuntuva moottori – polkujen sähkömaastopyörä mallivuodelle 2026.', text: 'Hybride ASX on aina ollut pyörämme sille iltalenkille, joka venyy aiottua pidemmäksi. Mallivuodelle 2026 viritimme sen uudelleen Waldsassenin poluilla.\n\n- Lyhyemmät ketjuhaarukat ketterämpään ajoon tiukoissa mutkissa\n- Takajousitus, jossa on enemmän varaa koviin alastuloihin\n- Moottorin säätö, joka käynnistyy pehmeämmin ja vetää pidempään\n\nSaatavilla syyskuusta alkaen [Ghost-jälleenmyyjiltä](story:{dealersPath}) – mieluiten saman tien koeajoon.' },
        'trail-days': { slug: 'ghost-trail-days-waldsassen', title: 'Ghost Trail Days: viikonloppu Waldsassenissa', teaser: 'Opastettuja lenkkejä Steinwaldin metsissä, avoin verstas ja testipyörät kaikille – tule katsomaan, mistä Ghost on kotoisin.', text: 'Kerran vuodessa avaamme ovemme Waldsassenissa. Lauantaina lähdetään opastetuille lenkeille aloittelijoiden ja kokeneiden ryhmissä, sunnuntaina verstas on sinun: jousituksen säätöä, jarrujen ilmausta ja vastauksia kysymyksiin.\n\n## Hyvä tietää\n\n- Testipyöriä kaikissa koissa, sekä sähkömaasto- että maastopyöriä\n- Kypärä on pakollinen, lainakypäriä paikan päällä\n- Osallistuminen on maksutonta, ilmoittautumista ei tarvita\n\nEtkö pääse Waldsasseniin? Moni [jälleenmyyjä](story:{dealersPath}) järjestää kesällä omia testipäiviä.' },
      },
      sv: {
        'asx-2026': { slug: 'hybride-asx-arsmodell-2026', title: 'Hybride ASX 2026: lekfullare än någonsin', teaser: 'Ny ram, kortare kedjestag och en motor som känns mer naturlig – vår stig-e-MTB för årsmodell 2026.', text: 'Hybride ASX har alltid varit vår cykel för kvällsrundan som blir längre än tänkt. Till 2026 har vi finjusterat den på stigarna runt Waldsassen.\n\n- Kortare kedjestag för snabbare manövrar i snäva kurvor\n- Bakfjädring med mer marginal för hårda landningar\n- Motorinställning som kommer in mjukare och drar längre\n\nFinns hos din [Ghost-återförsäljare](story:{dealersPath}) från september – helst direkt på provtur.' },
        'trail-days': { slug: 'ghost-trail-days-waldsassen', title: 'Ghost Trail Days: en helg i Waldsassen', teaser: 'Guidade turer genom Steinwald, öppen verkstad och testcyklar för alla – kom och se var Ghost hör hemma.', text: 'En gång om året öppnar vi dörrarna i Waldsassen. På lördagen går guidade turer för nybörjare och vana cyklister, på söndagen är verkstaden din: ställ in fjädringen, lufta bromsarna och fråga oss vad du vill.\n\n## Bra att veta\n\n- Testcyklar i alla storlekar, både e-MTB och mountainbikes\n- Hjälm är obligatorisk, lånehjälmar finns på plats\n- Gratis att delta, ingen anmälan behövs\n\nHinner du inte till Waldsassen? Många [återförsäljare](story:{dealersPath}) ordnar egna testdagar under sommaren.' },
      },
      it: {
        'asx-2026': { slug: 'hybride-asx-model-year-2026', title: 'Hybride ASX 2026: più giocosa che mai', teaser: 'Telaio nuovo, foderi più corti e un motore dalla spinta più naturale: la nostra e-MTB da trail per il 2026.', text: 'La Hybride ASX è sempre stata la nostra bici per il giro dopo il lavoro che finisce per allungarsi. Per il 2026 l’abbiamo rimessa a punto sui sentieri intorno a Waldsassen.\n\n- Foderi più corti per manovre più rapide nei tornanti stretti\n- Carro posteriore con più margine negli atterraggi duri\n- Taratura del motore più morbida in partenza e più costante nella spinta\n\nDal tuo [rivenditore Ghost](story:{dealersPath}) da settembre: meglio ancora, prenota subito una prova.' },
        'trail-days': { slug: 'ghost-trail-days-waldsassen', title: 'Ghost Trail Days: un weekend a Waldsassen', teaser: 'Uscite guidate nella foresta dello Steinwald, officina aperta e bici da provare per tutti: vieni a trovarci a casa Ghost.', text: 'Una volta all’anno apriamo le porte di Waldsassen. Il sabato partono uscite guidate per principianti ed esperti, la domenica l’officina è tua: messa a punto delle sospensioni, spurgo dei freni, tutte le domande che vuoi.\n\n## Da sapere\n\n- Bici da provare in tutte le taglie, e-MTB e mountain bike\n- Casco obbligatorio, caschi in prestito sul posto\n- Partecipazione gratuita, senza prenotazione\n\nNon riesci ad arrivare a Waldsassen? Molti [rivenditori](story:{dealersPath}) organizzano in estate i propri test day.' },
      },
      fr: {
        'asx-2026': { slug: 'hybride-asx-millesime-2026', title: 'Hybride ASX 2026 : plus joueur que jamais', teaser: 'Nouveau cadre, bases raccourcies et un moteur plus naturel : notre VTTAE de trail pour le millésime 2026.', text: 'L’Hybride ASX a toujours été notre vélo pour la sortie du soir qui finit par s’étirer. Pour 2026, nous l’avons entièrement revu sur les sentiers autour de Waldsassen.\n\n- Bases plus courtes pour enchaîner les épingles serrées\n- Suspension arrière avec plus de réserve à la réception des sauts\n- Réglage moteur plus doux au démarrage et plus endurant\n\nDisponible dès septembre chez votre [revendeur Ghost](story:{dealersPath}) – idéalement pour un essai dans la foulée.' },
        'trail-days': { slug: 'ghost-trail-days-waldsassen', title: 'Ghost Trail Days : un week-end à Waldsassen', teaser: 'Sorties guidées dans la forêt du Steinwald, atelier ouvert et vélos d’essai pour tous : venez voir où Ghost est né.', text: 'Une fois par an, nous ouvrons nos portes à Waldsassen. Le samedi, des sorties guidées partent pour débutants et confirmés ; le dimanche, l’atelier est à vous : réglage des suspensions, purge des freins, toutes vos questions.\n\n## Bon à savoir\n\n- Vélos d’essai dans toutes les tailles, VTTAE et VTT\n- Casque obligatoire, prêt de casques sur place\n- Participation gratuite, sans inscription\n\nWaldsassen, c’est trop loin ? De nombreux [revendeurs](story:{dealersPath}) organisent leurs propres journées d’essai cet été.' },
      },
      es: {
        'asx-2026': { slug: 'hybride-asx-2026', title: 'Hybride ASX 2026: más juguetona que nunca', teaser: 'Cuadro nuevo, vainas más cortas y un motor de respuesta más natural: nuestra e-MTB de trail para la temporada 2026.', text: 'La Hybride ASX siempre ha sido nuestra bici para la ruta de después del trabajo que acaba alargándose. Para 2026 la hemos vuelto a afinar en los senderos de Waldsassen.\n\n- Vainas más cortas para moverse mejor en las curvas cerradas\n- Suspensión trasera con más margen en los aterrizajes duros\n- Ajuste del motor más suave al arrancar y con empuje más sostenido\n\nEn tu [distribuidor Ghost](story:{dealersPath}) a partir de septiembre: mejor aún, pide ya una prueba.' },
        'trail-days': { slug: 'ghost-trail-days-waldsassen', title: 'Ghost Trail Days: un fin de semana en Waldsassen', teaser: 'Rutas guiadas por el bosque de Steinwald, taller abierto y bicis de prueba para todos: ven a conocer la casa de Ghost.', text: 'Una vez al año abrimos nuestras puertas en Waldsassen. El sábado salen rutas guiadas para principiantes y expertos; el domingo el taller es tuyo: ajuste de suspensiones, purgado de frenos y todas las preguntas que quieras.\n\n## Conviene saber\n\n- Bicis de prueba en todas las tallas, e-MTB y de montaña\n- Casco obligatorio; préstamo de cascos in situ\n- Participación gratuita y sin inscripción\n\n¿No puedes venir a Waldsassen? Muchos [distribuidores](story:{dealersPath}) organizan sus propias jornadas de prueba en verano.' },
      },
    },
  },
};
