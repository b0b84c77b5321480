import type { BrandProfile } from './brand-types.ts';

/** Raleigh: Nottingham since 1887, British heritage, everyday e-bikes and touring bikes (GB and IE, English). */
export const raleigh: BrandProfile = {
  id: 'raleigh',
  name: 'Raleigh',
  company: {
    legalName: 'Raleigh UK Ltd', street: 'Church Street, Eastwood', city: 'Nottingham NG16 3HT', country: 'United Kingdom', register: 'Registered in England and Wales, company no. 00000000', vat: 'GB 000 0000 00',
    directors: 'the Board of Raleigh UK Ltd', phone: '+44 115 000 0000', email: 'customerservices@raleigh.co.uk', privacyEmail: 'dataprotection@raleigh.co.uk', hours: 'Mon–Fri, 8.30 am–5 pm', origin: 'https://www.raleigh.co.uk',
  },
  warrantyYears: 5,
  electric: true,
  models: 'from the Pioneer tourer to the Motus e-bike',
  tops: ['ebikes', 'bikes'],
  subs: [{ kind: 'ecity', parent: 'ebikes' }, { kind: 'touring', parent: 'bikes' }],
  art: {
    terrain: 'hills',
    palettes: [
      { sky: ['#f6efe2', '#e7cfa4'], hills: ['#9db38a', '#62805a', '#2f4a36'], sun: '#f3d27a', accent: '#b5121b', road: '#e9dfcc' },
      { sky: ['#dfe6ee', '#a9b8cb'], hills: ['#8c9db0', '#56667c', '#1c2430'], sun: '#e8d9a8', accent: '#b5121b', road: '#d9d3c6' },
      { sky: ['#faf7f2', '#efe2c4'], hills: ['#c9a227', '#8f6e1d', '#1c2430'], sun: '#fff4d6', accent: '#b5121b', road: '#f1ebe0' },
    ],
  },
  voices: {
    en: {
      heroEyebrow: 'Since 1887', heroTitle: 'Nottingham-born. Built for every road since.', heroText: 'From the Raleigh Street workshop to your front door: e-bikes and bikes with more than a century of British know-how in every frame.', heroAlt: 'Two riders on a country lane through green English hills', heroCta: 'Explore city e-bikes',
      seoTitle: 'Raleigh Bikes | British bicycles since 1887', seoDescription: 'Raleigh e-bikes and bikes from Nottingham: the Motus city e-bike, the Pioneer tourer and more. Five-year frame warranty and dealers across the UK and Ireland.',
      storyTitle: 'A heron on the head tube', storyText: 'Frank Bowden bought a small workshop on Raleigh Street in Nottingham in 1887. Within a generation, Raleigh was one of the largest bicycle makers in the world.\n\nThe heron badge still sits on every head tube – a promise that the bike beneath it was designed by people who ride in British weather, on British roads, all year round.',
      facts: [['1887', 'founded in Nottingham'], ['135+ years', 'of British bicycle making'], ['5 years', 'frame warranty'], ['1,000+', 'stockists in the UK and Ireland']],
      aboutIntro: 'Raleigh has been getting Britain and Ireland on their bikes for more than 135 years.',
      about: '## Who we are\n\nRaleigh is one of the oldest bicycle brands in the world. From our home near Nottingham we design e-bikes, commuters, tourers and children’s bikes for riders across the UK and Ireland.\n\n## What we stand for\n\n- **Everyday dependability:** bikes that start every morning, whatever the weather\n- **Honest value:** sensible kit, fairly priced, with parts any good shop can source\n- **Local service:** a network of independent stockists who set up and look after your bike\n\n## Riding into the future\n\nOur Motus e-bikes bring the same values to electric riding: a smooth Bosch motor, hub gears for the stop-start of town and mudguards, lights and a rack as standard.',
      historyHeadline: 'From Raleigh Street to the world',
      history: '- **1887** – Frank Bowden takes over a small cycle workshop on Raleigh Street, Nottingham.\n- **1902** – Raleigh acquires Sturmey-Archer and brings the three-speed hub gear to everyday bikes.\n- **1913** – Raleigh has become one of the largest bicycle makers in the world.\n- **1969** – The Chopper arrives and becomes a playground legend.\n- **1980** – A Raleigh-sponsored team wins the Tour de France.\n- **Today** – The Motus e-bikes carry the heron badge into the electric age.',
    },
  },
  news: {
    stories: [
      { key: 'motus-2026', date: '2025-09-04 09:00', palette: 0, terrain: 'town' },
      { key: 'cycle-to-work', date: '2025-04-08 09:00', palette: 1, terrain: 'town' },
      { key: 'winter-ready', date: '2025-10-14 09:00', palette: 2, terrain: 'workshop' },
    ],
    copy: {
      en: {
        'motus-2026': { slug: 'motus-2026-range', title: 'The 2026 Motus range has arrived', teaser: 'Our best-selling everyday e-bike gets a quieter motor, a bigger battery and mudguards that finally keep the spray off.', text: 'The Motus has carried more Raleigh riders to work than any e-bike we have built. For 2026 we listened to what they told us.\n\n- A quieter mid-motor that is easier on the knees from a standstill\n- A 500 Wh battery as standard, enough for a week of short commutes\n- Full-length mudguards and a rack rated for 25 kg\n\nThe new Motus is in shops across the UK and Ireland now – book a test ride with your [local Raleigh dealer](story:{dealersPath}).' },
        'cycle-to-work': { slug: 'cycle-to-work-explained', title: 'Cycle to work: how to spread the cost of a Raleigh', teaser: 'Save on a new bike through your employer or pay in monthly instalments – here is how each option works.', text: 'A new bike is an investment, but you don’t have to pay for it all at once.\n\n## Through your employer\n\nIf your employer runs a cycle-to-work scheme, you can get a Raleigh through salary sacrifice and save on tax and National Insurance. Ask your HR team for a certificate, then take it to a participating [Raleigh dealer](story:{dealersPath}).\n\n## Monthly instalments\n\nIn our online shop you can spread orders between £150 and £6,000 over monthly payments, subject to status. You will see the monthly amount on every eligible product page.' },
        'winter-ready': { slug: 'five-checks-before-winter', title: 'Five checks to get your bike ready for winter', teaser: 'Dark mornings, wet roads and salt: a few minutes now keeps you riding safely until spring.', text: 'British winters are hard on bikes. Before the clocks go back, run through these five checks:\n\n1. **Lights:** charge or replace batteries, and carry a spare rear light.\n2. **Tyres:** check the tread and drop the pressure slightly for more grip in the wet.\n3. **Brakes:** wet rims and discs wear pads faster – check them monthly.\n4. **Chain:** switch to a wet lube and wipe off road salt after every ride.\n5. **Battery (e-bikes):** bring it indoors on cold nights and charge at room temperature.\n\nPrefer a professional eye? Your [Raleigh dealer](story:{dealersPath}) offers a winter service.' },
      },
    },
  },
};
