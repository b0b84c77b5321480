import type { LangCopy } from './brand-types.ts';

/** České texty společné všem značkám kromě winory (zatím haibike, trh CZ). Cesty sekcí zůstávají anglické (`routeSlugs`). */
export const cs: LangCopy = {
  more: 'Zjistit více',
  slugs: { contactInfo: 'service/kontaktujte-nas', newsletterInfo: 'service/newsletter', history: 'historie' },
  home: { rangesTitle: 'Najděte své kolo', rangesIntro: 'Všechny řady {brand} na jednom místě – kam vyrazíte vy?', factsTitle: '{brand} v číslech', moreTitle: 'Objevte také', viewAll: 'Zobrazit vše' },
  service: {
    faqTitle: 'Časté dotazy', faqIntro: 'Rychlé odpovědi na otázky o nákupu, záruce, návodech a péči o výrobky {brand}.', faqHeadline: 'Na co se nás jezdci ptají nejčastěji',
    stillQuestions: 'Máte ještě dotaz?', stillQuestionsText: 'Náš zákaznický servis čte každou zprávu a odpoví do dvou pracovních dnů.', contactCta: 'Napište nám',
    manualsTitle: 'Návody ke stažení', manualsIntro: 'Návody k obsluze, montážní pokyny a prohlášení o shodě pro výrobky {brand}.',
    manuals: '## Před první jízdou\n\nNež vyrazíte, přečtěte si bezpečnostní pokyny v návodu a uschovejte ho spolu s dokladem o koupi. Prodejce vám při předání kola vysvětlí všechna nastavení.\n\n## Nenašli jste, co hledáte?\n\nNapište nám název modelu a modelový rok a pošleme vám správný dokument.',
    warrantyTitle: 'Záruka', warrantyIntro: 'Co vám {brand} garantuje – a jak postupovat při reklamaci.',
    warranty: '## Náš závazek\n\n- **{years}letá záruka** na rámy a pevné vidlice (nebo na díly {brand}) ode dne nákupu\n- **2 roky** na všechny ostatní komponenty, včetně motoru a baterie, pokud je výrobek má\n- Vaše zákonná práva z vadného plnění vůči prodejci tím nejsou dotčena\n\n## Jak uplatnit reklamaci\n\n1. Přineste výrobek a doklad o koupi k prodejci, u kterého jste nakupovali.\n2. Prodejce závadu posoudí a pošle nám reklamaci i s fotografiemi.\n3. Do deseti pracovních dnů rozhodneme a díl bezplatně opravíme nebo vyměníme.\n\nZáruka se nevztahuje na opotřebitelné díly, jako jsou pláště, brzdové destičky, řetězy a gripy, ani na škody způsobené nehodou, závoděním nebo neodbornou montáží.',
    contactTitle: 'Kontaktujte nás', contactIntro: 'Telefon, e-mail nebo návštěva u prodejce – vyberte si, co vám nejlépe vyhovuje.',
    contact: '## Telefon\n\n[{phone}](tel:{tel}) – {hours}\n\n## E-mail\n\n[{email}](mailto:{email}) – odpovídáme do dvou pracovních dnů.\n\n## Adresa\n\n{legalName}\n{street}\n{city}\n{country}\n\n## Než nám napíšete\n\nMějte po ruce **výrobní číslo rámu nebo číslo výrobku** a doklad o koupi – pomůžeme vám pak hned napoprvé.',
    teaserTitle: 'Servis a podpora', teaserText: 'Odpovědi, návody a záruka – veškerá pomoc k výrobkům {brand} na jednom místě.',
  },
  faqs: {
    buy: { slug: 'kde-koupit', q: 'Kde mohu výrobky {brand} koupit a vyzkoušet?', a: 'V našem e-shopu a u autorizovaných prodejců {brand}. U prodejce si vyzkoušíte velikosti i modely a před odjezdem vám všechno seřídí na míru.' },
    warranty: { slug: 'zaruka', q: 'Jak uplatním záruku?', a: 'Přineste výrobek a účtenku svému prodejci, který nám reklamaci předá. Na rámy a díly {brand} poskytujeme **{years}letou záruku** – více na stránce [Záruka](story:{warrantyPath}).' },
    manuals: { slug: 'navody', q: 'Kde najdu návod ke svému výrobku?', a: 'Všechny návody a prohlášení o shodě jsou na naší [stránce ke stažení](story:{manualsPath}). Tištěný návod je navíc součástí každého balení.' },
    care: { slug: 'udrzba', q: 'Jak se mám o své kolo {brand} starat?', a: 'Myjte ho vodou a měkkým kartáčem, vysokotlakému čističi se raději vyhněte. Řetěz udržujte lehce namazaný a každé dva týdny zkontrolujte tlak v pláštích. Jednou ročně kolo svěřte prodejci na servisní prohlídku.' },
    battery: { slug: 'baterie', q: 'Jak prodloužit život baterie?', a: 'Skladujte ji doma při teplotě 10 až 20 °C, nabíjejte ji originální nabíječkou a přes zimu ji nechte nabitou na 30 až 60 %. Nižší stupeň podpory vám navíc přidá spoustu kilometrů dojezdu.' },
  },
  company: { aboutTitle: 'O značce {brand}', historyTitle: 'Naše historie', historyIntro: 'Milníky, díky nimž je značka {brand} tím, čím je dnes.', historyTeaser: 'Od první dílny až po dnešek: příběh značky {brand}.' },
  legal: {
    imprintTitle: 'Právní informace',
    imprint: '## Provozovatel\n\n{legalName}\n{street}\n{city}\n{country}\n\n## Kontakt\n\nTelefon: {phone}\nE-mail: [{email}](mailto:{email})\n\n## Údaje o společnosti\n\nVedení společnosti: {directors}\nZápis v rejstříku: {register}\nDIČ: {vat}\n\n## Vyloučení odpovědnosti\n\nObsah těchto stránek pečlivě kontrolujeme, nemůžeme však zaručit jeho úplnost a aktuálnost. Za obsah stránek, na které odkazujeme, odpovídají jejich provozovatelé.',
    privacyTitle: 'Ochrana osobních údajů',
    privacy: '## Správce\n\n{legalName}, {street}, {city}, {country}. Dotazy k ochraně osobních údajů: [{privacyEmail}](mailto:{privacyEmail}).\n\n## Co zpracováváme\n\n- **Návštěva webu:** IP adresa, datum a čas, zobrazené stránky a údaje o prohlížeči; uchováváme je sedm dní kvůli bezpečnému provozu webu.\n- **Kontaktní formulář:** údaje, které vyplníte, abychom mohli odpovědět; uchováváme je tři roky.\n- **Objednávky:** jméno, adresy, údaje o objednávce a platbě ke splnění smlouvy; uchováváme je po dobu, kterou stanoví daňové předpisy.\n- **Newsletter:** vaši e-mailovou adresu, a to až po jejím potvrzení; odhlásit se můžete kdykoli.\n\n## Vaše práva\n\nMáte právo na přístup ke svým údajům, jejich opravu, výmaz, omezení zpracování a přenositelnost, právo vznést námitku a podat stížnost u Úřadu pro ochranu osobních údajů. Udělený souhlas můžete kdykoli odvolat s účinkem do budoucna.',
    cookiesTitle: 'Zásady používání cookies',
    cookies: '## Co jsou cookies\n\nCookies jsou malé textové soubory, které ukládá váš prohlížeč. Potřebujeme je pro chod e-shopu a – jen s vaším souhlasem – k měření a vylepšování webu.\n\n## Kategorie\n\n- **Nezbytné:** košík, přihlášení a vaše volba cookies. Vždy aktivní.\n- **Analytické:** anonymní statistiky návštěvnosti. Jen s vaším souhlasem.\n- **Marketingové:** vyhodnocení našich kampaní. Jen s vaším souhlasem.\n\n## Změna nastavení\n\nNastavení cookies najdete v zápatí každé stránky; souhlas tam můžete kdykoli změnit nebo odvolat.',
  },
  newsletter: {
    title: 'Newsletter', intro: 'Novinky, zážitky z vyjížděk a akce u prodejců {brand} – zhruba jednou za měsíc.', cta: 'Přihlásit se', teaser: 'O nových modelech a akcích se dozvíte jako první.',
    text: 'Co vás čeká:\n\n- Nové modely a barvy dřív než ostatní\n- Trasy, jezdecké tipy a rady k údržbě od našeho týmu\n- Pozvánky na testovací dny u prodejců ve vašem okolí\n\nŽádný spam a vaši adresu nikomu nepředáme. Odhlásit se můžete jedním kliknutím v každém e-mailu.',
  },
  error: { title: 'Něco se pokazilo', text: 'Tuto část stránky se nepodařilo zobrazit. Načtěte stránku znovu nebo to zkuste za pár minut.' },
  dealers: {
    title: 'Najít prodejce', intro: 'Poradenství, zkušební jízda a servis: prodejci {brand} ve vašem okolí.', headline: 'Vyhledávání prodejců',
    text: 'Zadejte PSČ nebo město a mapa vám ukáže nejbližší prodejce {brand} s otevírací dobou a nabídkou služeb.',
    steps: ['Zadejte PSČ nebo město', 'Vyberte zkušební jízdu, servis nebo vyzvednutí objednávky z e-shopu', 'Zavolejte prodejci, domluvte si termín nebo si naplánujte cestu'],
  },
  news: { title: 'Novinky', intro: 'Nové modely, akce a tipy z dílny – co je nového u značky {brand}.' },
  kinds: {
    ebikes: { slug: 'ebikes', title: 'Elektrokola', teaser: 'Elektrická podpora pro každou vyjížďku.', seo: '## Elektrokola {brand}\n\nS elektrokolem se z dlouhé cesty do práce stane příjemná projížďka a z prudkého kopce důvod k úsměvu. Každé elektrokolo {brand} má osvědčený pohon, hydraulické brzdy a baterii, kterou nabijete na kole i doma.\n\nVyzkoušejte ho u prodejce ve svém okolí – rozdíl poznáte hned po prvních sto metrech.' },
    emtb: { slug: 'e-mtb', title: 'Elektrická horská kola', teaser: 'Víc trailů, víc výškových metrů, víc sjezdů za jedno odpoledne.', seo: '## Elektrická horská kola\n\nDobré e-MTB se musí v první řadě chovat jako horské kolo: vyvážená geometrie, odpružení, které kopíruje terén, a motor, který pomáhá, ale netlačí. {brand} je staví pro výjezdy, které jste dřív tlačili, a sjezdy, které si hned chcete dát znovu – {models}.' },
    etrekking: { slug: 'trekking', title: 'Trekingová elektrokola', teaser: 'Dojezd a nosnost na dlouhé dny v sedle.', seo: '## Na výlety s podporou\n\nTrekingová elektrokola {brand} spojují velkou baterii s odpruženou vidlicí a pevným nosičem. Odvezou vás i s bagáží na dlouhé etapy, po asfaltu stejně jako po šotolině – {models}.' },
  },
};
