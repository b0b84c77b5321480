import type { BrandProfile } from './brand-types.ts';

/** The white-label variant: neutral tokens, neutral words (Cycle Co., DE de/en and INT en). */
export const whitelabel: BrandProfile = {
  id: 'whitelabel',
  name: 'Cycle Co.',
  company: {
    legalName: 'Cycle Co. GmbH', street: 'Musterstraße 12', city: '10115 Berlin', country: 'Deutschland / Germany', register: 'Amtsgericht Berlin-Charlottenburg, HRB 000000', vat: 'DE000000000',
    directors: 'Alex Beispiel, Sam Muster', phone: '+49 30 0000 000', email: 'service@example-cycles.com', privacyEmail: 'privacy@example-cycles.com', hours: 'Mo–Fr / Mon–Fri 9–17', origin: 'https://www.example-cycles.com',
  },
  warrantyYears: 5,
  electric: true,
  models: 'City One, Tour Two',
  tops: ['ebikes', 'bikes'],
  subs: [{ kind: 'ecity', parent: 'ebikes' }, { kind: 'touring', parent: 'bikes' }],
  art: {
    terrain: 'hills',
    palettes: [
      { sky: ['#eef2ff', '#c5d0fa'], hills: ['#b8c2d9', '#7d8bb0', '#3b4668'], sun: '#fff4c2', accent: '#3b5bdb', road: '#e1e4ea' },
      { sky: ['#f1f3f5', '#ced4da'], hills: ['#adb5bd', '#6c757d', '#343a40'], sun: '#ffe8a3', accent: '#3b5bdb', road: '#dee2e6' },
      { sky: ['#e7f5ff', '#a5d8ff'], hills: ['#a9c5dc', '#5c7c99', '#2b3d52'], sun: '#fff3bf', accent: '#495057', road: '#e9ecef' },
    ],
  },
  voices: {
    de: {
      heroEyebrow: 'Cycle Co.', heroTitle: 'Gute Räder. Ohne großes Tamtam.', heroText: 'E-Bikes und Fahrräder für den Alltag: solide ausgestattet, fair bepreist und bei Händlern in deiner Nähe gewartet.', heroAlt: 'Zwei Radfahrende auf einer Landstraße zwischen Hügeln', heroCta: 'City-E-Bikes ansehen',
      seoTitle: 'Cycle Co. | E-Bikes und Fahrräder für jeden Tag', seoDescription: 'E-Bikes und Fahrräder von Cycle Co.: City One und Tour Two, fünf Jahre Rahmengarantie, Service beim Händler in deiner Nähe.',
      storyTitle: 'Weniger Schnickschnack, mehr Fahren', storyText: 'Wir bauen Räder, die einfach funktionieren. Jedes Modell durchläuft Prüfstand und Straßentest, bevor es in Serie geht.\n\nDabei setzen wir auf Teile, die jeder Händler kennt und tauschen kann – damit dein Rad viele Jahre fährt.',
      facts: [['5 Jahre', 'Garantie auf Rahmen'], ['2', 'Modellfamilien'], ['100 km', 'Reichweite mit 500 Wh'], ['48 h', 'Antwortzeit im Service']],
      aboutIntro: 'Cycle Co. steht für ehrliche Räder zu fairen Preisen.',
      about: '## Wer wir sind\n\nCycle Co. ist ein kleines Team aus Entwicklern, Mechanikern und Vielfahrern in Berlin. Wir entwerfen E-Bikes und Fahrräder für Menschen, die ihr Rad jeden Tag nutzen und sich darauf verlassen wollen.\n\n## Wie wir arbeiten\n\n- Bewährte Komponenten statt Experimente\n- Ersatzteile, die jeder Händler bekommt\n- Klare Preise ohne versteckte Aufpreise',
      historyHeadline: 'Vom Hinterhof zur eigenen Marke',
      history: '- **2012** – Zwei Freunde reparieren Räder in einem Berliner Hinterhof.\n- **2016** – Das erste eigene Tourenrad geht in Kleinserie.\n- **2019** – Mit dem City One kommt das erste E-Bike.\n- **2023** – Cycle Co. ist bei über 200 Händlern erhältlich.\n- **Heute** – Zwei Modellfamilien, ein Versprechen: Räder, die einfach funktionieren.',
    },
    en: {
      heroEyebrow: 'Cycle Co.', heroTitle: 'Good bikes. No fuss.', heroText: 'E-bikes and bikes for everyday riding: well equipped, fairly priced and serviced by dealers near you.', heroAlt: 'Two riders on a country road between rolling hills', heroCta: 'See city e-bikes',
      seoTitle: 'Cycle Co. | E-bikes and bikes for every day', seoDescription: 'E-bikes and bikes from Cycle Co.: City One and Tour Two, a five-year frame warranty and service at a dealer near you.',
      storyTitle: 'Less fuss, more riding', storyText: 'We build bikes that simply work. Every model goes through the test rig and the road test before it goes into production.\n\nWe choose parts every dealer knows and can replace – so your bike keeps going for years.',
      facts: [['5 years', 'frame warranty'], ['2', 'model families'], ['100 km', 'range with 500 Wh'], ['48 h', 'service response time']],
      aboutIntro: 'Cycle Co. stands for honest bikes at fair prices.',
      about: '## Who we are\n\nCycle Co. is a small team of engineers, mechanics and everyday riders in Berlin. We design e-bikes and bikes for people who ride every day and want to rely on their bike.\n\n## How we work\n\n- Proven components instead of experiments\n- Spare parts every dealer can order\n- Clear prices without hidden extras',
      historyHeadline: 'From a backyard to a brand',
      history: '- **2012** – Two friends repair bikes in a Berlin backyard.\n- **2016** – Our first touring bike goes into a small series.\n- **2019** – The City One is our first e-bike.\n- **2023** – Cycle Co. is sold by more than 200 dealers.\n- **Today** – Two model families, one promise: bikes that simply work.',
    },
  },
  news: {
    stories: [
      { key: 'city-one-2026', date: '2025-09-01 09:00', palette: 0, terrain: 'town' },
      { key: 'spring-check', date: '2025-03-18 09:00', palette: 2, terrain: 'workshop' },
    ],
    copy: {
      de: {
        'city-one-2026': { slug: 'city-one-modelljahr-2026', title: 'City One 2026: leiser und mit mehr Reichweite', teaser: 'Unser City-E-Bike bekommt einen leiseren Motor, einen größeren Akku und einen Gepäckträger für 27 kg.', text: 'Das City One ist für die täglichen Wege gemacht: Arbeit, Einkauf, Kita. Für das Modelljahr 2026 haben wir es dort verbessert, wo es im Alltag zählt.\n\n- Leiserer Nabenmotor mit sanftem Anfahren\n- 545-Wh-Akku, abschließbar und herausnehmbar\n- Gepäckträger für bis zu 27 kg und Kindersitz-Aufnahme\n\nAb sofort im Onlineshop und bei unseren [Händlern](story:{dealersPath}) zur Probefahrt.' },
        'spring-check': { slug: 'fruehjahrscheck', title: 'Frühjahrscheck: in zehn Minuten startklar', teaser: 'Luft, Bremsen, Kette, Licht: was du nach dem Winter selbst prüfen kannst – und wann die Werkstatt ran sollte.', text: 'Nach ein paar Monaten Pause lohnt sich ein kurzer Blick, bevor es wieder losgeht:\n\n1. **Reifen:** auf den Druck aufpumpen, der auf der Reifenflanke steht.\n2. **Bremsen:** Hebel ziehen – sie sollten früh und fest greifen.\n3. **Kette:** mit einem Lappen reinigen und dünn ölen.\n4. **Licht:** vorn und hinten einschalten, Akku-Leuchten laden.\n\nQuietscht, klappert oder schleift etwas, hilft dir ein [Händler in deiner Nähe](story:{dealersPath}) weiter.' },
      },
      en: {
        'city-one-2026': { slug: 'city-one-model-year-2026', title: 'City One 2026: quieter, with more range', teaser: 'Our city e-bike gets a quieter motor, a bigger battery and a rack rated for 27 kg.', text: 'The City One is made for everyday journeys: work, shopping, the school run. For model year 2026 we improved it where it counts day to day.\n\n- A quieter hub motor with a gentle start\n- A 545 Wh battery that locks and comes out for charging\n- A rack for up to 27 kg with a child-seat mount\n\nAvailable now in our online shop and for test rides at our [dealers](story:{dealersPath}).' },
        'spring-check': { slug: 'spring-check', title: 'Spring check: ready to ride in ten minutes', teaser: 'Tyres, brakes, chain, lights: what you can check yourself after winter – and when to call in the workshop.', text: 'After a few months off, a quick look before you set off again is worth it:\n\n1. **Tyres:** pump them to the pressure printed on the sidewall.\n2. **Brakes:** pull the levers – they should bite early and firmly.\n3. **Chain:** wipe it clean with a rag and oil it lightly.\n4. **Lights:** switch them on front and rear, charge battery lights.\n\nIf anything squeaks, rattles or rubs, a [dealer near you](story:{dealersPath}) can help.' },
      },
    },
  },
};
