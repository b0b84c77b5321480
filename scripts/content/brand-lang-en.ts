import type { LangCopy } from './brand-types.ts';

/** English words every brand but winora shares. */
export const en: LangCopy = {
  more: 'Learn more',
  slugs: { contactInfo: 'service/get-in-touch', newsletterInfo: 'service/newsletter', history: 'history' },
  home: { rangesTitle: 'Find your ride', rangesIntro: 'Every {brand} range in one place – choose where you want to go.', factsTitle: '{brand} at a glance', moreTitle: 'More to discover', viewAll: 'View all' },
  service: {
    faqTitle: 'Frequently asked questions', faqIntro: 'Quick answers about buying, warranty, manuals and care of your {brand} products.', faqHeadline: 'What riders ask us most',
    stillQuestions: 'Still have a question?', stillQuestionsText: 'Our service team reads every message and replies within two working days.', contactCta: 'Write to us',
    manualsTitle: 'Manuals & downloads', manualsIntro: 'User manuals, assembly instructions and declarations of conformity for {brand} products.',
    manuals: '## User manuals\n\n- [General user manual (PDF)]({origin}/downloads/manual-ebike-en.pdf)\n\n## Before your first ride\n\nPlease read the safety notes in the manual before you set off, and keep it with your receipt. Your dealer will explain the settings when you collect your purchase.\n\n## Can’t find what you need?\n\nTell us the model name and year and we will send you the right document.',
    warrantyTitle: 'Warranty', warrantyIntro: 'What {brand} promises you – and how to report a claim.',
    warranty: '## Our promise\n\n- **{years} years** on frames and rigid forks (or on {brand} parts) from the date of purchase\n- **2 years** on all other components, including motors and batteries where fitted\n- Your statutory rights against the seller remain unaffected\n\n## How to make a claim\n\n1. Take the product and your proof of purchase to the dealer where you bought it.\n2. The dealer inspects the damage and sends the claim to us with photos.\n3. We decide within ten working days and repair or replace the part free of charge.\n\nWear parts such as tyres, brake pads, chains and grips are not covered, nor is damage from accidents, racing or improper assembly.',
    contactTitle: 'Get in touch', contactIntro: 'Phone, email or a visit to your dealer – choose whatever suits you best.',
    contact: '## Phone\n\n[{phone}](tel:{tel}) – {hours}\n\n## Email\n\n[{email}](mailto:{email}) – we reply within two working days.\n\n## Address\n\n{legalName}\n{street}\n{city}\n{country}\n\n## Before you write\n\nPlease have your **frame or article number** and your proof of purchase ready – it lets us help you straight away.',
    teaserTitle: 'Service & support', teaserText: 'Answers, manuals and warranty – all the help for your {brand} in one place.',
  },
  faqs: {
    buy: { slug: 'where-to-buy', q: 'Where can I buy and try {brand} products?', a: 'In our online shop and at authorised {brand} dealers. A dealer lets you try sizes and models and sets everything up for you before you leave.' },
    warranty: { slug: 'warranty', q: 'How do I make a warranty claim?', a: 'Take the product and your receipt to your dealer, who reports the claim to us. We give **{years} years** on frames and {brand} parts – see [Warranty](story:{warrantyPath}).' },
    manuals: { slug: 'manuals', q: 'Where do I find the manual for my product?', a: 'Every manual and declaration of conformity is on our [downloads page](story:{manualsPath}). Printed copies come with every product.' },
    care: { slug: 'care', q: 'How do I look after my {brand}?', a: 'Clean it with water and a soft brush rather than a pressure washer, keep the chain lightly oiled and check tyre pressure every two weeks. Have your dealer inspect it once a year.' },
    battery: { slug: 'battery', q: 'How do I get the most out of my battery?', a: 'Store it indoors between 10 and 20 °C, charge it with the original charger and keep it between 30 and 60 per cent over winter. Lower assistance levels add many kilometres of range.' },
  },
  company: { aboutTitle: 'About {brand}', historyTitle: 'Our history', historyIntro: 'The milestones that made {brand} what it is today.', historyTeaser: 'From the first workshop to today: the story behind {brand}.' },
  legal: {
    imprintTitle: 'Legal notice',
    imprint: '## Provider\n\n{legalName}\n{street}\n{city}\n{country}\n\n## Contact\n\nPhone: {phone}\nEmail: [{email}](mailto:{email})\n\n## Company details\n\nManaging directors: {directors}\nRegister: {register}\nVAT number: {vat}\n\n## Disclaimer\n\nWe check the content of this website carefully, but cannot guarantee that it is complete or up to date. Links to other websites are provided for information; their operators are responsible for their content.',
    privacyTitle: 'Privacy policy',
    privacy: '## Who is responsible\n\n{legalName}, {street}, {city}, {country}. Questions about data protection: [{privacyEmail}](mailto:{privacyEmail}).\n\n## What we process\n\n- **Visiting the website:** IP address, date and time, pages requested and browser details, kept for seven days to run the site securely.\n- **Contact form:** the details you enter, to answer your request; kept for three years.\n- **Orders:** name, addresses, order and payment details, to fulfil the contract; kept as tax law requires.\n- **Newsletter:** your email address, only after you confirm it; you can unsubscribe at any time.\n\n## Your rights\n\nYou may ask for access, correction, deletion, restriction or a copy of your data, object to processing and complain to a data protection authority. Consent you have given can be withdrawn at any time with effect for the future.',
    cookiesTitle: 'Cookie policy',
    cookies: '## What cookies are\n\nCookies are small text files stored by your browser. We use them to run the shop and, only with your consent, to measure and improve the website.\n\n## Categories\n\n- **Strictly necessary:** basket, login and your consent choice. Always on.\n- **Performance:** anonymous statistics about page use. Only with consent.\n- **Marketing:** measuring our campaigns. Only with consent.\n\n## Changing your choice\n\nOpen the cookie settings in the footer at any time to change or withdraw your consent.',
  },
  newsletter: {
    title: 'Newsletter', intro: 'New models, riding stories and dealer events from {brand} – about once a month.', cta: 'Sign up now', teaser: 'Be the first to hear about new models and events.',
    text: 'What you get:\n\n- New models and colours before anyone else\n- Routes, riding tips and care advice from our team\n- Invitations to test days at dealers near you\n\nNo spam and no passing on your address. You can unsubscribe with one click in every email.',
  },
  error: { title: 'Something went wrong', text: 'This part of the page could not be shown. Please reload the page or try again in a few minutes.' },
  dealers: {
    title: 'Find a dealer', intro: 'Advice, test rides and servicing: {brand} dealers near you.', headline: 'Dealer search',
    text: 'Enter your postcode or town and the map shows the nearest {brand} dealers with their opening hours and services.',
    steps: ['Enter your postcode or town', 'Filter by test rides, workshop or click-and-collect', 'Call the dealer, book an appointment or plan your route'],
  },
  news: { title: 'News', intro: 'New models, events and tips from the workshop – what is happening at {brand}.' },
  kinds: {
    ebikes: { slug: 'ebikes', title: 'E-bikes', teaser: 'Electric assistance for every kind of ride.', seo: '## {brand} e-bikes\n\nAn e-bike turns a long commute into a pleasant ride and a steep climb into a smile. Every {brand} e-bike comes with a proven drive system, hydraulic brakes and a battery you can charge on or off the bike.\n\nTry one at a dealer near you – the difference shows within the first hundred metres.' },
    bikes: { slug: 'bikes', title: 'Bikes', teaser: 'Bikes without a motor: light, honest, built to last.', seo: '## {brand} bikes\n\nSome rides need nothing but your own legs. Our bikes without a motor are light, easy to look after and made for years of use – {models}.' },
    parts: { slug: 'parts-and-accessories', title: 'Parts and accessories', teaser: 'Everything your bike needs – from pedals to helmets.', seo: '## Parts and accessories by {brand}\n\nGood parts go unnoticed: they simply work, ride after ride. Our range covers the components that wear, the accessories that make every ride safer and the small things that make it better – {models}.' },
    ecity: { slug: 'city', title: 'City e-bikes', teaser: 'Sit upright, glide through town, arrive fresh.', seo: '## Relaxed through town\n\nCity e-bikes from {brand} are built for stop-and-go: a smooth motor that starts gently at the lights, hub gears you can shift at a standstill, and lights, mudguards and a rack fitted as standard.\n\n- Low step-through frames for easy mounting\n- Belt or enclosed chain for clean trousers\n- Frame lock and integrated battery for peace of mind' },
    etrekking: { slug: 'trekking', title: 'Trekking e-bikes', teaser: 'Range and luggage capacity for long days out.', seo: '## Touring with electric assistance\n\nTrekking e-bikes from {brand} pair large batteries with suspension forks and sturdy racks. They carry you and your luggage through long stages, on tarmac and gravel alike – {models}.' },
    emtb: { slug: 'e-mtb', title: 'E-mountain bikes', teaser: 'More trail, more climbs, more laps in one afternoon.', seo: '## E-mountain bikes\n\nA good e-MTB rides like a mountain bike first: balanced geometry, suspension that follows the ground and a motor that supports without pushing. {brand} builds them for climbs you used to walk and descents you want to ride again – {models}.' },
    mtb: { slug: 'mountain-bikes', title: 'Mountain bikes', teaser: 'Hardtails and full suspension for trail and forest.', seo: '## Mountain bikes\n\nFrom your first forest loop to enduro races: {brand} mountain bikes are developed on real trails. Progressive geometry, modern suspension and sturdy wheels give you confidence when the path gets rough.' },
    road: { slug: 'road', title: 'Road bikes', teaser: 'Light, stiff and fast – made for long kilometres.', seo: '## Road bikes\n\nOur road bikes are shaped by years of racing: stiff where power goes into the pedals, compliant where the road shakes you. Endurance or race geometry, rim or disc – {models}.' },
    touring: { slug: 'touring', title: 'Touring bikes', teaser: 'Dependable bikes for commutes and weekend tours.', seo: '## Touring bikes\n\nA touring bike should start every morning and never make a fuss. Ours come with wide gearing, mudguards, a rack and comfortable contact points – ready for the commute on Monday and the long loop on Sunday.' },
    components: { slug: 'components', title: 'Components', teaser: 'Pedals, saddles, seatposts and more – parts that last.', seo: '## Components\n\nWhen a part wears out, the replacement should be at least as good. {brand} components are tested for fatigue and fit, come with clear torque values and are stocked by dealers across Europe.' },
    accessories: { slug: 'accessories', title: 'Accessories', teaser: 'Helmets, lights, locks and bags for every ride.', seo: '## Accessories\n\nSee and be seen, lock up safely, carry what you need: {brand} accessories make every ride safer and more practical. Helmets are certified to EN 1078, lights meet road regulations.' },
  },
};
