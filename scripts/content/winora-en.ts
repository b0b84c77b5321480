import type { WinoraCopy } from './winora-de.ts';

/** winora's English copy (at-en, ch-en, cz-en, de-en, es-en, fr-en, it-en, nl-en, pl-en). */
export const en: WinoraCopy = {
  more: 'Learn more',
  slugs: {
    ebikes: 'ebikes', bikes: 'bikes', city: 'ebikes/city', trekking: 'ebikes/trekking', comfort: 'comfort', models: 'models',
    faq: 'service/faqs', manuals: 'service/manuals', warranty: 'service/warranty', contact: 'service/contact-us',
    contactMethods: 'service/ways-to-reach-us', shipping: 'service/shipping', payment: 'service/payment-methods',
    company: 'about-us', awards: 'about-us/awards', history: 'about-us/history', imprint: 'about-us/legal-notice',
    privacy: 'about-us/privacy-policy', cookies: 'about-us/cookie-policy', mandatory: 'mandatory-information',
    guides: 'bike-guides', campaigns: 'campaigns', socialPrivacy: 'social-media-privacy', dealers: 'dealer-locator',
  },
  nav: { dealers: 'Find a dealer', contact: 'Contact us' },
  home: {
    title: 'Winora – e-bikes for every day', seoTitle: 'Winora e-bikes | Riding in comfort since 1914', seoDescription: 'E-bikes for town, touring and everyday life from Sennfeld in Franconia: Sinus, Yucatan, Yakun, Tria, Radius and iRide Pure. Book a test ride at a dealer.',
    heroEyebrow: 'New season 2025', heroTitle: 'More time outside. Fewer worries on the way.', heroText: 'Our e-bikes take you to work, to the bakery and out on weekend tours with ease – with strong motors, low step-through frames and kit that simply works.', heroCta: 'Discover e-bikes', heroAlt: 'Rider on a Winora e-bike in rolling hills at sunrise',
    rangesTitle: 'Which e-bike suits you?', rangesIntro: 'Three worlds, one standard: bikes you can rely on every single day.',
    factsTitle: 'Winora in numbers', facts: [['110 years', 'of bike building in Franconia'], ['6', 'model families'], ['up to 150 km', 'range with a 750 Wh battery'], ['1,200+', 'specialist dealers in Europe']],
    modelsTitle: 'Our models', storyTitle: 'Built in Sennfeld, ridden all over Europe', storyText: 'We have been building bicycles in Lower Franconia since 1914. Today our engineers develop e-bikes that put comfort and safety ahead of records.\n\nEvery model rides thousands of test kilometres before production – on cobbles, gravel and alpine passes.', storyAlt: 'Workshop with a repair stand and an e-bike',
  },
  flex: {
    eyebrow: 'Life in Motion', title: 'Outside is where life happens', intro: 'Stories, routes and ideas for everyone who wants more from their day with an e-bike.', alt: 'Two riders by a lake in the evening sun', cta: 'Read the bike guides',
    teasersTitle: 'Inspiration for your next ride', videoTitle: 'Out and about on the Winora Yucatan', videoCaption: 'A day at Lake Tegernsee: 62 kilometres, three cafés, no traffic jams.',
    teasers: [['A food lover’s ride around Lake Tegernsee', 'A tasty tour with mountain views and Kaiserschmarrn.', 'culinary-cycling-lake-tegernsee', 'guide-tegernsee.svg'], ['Picnic with the e-bike', 'What belongs in your pannier – and what does not.', 'picnic-with-e-bike', 'guide-picnic.svg'], ['Tips for a healthy, active life', 'Why just 20 minutes of cycling a day makes a difference.', 'tips-healthy-active-life', 'guide-health.svg']],
  },
  banner: { title: 'Book a test ride', text: 'Feel the difference on a lap around the block – at a Winora dealer near you.', cta: 'Find a dealer', alt: 'E-bike in front of a bike shop' },
  ranges: {
    ebikes: { title: 'E-bikes', teaser: 'Powerful assistance in town, on tour and every day.', intro: 'From the nimble city bike to the dual-battery tourer: Winora e-bikes with Bosch and Yamaha drives.', seo: '## E-bikes by Winora\n\nFor many people an e-bike replaces the second car. Our models are built for everyday use: **integrated batteries**, hydraulic disc brakes, road-legal lights and racks with system mounts.\n\nWhether you commute 15 kilometres a day or ride 100 at the weekend, you will find the right bike in our range. Ask a [specialist dealer](story:sitepages/structure/dealer-locator) for advice.' },
    bikes: { title: 'Bikes', teaser: 'Classic bikes without a motor – light, robust, timeless.', intro: 'Trekking and city bikes for everyone who rides under their own steam.', seo: '## Bikes without a motor\n\nLight, low-maintenance and cheap to run: our bikes without a motor are the honest choice for short trips and sporty riders.' },
    city: { title: 'City e-bikes', teaser: 'Sit upright, step through, arrive relaxed.', intro: 'For the commute, the shopping and the nursery run: city e-bikes with low step-through frames and hub gears.', seo: '## Relaxed through town\n\nCity e-bikes like the **Winora Tria** and the **iRide Pure** are light, agile and almost maintenance-free thanks to belt drive. Mudguards, chain guard and kickstand come as standard.' },
    trekking: { title: 'Trekking e-bikes', teaser: 'Range and luggage capacity for tours of any length.', intro: 'Big batteries, suspension forks and sturdy racks for day trips and cycling holidays.', seo: '## Touring on trekking e-bikes\n\nThe **Winora Yucatan** and the **Yakun** carry you through long stages with up to 750 Wh. Suspension forks and wide tyres keep you relaxed on gravel.' },
    comfort: { title: 'Comfort e-bikes', teaser: 'Low step-through and an upright position for every age.', intro: 'The Winora Sinus has been one of Germany’s favourite comfort e-bikes for years – now with a new frame.', seo: '## Comfort without compromise\n\nIf a secure stance and easy mounting matter to you, the **Sinus** is the one. The low step-through, suspension seatpost and coaster brake make every ride a pleasure.' },
  },
  models: {
    sinus: { range: 'Comfort', claim: 'The classic with a low step-through – more comfortable than ever.', intro: 'The **Sinus** is our best-selling e-bike. Its new aluminium frame with an extra-low step-through, Bosch Active Line Plus and coaster brake make it the bike for everyone who wants to ride safely and calmly.', facts: [['625 Wh', 'battery'], ['50 Nm', 'torque'], ['24.8 kg', 'weight'], ['140 kg', 'max. total weight']], detailTitle: 'Thoughtful details', detail: '- Integrated battery, removable from the side\n- Suspension seatpost with 40 mm travel\n- Lights with daytime running light and brake light\n- Rack for baskets and child seats' },
    yucatan: { range: 'Trekking', claim: 'The tourer for long days in the saddle.', intro: 'The **Yucatan** pairs the powerful Bosch Performance Line CX with a 750 Wh battery. Tours beyond 100 kilometres become a matter of course.', facts: [['750 Wh', 'battery'], ['85 Nm', 'torque'], ['12', 'gears'], ['160 kg', 'max. total weight']], detailTitle: 'Ready for every stage', detail: '- Air-sprung fork with 63 mm travel\n- Shimano Deore 12-speed\n- Four-piston disc brakes\n- Frame lock keyed alike with the battery' },
    yakun: { range: 'Trekking', claim: 'Sporty, light and ready for gravel.', intro: 'The **Yakun** is the sporty trekking e-bike with a slim frame and Yamaha PW-ST drive. Ideal for fast commutes and tours on farm tracks.', facts: [['630 Wh', 'battery'], ['70 Nm', 'torque'], ['23.5 kg', 'weight'], ['10', 'gears']], detailTitle: 'Quick on the road', detail: '- Yamaha PW-ST with quad sensor\n- Wide 50 mm puncture-resistant tyres\n- Upright yet sporty geometry' },
    tria: { range: 'City', claim: 'Light, quiet and low-maintenance through town.', intro: 'The **Tria** is our light city e-bike with belt drive and hub gears. No oily hands and hardly any servicing – perfect for the commute.', facts: [['500 Wh', 'battery'], ['5', 'gears (hub)'], ['21.9 kg', 'weight'], ['Gates', 'belt drive']], detailTitle: 'Town without stress', detail: '- Gates Carbon Drive belt\n- Shimano Nexus 5-speed hub\n- Integrated lights and mudguards' },
    radius: { range: 'Trekking', claim: 'The everyday bike with reserves.', intro: 'The **Radius** is the versatile companion for weekdays and weekends, with a sturdy rack and a strong mid-drive motor.', facts: [['625 Wh', 'battery'], ['75 Nm', 'torque'], ['9', 'gears'], ['150 kg', 'max. total weight']], detailTitle: 'Everything on board', detail: '- Rack rated to 27 kg\n- Suspension fork with lockout\n- Centre-mounted kickstand' },
    'iride-pure': { range: 'City', claim: 'Pure design, smart technology.', intro: 'The **iRide Pure** leaves out everything unnecessary: rear hub motor, integrated battery, clean lines. An e-bike nobody recognises as one.', facts: [['418 Wh', 'battery'], ['40 Nm', 'torque'], ['19.8 kg', 'weight'], ['App', 'theft protection']], detailTitle: 'Less is more', detail: '- Quiet hub motor\n- Battery fully inside the down tube\n- GPS tracking via app' },
  },
  modelsPage: { title: 'All models', intro: 'Six model families, one promise: bikes that make every day better.' },
  stories: { title: 'Winora Stories', intro: 'People who ride their Winora every day – and what they experience.', markets: ['DE', 'AT'] },
  faqs: [
    { slug: 'range', q: 'How far can I ride on one charge?', a: 'That depends on assistance level, terrain, weight and temperature. With a 625 Wh battery you can ride **up to 150 kilometres** in Eco mode and about 50 kilometres in Turbo.' },
    { slug: 'battery-storage', q: 'How should I store the battery in winter?', a: 'Keep the battery dry at 10 to 20 °C with a charge of 30 to 60 per cent, and top it up briefly every three months.' },
    { slug: 'warranty', q: 'What warranty does Winora give?', a: 'We give a **five-year warranty** on frames and two years on battery and motor. See [Warranty](story:sitepages/structure/service/warranty) for details.' },
    { slug: 'service-interval', q: 'How often should my e-bike be serviced?', a: 'We recommend a service once a year or every 2,000 kilometres at your dealer, who will also update the motor and display software.' },
    { slug: 'frame-size', q: 'Which frame size fits me?', a: 'As a rule of thumb, your inside leg in centimetres times 0.66 gives the frame height. Best of all, test-ride two sizes at a dealer.' },
    { slug: 'spare-parts', q: 'Where do I get spare parts?', a: 'Your dealer orders spare parts directly from us. Have the frame number ready – it is under the bottom bracket.' },
  ],
  service: {
    faqTitle: 'Frequently asked questions', faqIntro: 'Answers about batteries, care, warranty and buying.', faqHeadline: 'The most important questions', stillQuestions: 'Still have questions?', stillQuestionsText: 'Our service team is happy to help from Monday to Friday.',
    manualsTitle: 'Manuals & downloads', manualsIntro: 'User manuals, declarations of conformity and battery notes to download.',
    manuals: '## User manuals\n\n- [General e-bike user manual (PDF)](https://www.winora.com/downloads/manual-ebike-en.pdf)\n- [Bosch displays and controls](https://www.bosch-ebike.com/en/service/manuals)\n- [Yamaha drive systems](https://www.yamaha-motor.eu/gb/en/e-bike-systems/)\n\n## Safety\n\nPlease read the battery handling notes before your first ride. Only transport batteries in their original condition.',
    warrantyTitle: 'Warranty', warrantyIntro: 'What we promise you – and how to report a warranty claim.',
    warranty: '## Our warranty\n\n- **5 years** on frames and rigid forks\n- **2 years** on motor, battery and display (the system makers’ warranty)\n- The statutory 2-year guarantee through your dealer\n\n## How to make a claim\n\n1. Contact your specialist dealer.\n2. Have your receipt and frame number ready.\n3. The dealer checks the damage and reports it to us.',
    warrantyForm: '## Contact us directly\n\nNo dealer nearby? Write to us using the form.\n\n<contact-form></contact-form>',
  },
  contactMethods: {
    title: 'Ways to reach us', intro: 'Phone, email or in person at a dealer – choose what suits you.', phoneSlug: 'phone', phoneIntro: 'Our service team in Sennfeld is there for you on weekdays.', phoneText: 'Please have your **frame number** ready. You will find it under the bottom bracket or in your bike passport.',
    methods: {
      phone: { name: 'Phone', text: 'Personal advice from our service team.', facts: ['Mon–Fri 8 am–5 pm', '+49 9721 6501-0'], link: 'tel:+4997216501', linkLabel: 'Call now' },
      mail: { name: 'Email', text: 'Write to us – we reply within two working days.', facts: ['Reply within 48 h'], link: 'mailto:service@winora.com', linkLabel: 'Send an email' },
      dealer: { name: 'Specialist dealer', text: 'Advice, test rides and service near you.', facts: ['1,200+ dealers'], link: 'dealer-locator', linkLabel: 'Find a dealer' },
    },
  },
  shipping: {
    title: 'Shipping & returns', intro: 'How your order reaches you – and comes back if something is not right.', homeSlug: 'home-delivery', homeIntro: 'Your e-bike arrives assembled and ready to ride at your door.', homeText: 'The carrier calls a day ahead with a time slot. Please check the packaging for damage on delivery.',
    methods: {
      home: { name: 'Home delivery', text: 'Assembled and ready to ride, by freight carrier.', facts: ['5–8 working days', '€49'] },
      parcel: { name: 'Parcel', text: 'Accessories and spare parts by DHL.', facts: ['2–3 working days', 'free over €50'] },
      return: { name: 'Returns', text: '30-day right of return for unused items.', facts: ['30 days', 'free label'] },
    },
  },
  payment: {
    title: 'Payment methods', intro: 'Pay the way you like best.', invoiceSlug: 'invoice', invoiceIntro: 'Ride first, pay later.', invoiceText: 'Pay within 30 days of delivery. Our payment partner Klarna carries out the credit check.',
    methods: {
      invoice: { name: 'Pay by invoice', text: 'Pay 30 days after delivery with Klarna.', facts: ['30-day payment term'] },
      card: { name: 'Credit card', text: 'Visa, Mastercard and American Express.', facts: ['3-D Secure'] },
      paypal: { name: 'PayPal', text: 'Fast and secure with your PayPal account.', facts: ['Buyer protection'] },
    },
  },
  company: {
    title: 'About Winora', intro: 'We have been building bikes in Franconia since 1914 – today e-bikes that move people all over Europe.', alt: 'Factory hall with bikes in the evening light',
    text: '## Who we are\n\nWinora was founded in Schweinfurt in 1914. Today around 300 people in Sennfeld work on the development, assembly and service of our e-bikes.\n\nOur standard: **comfort, safety and durability**. That is why every model is tested over thousands of kilometres before it goes into production.',
    facts: [['1914', 'founded in Schweinfurt'], ['300', 'employees'], ['24', 'countries'], ['100%', 'green power on site']],
    awardsTitle: 'Awards', awardsTeaser: 'Test wins and design prizes for our models.', awards: '## Award-winning\n\n- **Test winner**, comfort e-bikes: Winora Sinus (ElektroRad magazine, 2024)\n- **German Design Award**, Mobility category: Winora iRide Pure (2024)\n- **Best value**, trekking: Winora Yucatan (2023)',
    historyTitle: 'History', historyTeaser: 'From a bike shop in Schweinfurt to an e-bike brand.', historyHeadline: '110 years on two wheels', history: '- **1914** founded in Schweinfurt\n- **1970** move to Sennfeld, series production\n- **2009** first Winora e-bike\n- **2019** the Sinus becomes a best-selling comfort e-bike\n- **2025** new model generation with integrated batteries',
  },
  legal: {
    imprintTitle: 'Legal notice', imprint: '## Provider\n\nWinora-Staiger GmbH\nMax-Planck-Straße 6\n97526 Sennfeld\nGermany\n\nPhone: +49 9721 6501-0\nEmail: [info@winora.com](mailto:info@winora.com)\n\nRegister court: Schweinfurt local court, HRB 3571\nVAT ID: DE 134 012 571\n\n## Responsible for content\n\nThe management of Winora-Staiger GmbH, address as above.',
    privacyTitle: 'Privacy policy', privacy: '## Controller\n\nThe controller for data processing on this website is Winora-Staiger GmbH (address in the [legal notice](story:sitepages/structure/about-us/legal-notice)).\n\n## What data we process\n\n- Server log data (shortened IP address, time, page visited) to keep the service secure\n- Details from the contact form to handle your request\n- Consent-based statistics, if you have agreed\n\n## Your rights\n\nYou have the right of access, rectification, erasure, restriction of processing, data portability and objection. Write to [privacy@winora.com](mailto:privacy@winora.com).',
    cookiesTitle: 'Cookie policy', cookies: '## How we use cookies\n\nStrictly necessary cookies (group C0001) store, for example, your cookie settings. We only set statistics and marketing cookies with your consent.\n\n## Change your settings\n\nYou can change your choice at any time with the “Cookie settings” link in the footer.',
    mandatoryTitle: 'Mandatory information', mandatory: '## Battery disposal\n\nBatteries do not belong in household waste. You can return used batteries free of charge to your specialist dealer.\n\n## Online dispute resolution\n\nWe are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.',
  },
  news: {
    title: 'News', intro: 'News from Winora: events, models and people.',
    items: [
      { key: 'misano', slug: 'misano-event', title: 'Winora at the e-bike festival in Misano', date: '2025-05-12 10:00', teaser: 'Three days of test rides on the Adriatic coast – we were there with the whole fleet.', image: 'news-misano.svg', text: 'More than 4,000 visitors tried our new models in Misano. The most popular: the **Yucatan** with its 750 Wh battery.\n\nOn the loop through the hills of Romagna it showed what we built it for: long tours without range anxiety.', markets: undefined },
      { key: 'about', slug: 'about-winora', title: 'About Winora: behind the scenes', date: '2025-03-03 09:00', teaser: 'How an e-bike is made in Sennfeld – from the first sketch to the final inspection.', image: 'news-factory.svg', text: 'Up to 400 e-bikes a day are finished in the assembly hall in Sennfeld. Every bike goes through a **final inspection with 60 checkpoints**.\n\n> We build bikes we would ride every day ourselves. – Winora product management', markets: undefined },
      { key: 'test-tour', slug: 'test-tour-winora', title: 'Test Tour 2025: Winora comes to you', date: '2025-04-01 08:00', teaser: 'Our test truck is touring 20 cities. Test rides without booking.', image: 'news-test-tour.svg', text: 'From April to July we are on the road with 40 e-bikes. Ask your [specialist dealer](story:sitepages/structure/dealer-locator) for the dates.', markets: ['DE', 'AT', 'CH'] },
    ],
  },
  guides: {
    title: 'Bike guides', intro: 'Advice on everything cycling: technology, tours and health.',
    items: [
      { key: 'light', slug: 'bike-lights', category: 'guide', title: 'Bike lights: see and be seen', date: '2025-01-20 10:00', author: 'Winora editorial team', teaser: 'What the rules require and what to look for when buying.', image: 'guide-light.svg', text: '## What the law requires\n\nA white headlight at the front, a red rear light and reflectors – on e-bikes the lights are fixed and powered by the battery.\n\n## Our tip\n\nLook for a **daytime running light** and a **brake light**. Both come as standard on current Winora models.', markets: undefined },
      { key: 'health', slug: 'tips-healthy-active-life', category: 'guide', title: 'Tips for a healthy, active life', date: '2025-02-14 10:00', author: 'Dr Miriam Hofmann', teaser: 'Why just 20 minutes of cycling a day makes a difference.', image: 'guide-health.svg', text: 'Regular exercise clearly lowers the risk of heart and circulatory disease. An e-bike helps you keep it up: the assistance takes away the hurdle of setting off into a headwind.\n\n- Ride in Eco mode to pedal more yourself\n- Plan fixed riding times, such as your commute\n- Drink enough, even in cool weather', markets: undefined },
      { key: 'picnic', slug: 'picnic-with-e-bike', category: 'guide', title: 'Picnic with the e-bike', date: '2025-06-02 10:00', author: 'Winora editorial team', teaser: 'What belongs in your pannier – and what does not.', image: 'guide-picnic.svg', text: 'A blanket, a cool bag, fresh bread: with a rack and panniers the e-bike becomes a picnic basket.\n\n## Checklist\n\n- Waterproof blanket\n- Ice packs instead of ice\n- A bin bag for the way back', markets: undefined },
      { key: 'tegernsee-food', slug: 'culinary-cycling-lake-tegernsee', category: 'guide', title: 'A food lover’s ride around Lake Tegernsee', date: '2025-06-20 10:00', author: 'Winora editorial team', teaser: 'A tasty tour with mountain views and Kaiserschmarrn.', image: 'guide-tegernsee.svg', text: 'The 25-kilometre loop around Lake Tegernsee is flat and family-friendly. With an e-bike you still have the energy for the detour up to the Neureuth.', markets: ['DE', 'AT'] },
      { key: 'tegernsee-cafes', slug: 'cafes-restaurants-tegernsee', category: 'guide', title: 'Cafés and restaurants at Lake Tegernsee', date: '2025-06-21 10:00', author: 'Winora editorial team', teaser: 'Our favourite places for a break by the lake.', image: 'guide-cafes.svg', text: '- **Lakeside café in Bad Wiessee**: cake with a lake view\n- **Bräustüberl Tegernsee**: a snack under chestnut trees\n- **Alm am Riederstein**: e-bike charging point at the door', markets: ['DE', 'AT'] },
      { key: 'lena', slug: 'everyday-e-bike-athlete-lena', category: 'story', title: 'The everyday e-bike of athlete Lena', date: '2025-05-05 10:00', author: 'Winora editorial team', teaser: 'Triathlete Lena Berger trains six days a week – her everyday life runs on the Yakun.', image: 'story-lena.svg', text: 'Every morning Lena rides 18 kilometres to swimming practice. The e-bike saves her strength for the session in the pool.\n\n> The Yakun is my recovery bike: quick on the road without tiring my legs.', markets: undefined },
    ],
  },
  campaigns: {
    title: 'Campaigns', intro: 'Current offers and campaigns at Winora and your dealers.',
    items: [
      { key: 'bosch-upgrade-2025', slug: 'bosch-motor-upgrade-2025', title: 'Bosch motor upgrade 2025', teaser: 'More torque with a software update – free at your dealer.', image: 'campaign-bosch.svg', start: '2025-03-01', end: '2025-12-31', text: 'All models with the Bosch Performance Line CX get a free update to **85 Nm**. Book an appointment with your specialist dealer.', markets: undefined },
      { key: 'bosch-power', slug: 'bosch-performance-power-upgrade', title: 'Bosch Performance power upgrade', teaser: 'Twice the distance: PowerMore range extender at a special price.', image: 'campaign-power.svg', start: '2025-04-01', end: '2025-09-30', text: 'With the PowerMore range extender (250 Wh) you ride up to 40 per cent further. Retrofittable on the Yucatan and the Radius.', markets: undefined },
      { key: 'fub', slug: 'fub', title: 'Spring bonus', teaser: 'Buy now and get your first service free.', image: 'campaign-spring.svg', start: '2025-03-01', end: '2025-05-31', text: 'Buy a Winora e-bike by 31 May and your dealer gives you the first service for free.', markets: ['DE', 'AT'] },
    ],
  },
  newsletter: { title: 'Newsletter', intro: 'New models, route tips and offers – once a month in your inbox.', text: 'Sign up and get **10% off accessories** on your first order. Unsubscribe at any time with one click.', bannerTitle: 'Always in the know', bannerText: 'Our newsletter brings routes, tips and news once a month.', bannerCta: 'Sign up' },
  raffle: { title: 'Prize draw: win a Sinus', intro: 'We are giving away a Winora Sinus worth €3,299.', text: '## How to enter\n\n1. Subscribe to the newsletter\n2. Answer the question: since which year has Winora built bicycles?\n3. Keep your fingers crossed – the draw is on 30 June 2025\n\nEntrants must be 18 or over. No cash alternative.' },
  social: { contestTitle: 'Social media contest #MyWinora', contestIntro: 'Show us your best photo with your Winora.', contest: 'Post your photo with **#MyWinora** on Instagram. Every month we pick three winners who receive an accessories pack.', privacyTitle: 'Social media privacy', privacy: '## Privacy on our social media channels\n\nWhen you visit our pages on Instagram, Facebook or YouTube, the platform operators process your data under their own responsibility. For contests we keep your user name only until the end of the campaign.' },
  dealers: { title: 'Find a dealer', intro: 'Advice, test rides and service at more than 1,200 Winora specialist dealers.', headline: 'Dealer locator', text: 'Enter your postcode to find dealers near you that offer test rides.', steps: ['Enter a postcode or town', 'Choose filters: test ride, service, test centre', 'Call the dealer or plan your route'] },
  compare: { title: 'Bike comparison', short: 'Compare', intro: 'Up to three models side by side – battery, motor, weight and equipment at a glance.', headline: 'Compare models', text: 'Choose models with “Compare” on the model page.', steps: ['Add models to your selection', 'See the specifications side by side', 'Find a dealer for a test ride'] },
  splash: { title: 'Winora MRS', headline: 'The new generation is here.', text: 'More range, more calm, more style: discover the Winora 2025 models.', alt: 'E-bike at dusk in front of mountain peaks', cta: 'Go to the home page' },
  error: { title: 'Oops – something is not working', text: 'This page could not be shown completely. Please reload it.\n\nYou can also reach our service team by phone on [+49 9721 6501-0](tel:+4997216501).' },
};
