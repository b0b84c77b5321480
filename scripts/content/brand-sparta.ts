import type { BrandProfile } from './brand-types.ts';

/** Sparta: Dutch everyday e-bikes from Apeldoorn (NL nl/en, DK da/en, BE nl/fr/en). */
export const sparta: BrandProfile = {
  id: 'sparta',
  name: 'Sparta',
  company: {
    legalName: 'Sparta B.V.', street: 'Fabrieksweg 1', city: '7300 AA Apeldoorn', country: 'Nederland / Netherlands', register: 'KvK 00000000', vat: 'NL000000000B01',
    directors: 'de directie van Sparta B.V.', phone: '+31 55 000 0000', email: 'klantenservice@sparta.nl', privacyEmail: 'privacy@sparta.nl', hours: 'ma–vr / Mon–Fri 8.30–17.00', origin: 'https://www.sparta.nl',
  },
  warrantyYears: 10,
  electric: true,
  models: 'c-Grid Energy, Pick-Up Classic',
  tops: ['ebikes', 'bikes'],
  subs: [{ kind: 'ecity', parent: 'ebikes' }, { kind: 'etrekking', parent: 'ebikes' }],
  art: {
    terrain: 'town',
    palettes: [
      { sky: ['#f7f5f0', '#f8d9a6'], hills: ['#8fb8a8', '#4f8a86', '#00505c'], sun: '#f39200', accent: '#00505c', road: '#ece8df' },
      { sky: ['#e3eef0', '#a9cfd4'], hills: ['#9fc4c0', '#4f8a86', '#163236'], sun: '#ffd08a', accent: '#f39200', road: '#d9d4c8' },
      { sky: ['#fdf3e3', '#f6c98a'], hills: ['#c7d7a5', '#7fa26a', '#00505c'], sun: '#fff1cc', accent: '#00505c', road: '#efe9dc' },
    ],
  },
  voices: {
    nl: {
      heroEyebrow: 'Sparta · Apeldoorn', heroTitle: 'Elke dag een beetje lichter.', heroText: 'Elektrische fietsen voor de boodschappen, het werk en het rondje langs de rivier. Comfortabel, stil en gebouwd voor het Nederlandse weer.', heroAlt: 'Twee fietsers langs grachtenpanden in de ochtendzon', heroCta: 'Bekijk stadsfietsen',
      seoTitle: 'Sparta | Elektrische fietsen voor elke dag', seoDescription: 'Sparta e-bikes uit Apeldoorn: de c-Grid Energy, de Pick-Up en meer. Tien jaar garantie op het frame en service bij een dealer bij jou in de buurt.',
      storyTitle: 'Hollands nuchter, slim uitgevoerd', storyText: 'Sinds 1917 bouwen we in Apeldoorn fietsen voor mensen die elke dag fietsen. Geen toeters en bellen, wel een motor die meedenkt en een accu die je nooit in de steek laat.\n\nElke Sparta wordt getest op klinkers, in de regen en met een volle boodschappentas – precies zoals je hem gaat gebruiken.',
      facts: [['1917', 'opgericht in Apeldoorn'], ['10 jaar', 'garantie op het frame'], ['130 km', 'bereik met 625 Wh'], ['700+', 'dealers in de Benelux en Denemarken']],
      aboutIntro: 'Sparta maakt elektrische fietsen voor het gewone, fijne leven van alledag.',
      about: '## Wie we zijn\n\nSparta is een Nederlands fietsmerk uit Apeldoorn. We ontwerpen elektrische en gewone fietsen voor woon-werkverkeer, boodschappen en ontspannen tochten – voor iedereen die fietst omdat het gewoon de beste manier is om ergens te komen.\n\n## Waar we voor staan\n\n- **Comfort:** rechtop zitten, lage instap, zachte ondersteuning\n- **Betrouwbaarheid:** naafversnellingen, gesloten kettingkasten, degelijke verlichting\n- **Service dichtbij:** een dealernetwerk dat je fiets kent en onderhoudt',
      historyHeadline: 'Van Apeldoorn de weg op',
      history: '- **1917** – In Apeldoorn begint de productie van Sparta-fietsen.\n- **1930** – Naast fietsen bouwt Sparta ook motorfietsen, tot ver in de jaren vijftig.\n- **2000** – Sparta behoort tot de eerste Nederlandse merken met elektrische fietsen.\n- **2015** – De e-bike wordt de best verkochte Sparta.\n- **Vandaag** – De c-Grid Energy en de Pick-Up rijden van Amsterdam tot Aarhus.',
    },
    en: {
      heroEyebrow: 'Sparta · Apeldoorn', heroTitle: 'Every day a little lighter.', heroText: 'E-bikes for the shopping, the commute and the loop along the river. Comfortable, quiet and built for Dutch weather.', heroAlt: 'Two riders passing canal houses in the morning sun', heroCta: 'See city e-bikes',
      seoTitle: 'Sparta | Dutch e-bikes for every day', seoDescription: 'Sparta e-bikes from Apeldoorn: the c-Grid Energy, the Pick-Up and more. Ten-year frame warranty and service at a dealer near you.',
      storyTitle: 'Down-to-earth Dutch, cleverly made', storyText: 'Since 1917 we have built bicycles in Apeldoorn for people who ride every day. No bells and whistles – just a motor that thinks ahead and a battery that never lets you down.\n\nEvery Sparta is tested on cobbles, in the rain and with a full shopping bag – exactly the way you will use it.',
      facts: [['1917', 'founded in Apeldoorn'], ['10 years', 'frame warranty'], ['130 km', 'range with 625 Wh'], ['700+', 'dealers in Benelux and Denmark']],
      aboutIntro: 'Sparta makes e-bikes for the ordinary, pleasant business of everyday life.',
      about: '## Who we are\n\nSparta is a Dutch bicycle brand from Apeldoorn. We design e-bikes and bikes for commuting, shopping and relaxed rides – for everyone who cycles because it is simply the best way to get somewhere.\n\n## What we stand for\n\n- **Comfort:** upright position, low step-through, smooth assistance\n- **Reliability:** hub gears, enclosed chain cases, proper lights\n- **Service nearby:** a dealer network that knows and maintains your bike',
      historyHeadline: 'From Apeldoorn onto the road',
      history: '- **1917** – Production of Sparta bicycles begins in Apeldoorn.\n- **1930** – Alongside bicycles, Sparta builds motorcycles well into the 1950s.\n- **2000** – Sparta is among the first Dutch brands with electric bicycles.\n- **2015** – The e-bike becomes Sparta’s best-selling bicycle.\n- **Today** – The c-Grid Energy and the Pick-Up ride from Amsterdam to Aarhus.',
    },
    da: {
      heroEyebrow: 'Sparta · Apeldoorn', heroTitle: 'Hver dag lidt lettere.', heroText: 'Elcykler til indkøb, arbejde og turen langs havnen. Komfortable, stille og bygget til nordeuropæisk vejr.', heroAlt: 'To cyklister forbi gamle byhuse i morgensolen', heroCta: 'Se by-elcykler',
      seoTitle: 'Sparta | Hollandske elcykler til hverdagen', seoDescription: 'Sparta-elcykler fra Apeldoorn: c-Grid Energy, Pick-Up og flere. Ti års garanti på stellet og service hos en forhandler nær dig.',
      storyTitle: 'Hollandsk jordbundet, klogt udført', storyText: 'Siden 1917 har vi bygget cykler i Apeldoorn til folk, der cykler hver dag. Ingen dikkedarer – bare en motor, der tænker med, og et batteri, der aldrig svigter.\n\nHver Sparta testes på brosten, i regnvejr og med en fuld indkøbspose – præcis som du kommer til at bruge den.',
      facts: [['1917', 'grundlagt i Apeldoorn'], ['10 år', 'garanti på stellet'], ['130 km', 'rækkevidde med 625 Wh'], ['700+', 'forhandlere i Benelux og Danmark']],
      aboutIntro: 'Sparta laver elcykler til hverdagens almindelige, gode liv.',
      about: '## Hvem vi er\n\nSparta er et hollandsk cykelmærke fra Apeldoorn. Vi designer elcykler og cykler til pendling, indkøb og rolige ture – til alle, der cykler, fordi det ganske enkelt er den bedste måde at komme frem på.\n\n## Det står vi for\n\n- **Komfort:** oprejst siddestilling, lavt indstig, blød støtte\n- **Pålidelighed:** navgear, lukkede kædeskjolde og ordentligt lys\n- **Service tæt på:** forhandlere, der kender og passer din cykel',
      historyHeadline: 'Fra Apeldoorn ud på vejen',
      history: '- **1917** – Produktionen af Sparta-cykler begynder i Apeldoorn.\n- **1930** – Ved siden af cykler bygger Sparta også motorcykler langt ind i 1950’erne.\n- **2000** – Sparta er blandt de første hollandske mærker med elcykler.\n- **2015** – Elcyklen bliver Spartas mest solgte cykel.\n- **I dag** – c-Grid Energy og Pick-Up kører fra Amsterdam til Aarhus.',
    },
    fr: {
      heroEyebrow: 'Sparta · Apeldoorn', heroTitle: 'Chaque jour un peu plus léger.', heroText: 'Des vélos électriques pour les courses, le travail et la balade au bord de l’eau. Confortables, silencieux et faits pour la météo du Nord.', heroAlt: 'Deux cyclistes devant des maisons de ville au soleil du matin', heroCta: 'Voir les vélos de ville',
      seoTitle: 'Sparta | Vélos électriques néerlandais pour tous les jours', seoDescription: 'Les vélos électriques Sparta d’Apeldoorn : c-Grid Energy, Pick-Up et plus encore. Cadre garanti dix ans et service chez un revendeur près de chez vous.',
      storyTitle: 'Le bon sens néerlandais, en plus malin', storyText: 'Depuis 1917, nous construisons à Apeldoorn des vélos pour celles et ceux qui roulent tous les jours. Pas de gadgets : un moteur qui anticipe et une batterie qui ne vous lâche jamais.\n\nChaque Sparta est testé sur les pavés, sous la pluie et avec un sac de courses bien rempli – exactement comme vous l’utiliserez.',
      facts: [['1917', 'fondé à Apeldoorn'], ['10 ans', 'de garantie sur le cadre'], ['130 km', 'd’autonomie avec 625 Wh'], ['700+', 'revendeurs au Benelux et au Danemark']],
      aboutIntro: 'Sparta fabrique des vélos électriques pour la vie de tous les jours, tout simplement.',
      about: '## Qui nous sommes\n\nSparta est une marque de vélos néerlandaise installée à Apeldoorn. Nous concevons des vélos électriques et classiques pour les trajets quotidiens, les courses et les balades tranquilles – pour tous ceux qui roulent parce que c’est simplement la meilleure façon d’aller quelque part.\n\n## Nos valeurs\n\n- **Confort :** position droite, cadre bas, assistance douce\n- **Fiabilité :** moyeux à vitesses intégrées, carters de chaîne, vrai éclairage\n- **Service de proximité :** des revendeurs qui connaissent et entretiennent votre vélo',
      historyHeadline: 'D’Apeldoorn à la route',
      history: '- **1917** – La production des vélos Sparta commence à Apeldoorn.\n- **1930** – En plus des vélos, Sparta construit des motos jusque dans les années 1950.\n- **2000** – Sparta est parmi les premières marques néerlandaises de vélos électriques.\n- **2015** – Le vélo électrique devient le Sparta le plus vendu.\n- **Aujourd’hui** – Le c-Grid Energy et le Pick-Up roulent d’Amsterdam à Aarhus.',
    },
  },
};
