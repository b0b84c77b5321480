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
  news: {
    stories: [
      { key: 'c-grid-2026', date: '2025-08-26 09:00', palette: 0, terrain: 'town' },
      { key: 'winter-battery', date: '2025-11-04 09:00', palette: 2, terrain: 'workshop' },
    ],
    copy: {
      nl: {
        'c-grid-2026': { slug: 'c-grid-energy-2026', title: 'De nieuwe c-Grid Energy: modeljaar 2026', teaser: 'Stiller, verder en nog makkelijker op en af: onze populairste e-bike krijgt een grondige update.', text: 'De c-Grid Energy is de fiets waarmee duizenden mensen elke dag naar hun werk, de markt of de kleinkinderen rijden. Voor 2026 hebben we hem op de punten verbeterd waar jullie om vroegen.\n\n- Een stillere middenmotor die soepel optrekt bij het stoplicht\n- Een accu die tot 20 procent verder komt op één lading\n- Een nog lagere instap en een standaard die je met één voet inklapt\n\nVanaf september staat hij klaar voor een proefrit bij je [Sparta-dealer](story:{dealersPath}).' },
        'winter-battery': { slug: 'accu-de-winter-door', title: 'Zo komt je accu de winter goed door', teaser: 'Kou kost bereik, maar met een paar gewoontes rijd je ook in januari zonder zorgen.', text: 'Een lithiumaccu houdt niet van vorst. Het bereik daalt als het koud is, en op de lange duur ook de capaciteit. Met deze tips haal je er meer uit:\n\n- **Laad binnen:** laad de accu op kamertemperatuur en zet hem pas vlak voor vertrek terug.\n- **Niet vol en niet leeg opslaan:** rijd je een tijd niet, bewaar hem dan tussen 30 en 60 procent.\n- **Lagere stand:** in de winter levert een lagere ondersteuningsstand merkbaar meer kilometers op.\n- **Droog houden:** veeg natte contactpunten af voordat je de accu plaatst.\n\nTwijfel je over je accu? Je [Sparta-dealer](story:{dealersPath}) leest hem gratis voor je uit.' },
      },
      en: {
        'c-grid-2026': { slug: 'c-grid-energy-2026', title: 'The new c-Grid Energy: model year 2026', teaser: 'Quieter, further and even easier to get on and off: our most popular e-bike gets a thorough update.', text: 'The c-Grid Energy is the bike thousands of people ride every day to work, to the market or to see the grandchildren. For 2026 we improved it exactly where you asked us to.\n\n- A quieter mid-motor that pulls away smoothly at the lights\n- A battery that goes up to 20 per cent further on one charge\n- An even lower step-through and a stand you fold away with one foot\n\nFrom September it is ready for a test ride at your [Sparta dealer](story:{dealersPath}).' },
        'winter-battery': { slug: 'battery-through-winter', title: 'How to get your battery through the winter', teaser: 'Cold costs range, but with a few habits you can ride worry-free in January too.', text: 'Lithium batteries do not like frost. Range drops in the cold and, over time, so does capacity. These tips help you get more out of yours:\n\n- **Charge indoors:** charge at room temperature and only put the battery back just before you set off.\n- **Store it half full:** if you are not riding for a while, keep it between 30 and 60 per cent.\n- **Lower assistance:** in winter a lower support level gives you noticeably more kilometres.\n- **Keep it dry:** wipe wet contacts before fitting the battery.\n\nWorried about your battery? Your [Sparta dealer](story:{dealersPath}) will run a free battery check.' },
      },
      da: {
        'c-grid-2026': { slug: 'c-grid-energy-2026', title: 'Den nye c-Grid Energy: årgang 2026', teaser: 'Mere stille, længere rækkevidde og endnu lettere at stige af og på: vores mest populære elcykel får en grundig opdatering.', text: 'c-Grid Energy er cyklen, som tusindvis af mennesker kører på hver dag – til arbejde, til torvet eller hen til børnebørnene. Til 2026 har vi forbedret den præcis dér, hvor I bad os om det.\n\n- En mere stille midtmotor, der trækker blødt fra i lyskrydset\n- Et batteri, der kører op til 20 procent længere på en opladning\n- En endnu lavere indstigning og et støtteben, du klapper op med én fod\n\nFra september står den klar til en prøvetur hos din [Sparta-forhandler](story:{dealersPath}).' },
        'winter-battery': { slug: 'batteriet-godt-gennem-vinteren', title: 'Sådan kommer dit batteri godt gennem vinteren', teaser: 'Kulde koster rækkevidde, men med et par gode vaner kan du også køre trygt i januar.', text: 'Et litiumbatteri bryder sig ikke om frost. Rækkevidden falder, når det er koldt, og på sigt også kapaciteten. Med disse råd får du mere ud af dit:\n\n- **Oplad indendørs:** oplad ved stuetemperatur, og sæt først batteriet i lige før du kører.\n- **Opbevar det halvt opladet:** kører du ikke i en periode, så hold det mellem 30 og 60 procent.\n- **Lavere niveau:** om vinteren giver et lavere støtteniveau mærkbart flere kilometer.\n- **Hold det tørt:** tør våde kontakter af, før du sætter batteriet i.\n\nEr du i tvivl om dit batteri? Din [Sparta-forhandler](story:{dealersPath}) tjekker det gratis for dig.' },
      },
      fr: {
        'c-grid-2026': { slug: 'c-grid-energy-2026', title: 'Le nouveau c-Grid Energy : millésime 2026', teaser: 'Plus silencieux, plus endurant et encore plus facile à enfourcher : notre vélo électrique le plus populaire se renouvelle.', text: 'Le c-Grid Energy, c’est le vélo que des milliers de personnes prennent chaque jour pour aller au travail, au marché ou chez les petits-enfants. Pour 2026, nous l’avons amélioré précisément là où vous nous l’aviez demandé.\n\n- Un moteur central plus discret, qui démarre en douceur au feu rouge\n- Une batterie qui va jusqu’à 20 % plus loin avec une seule charge\n- Un enjambement encore plus bas et une béquille qui se replie d’un pied\n\nDès septembre, il vous attend pour un essai chez votre [revendeur Sparta](story:{dealersPath}).' },
        'winter-battery': { slug: 'batterie-passer-l-hiver', title: 'Bien passer l’hiver avec sa batterie', teaser: 'Le froid réduit l’autonomie, mais quelques bons réflexes suffisent pour rouler sereinement même en janvier.', text: 'Une batterie lithium n’aime pas le gel. L’autonomie baisse quand il fait froid et, à la longue, la capacité aussi. Nos conseils pour en tirer le meilleur :\n\n- **Rechargez à l’intérieur :** à température ambiante, et remettez la batterie en place juste avant de partir.\n- **Stockez-la à mi-charge :** si vous ne roulez pas pendant un moment, gardez-la entre 30 et 60 %.\n- **Baissez l’assistance :** en hiver, un niveau plus bas offre nettement plus de kilomètres.\n- **Gardez-la au sec :** essuyez les contacts humides avant de la remettre.\n\nUn doute sur votre batterie ? Votre [revendeur Sparta](story:{dealersPath}) la contrôle gratuitement.' },
      },
    },
  },
};
