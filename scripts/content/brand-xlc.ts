import type { BrandProfile } from './brand-types.ts';

/** XLC: components and accessories for every bike (GB, NL, DE, ES, FR, INT). */
export const xlc: BrandProfile = {
  id: 'xlc',
  name: 'XLC',
  company: {
    legalName: 'XLC Components GmbH', street: 'Industriestraße 1', city: '97526 Sennfeld', country: 'Deutschland / Germany', register: 'Amtsgericht Schweinfurt, HRB 0000', vat: 'DE000000000',
    directors: 'die Geschäftsführung der XLC Components GmbH', phone: '+49 9721 000 000', email: 'service@xlc-parts.com', privacyEmail: 'privacy@xlc-parts.com', hours: 'Mo–Fr / Mon–Fri 8–16', origin: 'https://www.xlc-parts.com',
  },
  warrantyYears: 2,
  electric: false,
  models: 'from the PD-C20 city pedal to the BH-C30 urban helmet',
  tops: ['parts'],
  subs: [{ kind: 'components', parent: 'parts' }, { kind: 'accessories', parent: 'parts' }],
  art: {
    terrain: 'workshop',
    palettes: [
      { sky: ['#fff8cc', '#ffd100'], hills: ['#5e5e5e', '#333333', '#111111'], sun: '#ffffff', accent: '#111111', road: '#dcdcdc' },
      { sky: ['#f3f3f3', '#dcdcdc'], hills: ['#b0b0b0', '#5e5e5e', '#111111'], sun: '#ffd100', accent: '#ffd100', road: '#ffffff' },
      { sky: ['#1b1b1b', '#333333'], hills: ['#5e5e5e', '#252525', '#111111'], sun: '#ffd100', accent: '#ffd100', road: '#5e5e5e' },
    ],
  },
  voices: {
    en: {
      heroEyebrow: 'XLC Components', heroTitle: 'Parts that just work.', heroText: 'Pedals, saddles, helmets, lights, locks and tools – everything your bike needs between the frame and the road, tested in our workshop and stocked by your dealer.', heroAlt: 'Bike workshop wall with tools and a large yellow chainring', heroCta: 'Browse components',
      seoTitle: 'XLC | Bike components and accessories', seoDescription: 'XLC components and accessories: pedals, saddles, seatposts, helmets, lights, locks and tools for every bike. Available from bike dealers across Europe.',
      storyTitle: 'Tested on the bench, proven on the road', storyText: 'Every XLC part goes through our test lab before it reaches a dealer: fatigue tests for pedals and seatposts, impact tests for helmets, rain and vibration for lights.\n\nWe publish torque values and fitting notes for everything, so any workshop can fit our parts correctly the first time.',
      facts: [['2,500+', 'parts and accessories'], ['48 h', 'delivery to dealers'], ['EN / ISO', 'tested to standard'], ['5,000+', 'dealers in Europe']],
      aboutIntro: 'XLC is the parts and accessories brand for everyday riders and workshops.',
      about: '## Who we are\n\nXLC develops components and accessories for bikes and e-bikes from Sennfeld in Franconia. Our range covers wear parts, contact points and everything that makes riding safer and more practical.\n\n## How we work\n\n- **Fit first:** clear compatibility and torque values for every part\n- **Tested to standard:** helmets to EN 1078, lights to road regulations, pedals to ISO 4210\n- **Always in stock:** dealers across Europe reorder within 48 hours',
      historyHeadline: 'From a parts catalogue to a brand',
      history: '- **1990s** – XLC starts as the parts and accessories range of a Franconian bicycle group.\n- **2005** – Our own test lab opens in Sennfeld.\n- **2012** – XLC helmets and lights join the range.\n- **2018** – E-bike specific components: stronger pedals, seatposts and racks.\n- **Today** – More than 2,500 parts, stocked by dealers across Europe.',
    },
    de: {
      heroEyebrow: 'XLC Components', heroTitle: 'Teile, die einfach funktionieren.', heroText: 'Pedale, Sättel, Helme, Licht, Schlösser und Werkzeug – alles, was dein Rad zwischen Rahmen und Straße braucht, geprüft in unserer Werkstatt und vorrätig bei deinem Händler.', heroAlt: 'Werkstattwand mit Werkzeug und einem großen gelben Kettenblatt', heroCta: 'Komponenten ansehen',
      seoTitle: 'XLC | Fahrradkomponenten und Zubehör', seoDescription: 'XLC Komponenten und Zubehör: Pedale, Sättel, Sattelstützen, Helme, Licht, Schlösser und Werkzeug für jedes Rad. Erhältlich bei Fahrradhändlern in ganz Europa.',
      storyTitle: 'Auf dem Prüfstand getestet, auf der Straße bewährt', storyText: 'Jedes XLC-Teil durchläuft unser Prüflabor, bevor es zum Händler geht: Dauertests für Pedale und Sattelstützen, Aufpralltests für Helme, Regen und Vibration für Leuchten.\n\nFür alles veröffentlichen wir Anzugsmomente und Montagehinweise – damit jede Werkstatt unsere Teile gleich beim ersten Mal richtig montiert.',
      facts: [['2.500+', 'Teile und Zubehör'], ['48 h', 'Lieferung an Händler'], ['EN / ISO', 'nach Norm geprüft'], ['5.000+', 'Händler in Europa']],
      aboutIntro: 'XLC ist die Teile- und Zubehörmarke für Alltagsfahrer und Werkstätten.',
      about: '## Wer wir sind\n\nXLC entwickelt in Sennfeld in Franken Komponenten und Zubehör für Fahrräder und E-Bikes. Unser Sortiment reicht von Verschleißteilen über Kontaktpunkte bis zu allem, was das Fahren sicherer und praktischer macht.\n\n## Wie wir arbeiten\n\n- **Passform zuerst:** klare Kompatibilität und Anzugsmomente für jedes Teil\n- **Nach Norm geprüft:** Helme nach EN 1078, Licht nach StVZO, Pedale nach ISO 4210\n- **Immer lieferbar:** Händler in ganz Europa bestellen innerhalb von 48 Stunden nach',
      historyHeadline: 'Vom Teilekatalog zur Marke',
      history: '- **1990er** – XLC beginnt als Teile- und Zubehörprogramm einer fränkischen Fahrradgruppe.\n- **2005** – Unser eigenes Prüflabor in Sennfeld öffnet.\n- **2012** – Helme und Leuchten von XLC kommen ins Sortiment.\n- **2018** – E-Bike-spezifische Komponenten: stärkere Pedale, Sattelstützen und Gepäckträger.\n- **Heute** – Mehr als 2.500 Teile, vorrätig bei Händlern in ganz Europa.',
    },
    nl: {
      heroEyebrow: 'XLC Components', heroTitle: 'Onderdelen die gewoon werken.', heroText: 'Pedalen, zadels, helmen, verlichting, sloten en gereedschap – alles wat je fiets nodig heeft tussen frame en weg, getest in onze werkplaats en op voorraad bij je dealer.', heroAlt: 'Werkplaatswand met gereedschap en een groot geel kettingblad', heroCta: 'Bekijk componenten',
      seoTitle: 'XLC | Fietsonderdelen en accessoires', seoDescription: 'XLC componenten en accessoires: pedalen, zadels, zadelpennen, helmen, verlichting, sloten en gereedschap voor elke fiets. Verkrijgbaar bij fietsdealers in heel Europa.',
      storyTitle: 'Getest op de testbank, bewezen op de weg', storyText: 'Elk XLC-onderdeel gaat door ons testlab voordat het bij een dealer ligt: duurtests voor pedalen en zadelpennen, valtests voor helmen, regen en trillingen voor lampen.\n\nVoor alles publiceren we aanhaalmomenten en montagetips, zodat elke werkplaats onze onderdelen in één keer goed monteert.',
      facts: [['2.500+', 'onderdelen en accessoires'], ['48 uur', 'levering aan dealers'], ['EN / ISO', 'volgens norm getest'], ['5.000+', 'dealers in Europa']],
      aboutIntro: 'XLC is het merk voor onderdelen en accessoires voor dagelijkse fietsers en werkplaatsen.',
      about: '## Wie we zijn\n\nXLC ontwikkelt vanuit Sennfeld in Franken componenten en accessoires voor fietsen en e-bikes. Ons assortiment loopt van slijtdelen en contactpunten tot alles wat fietsen veiliger en praktischer maakt.\n\n## Hoe we werken\n\n- **Pasvorm eerst:** duidelijke compatibiliteit en aanhaalmomenten voor elk onderdeel\n- **Volgens norm getest:** helmen volgens EN 1078, pedalen volgens ISO 4210\n- **Altijd leverbaar:** dealers in heel Europa bestellen binnen 48 uur bij',
      historyHeadline: 'Van onderdelencatalogus tot merk',
      history: '- **Jaren 90** – XLC begint als onderdelen- en accessoireprogramma van een Frankische fietsgroep.\n- **2005** – Ons eigen testlab in Sennfeld gaat open.\n- **2012** – Helmen en verlichting van XLC komen in het assortiment.\n- **2018** – Componenten speciaal voor e-bikes: sterkere pedalen, zadelpennen en dragers.\n- **Vandaag** – Meer dan 2.500 onderdelen, op voorraad bij dealers in heel Europa.',
    },
    es: {
      heroEyebrow: 'XLC Components', heroTitle: 'Piezas que simplemente funcionan.', heroText: 'Pedales, sillines, cascos, luces, candados y herramientas: todo lo que tu bici necesita entre el cuadro y la carretera, probado en nuestro taller y disponible en tu distribuidor.', heroAlt: 'Pared de taller con herramientas y un gran plato amarillo', heroCta: 'Ver componentes',
      seoTitle: 'XLC | Componentes y accesorios para bicicleta', seoDescription: 'Componentes y accesorios XLC: pedales, sillines, tijas, cascos, luces, candados y herramientas para cualquier bici. En distribuidores de toda Europa.',
      storyTitle: 'Probadas en el banco, demostradas en la carretera', storyText: 'Cada pieza XLC pasa por nuestro laboratorio antes de llegar a una tienda: ensayos de fatiga para pedales y tijas, de impacto para cascos, lluvia y vibración para las luces.\n\nPublicamos pares de apriete e instrucciones de montaje de todo, para que cualquier taller monte nuestras piezas bien a la primera.',
      facts: [['2.500+', 'piezas y accesorios'], ['48 h', 'entrega a distribuidores'], ['EN / ISO', 'ensayado según norma'], ['5.000+', 'distribuidores en Europa']],
      aboutIntro: 'XLC es la marca de piezas y accesorios para ciclistas de diario y talleres.',
      about: '## Quiénes somos\n\nXLC desarrolla en Sennfeld (Franconia) componentes y accesorios para bicicletas y e-bikes. Nuestra gama va de las piezas de desgaste y los puntos de contacto a todo lo que hace la bici más segura y práctica.\n\n## Cómo trabajamos\n\n- **Primero, que encaje:** compatibilidad y pares de apriete claros para cada pieza\n- **Ensayado según norma:** cascos según EN 1078, pedales según ISO 4210\n- **Siempre disponible:** los distribuidores de toda Europa reponen en 48 horas',
      historyHeadline: 'De un catálogo de piezas a una marca',
      history: '- **Años 90** – XLC nace como gama de piezas y accesorios de un grupo ciclista de Franconia.\n- **2005** – Abre nuestro propio laboratorio de ensayos en Sennfeld.\n- **2012** – Llegan los cascos y las luces XLC.\n- **2018** – Componentes específicos para e-bike: pedales, tijas y portaequipajes más resistentes.\n- **Hoy** – Más de 2.500 piezas, disponibles en distribuidores de toda Europa.',
    },
    fr: {
      heroEyebrow: 'XLC Components', heroTitle: 'Des pièces qui fonctionnent, tout simplement.', heroText: 'Pédales, selles, casques, éclairages, antivols et outils : tout ce dont votre vélo a besoin entre le cadre et la route, testé dans notre atelier et disponible chez votre revendeur.', heroAlt: 'Mur d’atelier avec outils et grand plateau jaune', heroCta: 'Voir les composants',
      seoTitle: 'XLC | Composants et accessoires vélo', seoDescription: 'Composants et accessoires XLC : pédales, selles, tiges de selle, casques, éclairages, antivols et outils pour tous les vélos. Chez les revendeurs de toute l’Europe.',
      storyTitle: 'Testées au banc, éprouvées sur la route', storyText: 'Chaque pièce XLC passe par notre laboratoire avant d’arriver chez un revendeur : essais de fatigue pour pédales et tiges de selle, tests de choc pour les casques, pluie et vibrations pour les éclairages.\n\nNous publions couples de serrage et notices de montage pour tout, afin que chaque atelier monte nos pièces correctement du premier coup.',
      facts: [['2 500+', 'pièces et accessoires'], ['48 h', 'livraison aux revendeurs'], ['EN / ISO', 'testé selon les normes'], ['5 000+', 'revendeurs en Europe']],
      aboutIntro: 'XLC est la marque de pièces et d’accessoires des cyclistes du quotidien et des ateliers.',
      about: '## Qui nous sommes\n\nXLC conçoit à Sennfeld, en Franconie, des composants et accessoires pour vélos et vélos électriques. Notre gamme couvre les pièces d’usure, les points de contact et tout ce qui rend le vélo plus sûr et plus pratique.\n\n## Notre méthode\n\n- **La compatibilité d’abord :** couples de serrage et compatibilités clairs pour chaque pièce\n- **Testé selon les normes :** casques EN 1078, pédales ISO 4210\n- **Toujours disponible :** les revendeurs de toute l’Europe sont réapprovisionnés en 48 heures',
      historyHeadline: 'D’un catalogue de pièces à une marque',
      history: '- **Années 1990** – XLC naît comme gamme de pièces et d’accessoires d’un groupe de cycles franconien.\n- **2005** – Ouverture de notre propre laboratoire d’essais à Sennfeld.\n- **2012** – Les casques et éclairages XLC rejoignent la gamme.\n- **2018** – Des composants spécifiques au VAE : pédales, tiges de selle et porte-bagages renforcés.\n- **Aujourd’hui** – Plus de 2 500 pièces, disponibles chez les revendeurs de toute l’Europe.',
    },
  },
  news: {
    stories: [
      { key: 'urban-helmets', date: '2025-08-25 09:00', palette: 0, terrain: 'town' },
      { key: 'torque-tip', date: '2025-03-20 09:00', palette: 1, terrain: 'workshop' },
    ],
    copy: {
      en: {
        'urban-helmets': { slug: 'new-urban-helmets-2026', title: 'New for 2026: the BH-C30 urban helmet in six colours', teaser: 'More ventilation, an integrated rear light and a magnetic buckle you can close with gloves on.', text: 'The BH-C30 is the helmet we reach for on the way to work. For the new season we reworked it from the inside out.\n\n- Eight vents with a removable winter liner\n- A USB-C rear light built into the dial adjuster\n- A magnetic buckle that closes one-handed, even with gloves\n- Certified to EN 1078, in six colours and three sizes\n\nIn the online shop now, and at [XLC dealers](story:{dealersPath}) from September.' },
        'torque-tip': { slug: 'why-torque-matters', title: 'Tighten it right: why torque matters', teaser: 'Too loose rattles, too tight cracks – how to fit stems, seatposts and pedals with the right torque.', text: 'Most of the parts we see come back damaged were not faulty: they were overtightened. Carbon and aluminium both need the right clamping force.\n\n## Three rules from our workshop\n\n1. **Read the part:** the maximum torque is printed or engraved on every XLC component.\n2. **Use a torque wrench:** a 2–15 Nm wrench covers almost every bolt on a bike.\n3. **Grease or paste:** grease on threads, carbon assembly paste on carbon clamps.\n\nAll torque values are in our [manuals](story:{manualsPath}); your [dealer](story:{dealersPath}) fits parts for you if you prefer.' },
      },
      de: {
        'urban-helmets': { slug: 'neue-urban-helme-2026', title: 'Neu für 2026: Der Urban-Helm BH-C30 in sechs Farben', teaser: 'Mehr Belüftung, ein integriertes Rücklicht und ein Magnetverschluss, der sich auch mit Handschuhen schließen lässt.', text: 'Der BH-C30 ist der Helm, zu dem wir morgens auf dem Weg zur Arbeit greifen. Für die neue Saison haben wir ihn von innen nach außen überarbeitet.\n\n- Acht Belüftungsöffnungen und ein herausnehmbares Winterpolster\n- Ein Rücklicht mit USB-C-Ladung im Drehverschluss\n- Ein Magnetverschluss, der sich einhändig schließen lässt – auch mit Handschuhen\n- Zertifiziert nach EN 1078, in sechs Farben und drei Größen\n\nAb sofort im Onlineshop, ab September bei den [XLC-Händlern](story:{dealersPath}).' },
        'torque-tip': { slug: 'drehmoment-richtig-anziehen', title: 'Richtig angezogen: warum das Drehmoment zählt', teaser: 'Zu locker klappert, zu fest reißt – so montierst du Vorbau, Sattelstütze und Pedale mit dem richtigen Drehmoment.', text: 'Die meisten Teile, die beschädigt zu uns zurückkommen, waren nicht defekt, sondern zu fest angezogen. Carbon wie Aluminium brauchen die richtige Klemmkraft.\n\n## Drei Regeln aus unserer Werkstatt\n\n1. **Aufs Teil schauen:** Das maximale Drehmoment steht auf jedem XLC-Bauteil.\n2. **Drehmomentschlüssel nutzen:** Ein Schlüssel für 2–15 Nm deckt fast jede Schraube am Rad ab.\n3. **Fett oder Paste:** Fett aufs Gewinde, Montagepaste auf Carbonklemmungen.\n\nAlle Werte findest du in unseren [Anleitungen](story:{manualsPath}); auf Wunsch montiert dein [Händler](story:{dealersPath}) die Teile für dich.' },
      },
      nl: {
        'urban-helmets': { slug: 'nieuwe-urban-helmen-2026', title: 'Nieuw voor 2026: de BH-C30 urban helm in zes kleuren', teaser: 'Meer ventilatie, een ingebouwd achterlicht en een magneetsluiting die ook met handschoenen dicht gaat.', text: 'De BH-C30 is de helm die we zelf pakken op weg naar het werk. Voor het nieuwe seizoen hebben we hem van binnen naar buiten vernieuwd.\n\n- Acht ventilatieopeningen en een uitneembare wintervoering\n- Een achterlicht met USB-C-lader in het verstelwieltje\n- Een magneetsluiting die met één hand sluit, ook met handschoenen aan\n- Gecertificeerd volgens EN 1078, in zes kleuren en drie maten\n\nNu in de webshop, vanaf september bij [XLC-dealers](story:{dealersPath}).' },
        'torque-tip': { slug: 'waarom-aanhaalmoment-telt', title: 'Goed vastgezet: waarom het aanhaalmoment telt', teaser: 'Te los rammelt, te vast scheurt – zo monteer je stuurpen, zadelpen en pedalen met het juiste aanhaalmoment.', text: 'De meeste onderdelen die beschadigd bij ons terugkomen, waren niet defect maar te vast aangedraaid. Zowel carbon als aluminium vraagt om de juiste klemkracht.\n\n## Drie regels uit onze werkplaats\n\n1. **Kijk op het onderdeel:** het maximale aanhaalmoment staat op elk XLC-onderdeel.\n2. **Gebruik een momentsleutel:** een sleutel van 2–15 Nm dekt bijna elke bout op een fiets.\n3. **Vet of pasta:** vet op schroefdraad, montagepasta op carbon klemmingen.\n\nAlle waarden staan in onze [handleidingen](story:{manualsPath}); je [dealer](story:{dealersPath}) monteert de onderdelen desgewenst voor je.' },
      },
      es: {
        'urban-helmets': { slug: 'nuevos-cascos-urbanos-2026', title: 'Novedad 2026: el casco urbano BH-C30 en seis colores', teaser: 'Más ventilación, luz trasera integrada y un cierre magnético que se abrocha incluso con guantes.', text: 'El BH-C30 es el casco que cogemos cada mañana para ir al trabajo. Para la nueva temporada lo hemos rediseñado por dentro y por fuera.\n\n- Ocho entradas de aire y un acolchado de invierno extraíble\n- Luz trasera con carga USB-C integrada en la rueda de ajuste\n- Cierre magnético que se abrocha con una mano, incluso con guantes\n- Homologado según EN 1078, en seis colores y tres tallas\n\nYa en la tienda online y, desde septiembre, en los [distribuidores XLC](story:{dealersPath}).' },
        'torque-tip': { slug: 'par-de-apriete', title: 'Bien apretado: por qué importa el par de apriete', teaser: 'Flojo, hace ruido; demasiado fuerte, se rompe. Así se montan potencia, tija y pedales con el par correcto.', text: 'La mayoría de las piezas que nos llegan dañadas no eran defectuosas: estaban apretadas en exceso. Tanto el carbono como el aluminio necesitan la fuerza de apriete adecuada.\n\n## Tres reglas de nuestro taller\n\n1. **Mira la pieza:** el par máximo viene impreso o grabado en cada componente XLC.\n2. **Usa una llave dinamométrica:** una de 2–15 Nm sirve para casi todos los tornillos de una bici.\n3. **Grasa o pasta:** grasa en las roscas, pasta de montaje en las abrazaderas de carbono.\n\nTodos los valores están en nuestros [manuales](story:{manualsPath}); si lo prefieres, tu [distribuidor](story:{dealersPath}) te monta las piezas.' },
      },
      fr: {
        'urban-helmets': { slug: 'nouveaux-casques-urbains-2026', title: 'Nouveau pour 2026 : le casque urbain BH-C30 en six coloris', teaser: 'Plus de ventilation, un feu arrière intégré et une boucle magnétique qui se ferme même avec des gants.', text: 'Le BH-C30, c’est le casque que nous prenons chaque matin pour aller au travail. Pour la nouvelle saison, nous l’avons revu de fond en comble.\n\n- Huit aérations et une doublure hiver amovible\n- Un feu arrière rechargeable en USB-C intégré à la molette de réglage\n- Une boucle magnétique qui se ferme d’une main, même avec des gants\n- Certifié EN 1078, en six coloris et trois tailles\n\nDéjà sur la boutique en ligne, et dès septembre chez les [revendeurs XLC](story:{dealersPath}).' },
        'torque-tip': { slug: 'couple-de-serrage', title: 'Bien serré : pourquoi le couple de serrage compte', teaser: 'Trop lâche, ça claque ; trop serré, ça casse. Comment monter potence, tige de selle et pédales au bon couple.', text: 'La plupart des pièces qui nous reviennent abîmées n’étaient pas défectueuses : elles avaient été trop serrées. Carbone comme aluminium demandent la bonne force de serrage.\n\n## Trois règles de notre atelier\n\n1. **Lisez la pièce :** le couple maximal est imprimé ou gravé sur chaque composant XLC.\n2. **Prenez une clé dynamométrique :** une clé de 2 à 15 Nm couvre presque toutes les vis d’un vélo.\n3. **Graisse ou pâte :** de la graisse sur les filetages, de la pâte de montage sur les serrages carbone.\n\nTous les couples figurent dans nos [notices](story:{manualsPath}) ; votre [revendeur](story:{dealersPath}) peut aussi monter les pièces pour vous.' },
      },
    },
  },
};
