import type { LangCopy } from './brand-types.ts';

/** Svenska texter som alla märken utom winora delar. */
export const sv: LangCopy = {
  more: 'Läs mer',
  slugs: { contactInfo: 'service/kontakta-oss', newsletterInfo: 'service/nyhetsbrev', history: 'historia' },
  home: { rangesTitle: 'Hitta din cykel', rangesIntro: 'Hela {brand}-sortimentet samlat – vart vill du åka?', factsTitle: '{brand} i siffror', moreTitle: 'Mer att upptäcka', viewAll: 'Visa alla' },
  service: {
    faqTitle: 'Vanliga frågor', faqIntro: 'Snabba svar om köp, garanti, manualer och skötsel av din {brand}.', faqHeadline: 'Det cyklister oftast frågar oss',
    stillQuestions: 'Har du fler frågor?', stillQuestionsText: 'Vår kundtjänst läser varje meddelande och svarar inom två arbetsdagar.', contactCta: 'Skriv till oss',
    manualsTitle: 'Manualer och nedladdningar', manualsIntro: 'Bruksanvisningar, monteringsanvisningar och försäkringar om överensstämmelse för {brand}.',
    manuals: '## Bruksanvisningar\n\n- [Allmän bruksanvisning (PDF)]({origin}/downloads/manual-ebike-sv.pdf)\n\n## Före första turen\n\nLäs säkerhetsanvisningarna i manualen innan du cyklar iväg och spara den tillsammans med kvittot. Din återförsäljare går igenom alla inställningar vid leveransen.\n\n## Hittar du inte det du söker?\n\nBerätta modellnamn och årsmodell, så skickar vi rätt dokument.',
    warrantyTitle: 'Garanti', warrantyIntro: 'Vad {brand} lovar dig – och hur du anmäler ett garantiärende.',
    warranty: '## Vårt löfte\n\n- **{years} års** garanti på ramar och styva framgafflar från inköpsdagen\n- **2 år** på alla andra komponenter, även motor och batteri\n- Dina rättigheter enligt konsumentköplagen gentemot säljaren gäller fortfarande\n\n## Så anmäler du ett ärende\n\n1. Ta med cykeln och kvittot till din återförsäljare.\n2. Återförsäljaren undersöker skadan och skickar ärendet till oss med bilder.\n3. Vi beslutar inom tio arbetsdagar och reparerar eller byter delen kostnadsfritt.\n\nSlitdelar som däck, bromsbelägg, kedjor och handtag omfattas inte, inte heller skador efter olyckor, tävling eller felaktig montering.',
    contactTitle: 'Kontakta oss', contactIntro: 'Telefon, e-post eller ett besök hos återförsäljaren – välj det som passar dig.',
    contact: '## Telefon\n\n[{phone}](tel:{tel}) – {hours}\n\n## E-post\n\n[{email}](mailto:{email}) – vi svarar inom två arbetsdagar.\n\n## Adress\n\n{legalName}\n{street}\n{city}\n{country}\n\n## Innan du skriver\n\nHa ditt **ramnummer** och kvittot till hands – då kan vi hjälpa dig direkt.',
    teaserTitle: 'Service och hjälp', teaserText: 'Svar, manualer och garanti – all hjälp för din {brand} på ett ställe.',
  },
  faqs: {
    buy: { slug: 'var-kopa', q: 'Var kan jag köpa och provköra en {brand}?', a: 'I vår webbutik och hos auktoriserade {brand}-återförsäljare. Där kan du prova storlekar och modeller och få allt inställt innan du cyklar hem.' },
    warranty: { slug: 'garanti', q: 'Hur anmäler jag ett garantiärende?', a: 'Ta med cykeln och kvittot till din återförsäljare, som skickar ärendet vidare till oss. Vi ger **{years} års** garanti på ramen – se [Garanti](story:{warrantyPath}).' },
    manuals: { slug: 'manualer', q: 'Var hittar jag manualen till min cykel?', a: 'Alla manualer och försäkringar om överensstämmelse finns på vår [nedladdningssida](story:{manualsPath}). En tryckt version följer med varje cykel.' },
    care: { slug: 'skotsel', q: 'Hur sköter jag min {brand}?', a: 'Tvätta den med vatten och en mjuk borste i stället för högtryckstvätt, håll kedjan lätt smord och kontrollera däcktrycket varannan vecka. Lämna in den på service en gång om året.' },
    battery: { slug: 'batteri', q: 'Hur håller batteriet så länge som möjligt?', a: 'Förvara det inomhus i 10–20 °C, ladda med originalladdaren och håll det på 30–60 procent under vintern. En lägre assistansnivå ger många extra kilometer.' },
  },
  company: { aboutTitle: 'Om {brand}', historyTitle: 'Vår historia', historyIntro: 'Milstolparna som har gjort {brand} till vad det är i dag.', historyTeaser: 'Från den första verkstaden till i dag: historien bakom {brand}.' },
  legal: {
    imprintTitle: 'Företagsinformation',
    imprint: '## Leverantör\n\n{legalName}\n{street}\n{city}\n{country}\n\n## Kontakt\n\nTelefon: {phone}\nE-post: [{email}](mailto:{email})\n\n## Företagsuppgifter\n\nLedning: {directors}\nRegister: {register}\nMomsregistreringsnummer: {vat}\n\n## Ansvarsfriskrivning\n\nVi kontrollerar innehållet på webbplatsen noggrant men kan inte garantera att det är fullständigt och aktuellt. För innehållet på länkade sidor ansvarar deras ägare.',
    privacyTitle: 'Integritetspolicy',
    privacy: '## Personuppgiftsansvarig\n\n{legalName}, {street}, {city}, {country}. Frågor om dataskydd: [{privacyEmail}](mailto:{privacyEmail}).\n\n## Vad vi behandlar\n\n- **Besök på webbplatsen:** IP-adress, tid, visade sidor och webbläsaruppgifter, sparas i sju dagar av säkerhetsskäl.\n- **Kontaktformulär:** uppgifterna du anger, för att besvara ditt ärende; sparas i tre år.\n- **Beställningar:** namn, adresser, order- och betaluppgifter för att fullgöra avtalet; sparas enligt bokföringslagen.\n- **Nyhetsbrev:** din e-postadress, först när du bekräftat den; du kan avregistrera dig när som helst.\n\n## Dina rättigheter\n\nDu kan begära tillgång, rättelse, radering, begränsning eller en kopia av dina uppgifter, invända mot behandlingen och klaga hos Integritetsskyddsmyndigheten. Ett samtycke kan alltid återkallas.',
    cookiesTitle: 'Cookiepolicy',
    cookies: '## Vad cookies är\n\nCookies är små textfiler som din webbläsare sparar. Vi använder dem för att driva webbutiken och – bara med ditt samtycke – för att mäta och förbättra webbplatsen.\n\n## Kategorier\n\n- **Nödvändiga:** varukorg, inloggning och ditt cookieval. Alltid aktiva.\n- **Prestanda:** anonym statistik om användningen. Endast med samtycke.\n- **Marknadsföring:** mätning av våra kampanjer. Endast med samtycke.\n\n## Ändra ditt val\n\nÖppna cookieinställningarna längst ned på sidan för att ändra eller återkalla ditt samtycke.',
  },
  newsletter: {
    title: 'Nyhetsbrev', intro: 'Nya modeller, cykelberättelser och evenemang hos återförsäljare från {brand} – ungefär en gång i månaden.', cta: 'Prenumerera nu', teaser: 'Få veta först om nya modeller och evenemang.',
    text: 'Det här får du:\n\n- Nya modeller och färger före alla andra\n- Rutter, cykeltips och skötselråd från vårt team\n- Inbjudningar till provkörningsdagar nära dig\n\nIngen spam, och vi lämnar aldrig ut din adress. Du avregistrerar dig med ett klick i varje mejl.',
  },
  error: { title: 'Något gick fel', text: 'Den här delen av sidan kunde inte visas. Ladda om sidan eller försök igen om några minuter.' },
  dealers: {
    title: 'Hitta återförsäljare', intro: 'Rådgivning, provtur och verkstad: {brand}-återförsäljare nära dig.', headline: 'Sök återförsäljare',
    text: 'Ange postnummer eller ort så visar kartan närmaste {brand}-återförsäljare med öppettider och tjänster.',
    steps: ['Ange postnummer eller ort', 'Filtrera på provtur, verkstad eller hämtning av webbeställning', 'Ring butiken, boka tid eller planera vägen dit'],
  },
  news: { title: 'Nyheter', intro: 'Nya modeller, evenemang och verkstadstips – det här händer hos {brand}.' },
  kinds: {
    ebikes: { slug: 'ebikes', title: 'Elcyklar', teaser: 'Elektrisk assistans för varje tur.', seo: '## Elcyklar från {brand}\n\nMed en elcykel blir den långa pendlingen en skön tur och den branta backen ett leende. Varje {brand}-elcykel har ett beprövat drivsystem, hydrauliska bromsar och ett batteri som du laddar på cykeln eller inomhus.' },
    bikes: { slug: 'bikes', title: 'Cyklar', teaser: 'Cyklar utan motor: lätta, ärliga och byggda för att hålla.', seo: '## Cyklar från {brand}\n\nVissa turer kräver bara dina egna ben. Våra cyklar utan motor är lätta, lättskötta och byggda för många års användning – {models}.' },
    etrekking: { slug: 'trekking', title: 'Trekking-elcyklar', teaser: 'Räckvidd och lastförmåga för långa dagar.', seo: '## På tur med medvind\n\nTrekking-elcyklar från {brand} kombinerar stora batterier med fjädrande framgafflar och stabila pakethållare. De tar dig och din packning genom långa etapper på asfalt och grus – {models}.' },
    emtb: { slug: 'e-mtb', title: 'Elektriska mountainbikes', teaser: 'Mer stig, fler backar och fler åk på en eftermiddag.', seo: '## Elektriska mountainbikes\n\nEn bra e-MTB cyklar först och främst som en mountainbike: balanserad geometri, fjädring som följer marken och en motor som hjälper utan att knuffa. {brand} bygger dem för backar du förr ledde cykeln uppför och utförslöpor du vill köra igen direkt – {models}.' },
    mtb: { slug: 'mountainbikes', title: 'Mountainbikes', teaser: 'Hardtails och heldämpade för stig och skog.', seo: '## Mountainbikes\n\nFrån första skogsrundan till endurotävlingen: {brand}-mountainbikes utvecklas på riktiga stigar. Modern geometri, effektiv fjädring och stabila hjul ger trygghet när det blir tekniskt.' },
  },
};
