import type { LangCopy } from './brand-types.ts';

/** Suomenkieliset tekstit, jotka kaikki merkit winoraa lukuun ottamatta jakavat. */
export const fi: LangCopy = {
  more: 'Lue lisää',
  slugs: { contactInfo: 'service/ota-yhteytta', newsletterInfo: 'service/uutiskirje', history: 'historia' },
  home: { rangesTitle: 'Löydä oma pyöräsi', rangesIntro: 'Koko {brand}-mallisto yhdellä silmäyksellä – minne haluat mennä?', factsTitle: '{brand} lukuina', moreTitle: 'Tutustu lisää', viewAll: 'Näytä kaikki' },
  service: {
    faqTitle: 'Usein kysytyt kysymykset', faqIntro: 'Nopeat vastaukset ostamisesta, takuusta, käyttöohjeista ja {brand}-pyörän huollosta.', faqHeadline: 'Näitä meiltä kysytään useimmin',
    stillQuestions: 'Vieläkö kysyttävää?', stillQuestionsText: 'Asiakaspalvelumme lukee jokaisen viestin ja vastaa kahden arkipäivän kuluessa.', contactCta: 'Kirjoita meille',
    manualsTitle: 'Käyttöohjeet ja lataukset', manualsIntro: '{brand}-tuotteiden käyttöohjeet, asennusohjeet ja vaatimustenmukaisuusvakuutukset.',
    manuals: '## Käyttöohjeet\n\n- [Yleinen käyttöohje (PDF)]({origin}/downloads/manual-ebike-fi.pdf)\n\n## Ennen ensimmäistä lenkkiä\n\nLue käyttöohjeen turvallisuusohjeet ennen lähtöä ja säilytä ohje ostokuitin kanssa. Jälleenmyyjä käy säädöt läpi kanssasi luovutuksen yhteydessä.\n\n## Etkö löytänyt etsimääsi?\n\nKerro meille mallin nimi ja vuosimalli, niin lähetämme oikean asiakirjan.',
    warrantyTitle: 'Takuu', warrantyIntro: 'Mitä {brand} lupaa – ja miten teet takuuilmoituksen.',
    warranty: '## Lupauksemme\n\n- **{years} vuoden** takuu rungoille ja jäykille keulahaarukoille ostopäivästä alkaen\n- **2 vuotta** kaikille muille osille, myös moottorille ja akulle\n- Kuluttajansuojalain mukaiset oikeutesi myyjää kohtaan säilyvät\n\n## Näin teet takuuilmoituksen\n\n1. Vie pyörä ja ostokuitti jälleenmyyjälle.\n2. Jälleenmyyjä tarkastaa vian ja lähettää ilmoituksen meille kuvien kanssa.\n3. Päätämme kymmenen arkipäivän kuluessa ja korjaamme tai vaihdamme osan maksutta.\n\nTakuu ei koske kuluvia osia, kuten renkaita, jarrupaloja, ketjuja ja kahvoja, eikä onnettomuuksien, kilpailujen tai virheellisen asennuksen aiheuttamia vaurioita.',
    contactTitle: 'Ota yhteyttä', contactIntro: 'Puhelin, sähköposti tai käynti jälleenmyyjällä – valitse itsellesi sopivin.',
    contact: '## Puhelin\n\n[{phone}](tel:{tel}) – {hours}\n\n## Sähköposti\n\n[{email}](mailto:{email}) – vastaamme kahden arkipäivän kuluessa.\n\n## Osoite\n\n{legalName}\n{street}\n{city}\n{country}\n\n## Ennen kuin kirjoitat\n\nPidä **runkonumero** ja ostokuitti käden ulottuvilla – silloin voimme auttaa heti.',
    teaserTitle: 'Huolto ja tuki', teaserText: 'Vastaukset, käyttöohjeet ja takuu – kaikki apu {brand}-pyörällesi yhdessä paikassa.',
  },
  faqs: {
    buy: { slug: 'mista-ostaa', q: 'Mistä voin ostaa ja koeajaa {brand}-pyörän?', a: 'Verkkokaupastamme ja valtuutetuilta {brand}-jälleenmyyjiltä. Jälleenmyyjällä voit kokeilla kokoja ja malleja, ja pyörä säädetään sinulle valmiiksi.' },
    warranty: { slug: 'takuu', q: 'Miten teen takuuilmoituksen?', a: 'Vie pyörä ja kuitti jälleenmyyjälle, joka välittää ilmoituksen meille. Rungoilla on **{years} vuoden** takuu – katso [Takuu](story:{warrantyPath}).' },
    manuals: { slug: 'kayttoohjeet', q: 'Mistä löydän pyöräni käyttöohjeen?', a: 'Kaikki käyttöohjeet ja vaatimustenmukaisuusvakuutukset ovat [lataussivullamme](story:{manualsPath}). Jokaisen pyörän mukana tulee myös painettu ohje.' },
    care: { slug: 'hoito', q: 'Miten huollan {brand}-pyörääni?', a: 'Pese pyörä vedellä ja pehmeällä harjalla painepesurin sijaan, pidä ketju kevyesti öljyttynä ja tarkista rengaspaineet kahden viikon välein. Vie pyörä huoltoon kerran vuodessa.' },
    battery: { slug: 'akku', q: 'Miten akku kestää mahdollisimman pitkään?', a: 'Säilytä akkua sisällä 10–20 °C:ssa, lataa se alkuperäisellä laturilla ja pidä varaus talvella 30–60 prosentissa. Pienempi avustustaso tuo paljon lisää kantamaa.' },
  },
  company: { aboutTitle: 'Tietoa {brand}ista', historyTitle: 'Historiamme', historyIntro: 'Virstanpylväät, joista {brand} on rakentunut.', historyTeaser: 'Ensimmäisestä verstaasta tähän päivään: tarina {brand}in takana.' },
  legal: {
    imprintTitle: 'Julkaisijan tiedot',
    imprint: '## Palveluntarjoaja\n\n{legalName}\n{street}\n{city}\n{country}\n\n## Yhteystiedot\n\nPuhelin: {phone}\nSähköposti: [{email}](mailto:{email})\n\n## Yritystiedot\n\nJohto: {directors}\nRekisteri: {register}\nALV-numero: {vat}\n\n## Vastuuvapaus\n\nTarkistamme sivuston sisällön huolellisesti, mutta emme voi taata sen täydellisyyttä ja ajantasaisuutta. Linkitettyjen sivujen sisällöstä vastaavat niiden ylläpitäjät.',
    privacyTitle: 'Tietosuojaseloste',
    privacy: '## Rekisterinpitäjä\n\n{legalName}, {street}, {city}, {country}. Tietosuojakysymykset: [{privacyEmail}](mailto:{privacyEmail}).\n\n## Mitä käsittelemme\n\n- **Sivustolla käynti:** IP-osoite, aika, katsotut sivut ja selaimen tiedot, säilytetään seitsemän päivää tietoturvan vuoksi.\n- **Yhteydenottolomake:** antamasi tiedot kysymykseesi vastaamiseksi; säilytetään kolme vuotta.\n- **Tilaukset:** nimi, osoitteet, tilaus- ja maksutiedot sopimuksen täyttämiseksi; säilytetään kirjanpitolain mukaan.\n- **Uutiskirje:** sähköpostiosoitteesi vasta vahvistuksen jälkeen; voit perua tilauksen milloin tahansa.\n\n## Oikeutesi\n\nVoit pyytää pääsyä tietoihisi, niiden oikaisua, poistamista, käsittelyn rajoittamista tai siirtämistä, vastustaa käsittelyä ja tehdä valituksen tietosuojavaltuutetulle. Suostumuksen voi perua milloin tahansa.',
    cookiesTitle: 'Evästekäytäntö',
    cookies: '## Mitä evästeet ovat\n\nEvästeet ovat pieniä tekstitiedostoja, jotka selaimesi tallentaa. Käytämme niitä verkkokaupan toimintaan ja vain suostumuksellasi sivuston mittaamiseen ja kehittämiseen.\n\n## Luokat\n\n- **Välttämättömät:** ostoskori, kirjautuminen ja evästevalintasi. Aina käytössä.\n- **Suorituskyky:** nimetön käyttötilasto. Vain suostumuksella.\n- **Markkinointi:** kampanjoidemme mittaus. Vain suostumuksella.\n\n## Valinnan muuttaminen\n\nAvaa sivun alalaidan evästeasetukset muuttaaksesi tai perua suostumuksesi milloin tahansa.',
  },
  newsletter: {
    title: 'Uutiskirje', intro: 'Uudet mallit, ajotarinat ja jälleenmyyjätapahtumat {brand}ilta – noin kerran kuussa.', cta: 'Tilaa nyt', teaser: 'Kuule ensimmäisenä uusista malleista ja tapahtumista.',
    text: 'Saat:\n\n- Uudet mallit ja värit ennen muita\n- Reittejä, ajovinkkejä ja huolto-ohjeita tiimiltämme\n- Kutsuja koeajopäiviin lähelläsi\n\nEi roskapostia, eikä osoitettasi luovuteta eteenpäin. Voit perua tilauksen yhdellä klikkauksella jokaisesta viestistä.',
  },
  error: { title: 'Jokin meni pieleen', text: 'Tätä sivun osaa ei voitu näyttää. Lataa sivu uudelleen tai yritä muutaman minuutin päästä.' },
  dealers: {
    title: 'Löydä jälleenmyyjä', intro: 'Neuvontaa, koeajoja ja huoltoa: {brand}-jälleenmyyjät lähelläsi.', headline: 'Jälleenmyyjähaku',
    text: 'Kirjoita postinumero tai paikkakunta, niin kartta näyttää lähimmät {brand}-jälleenmyyjät aukioloaikoineen ja palveluineen.',
    steps: ['Kirjoita postinumero tai paikkakunta', 'Rajaa koeajon, huollon tai verkkotilauksen noudon mukaan', 'Soita liikkeeseen, varaa aika tai suunnittele reitti'],
  },
  news: { title: 'Uutiset', intro: 'Uudet mallit, tapahtumat ja huoltovinkit – ajankohtaista {brand}-maailmasta.' },
  kinds: {
    ebikes: { slug: 'ebikes', title: 'Sähköpyörät', teaser: 'Sähköavustus jokaiselle matkalle.', seo: '## {brand}-sähköpyörät\n\nSähköpyörällä pitkä työmatka muuttuu mukavaksi lenkiksi ja jyrkkä ylämäki hymyksi. Jokaisessa {brand}-sähköpyörässä on koeteltu voimansiirto, hydrauliset jarrut ja akku, jonka voit ladata pyörässä tai sisällä.' },
    bikes: { slug: 'bikes', title: 'Polkupyörät', teaser: 'Pyörät ilman moottoria: kevyitä, rehellisiä ja kestäviä.', seo: '## {brand}-polkupyörät\n\nJotkin lenkit vaativat vain omat jalat. Moottorittomat pyörämme ovat kevyitä, helppohoitoisia ja tehty kestämään vuosia – {models}.' },
    etrekking: { slug: 'retkeily', title: 'Retkisähköpyörät', teaser: 'Kantamaa ja kantokykyä pitkille päiville.', seo: '## Retkeilyä myötätuulessa\n\n{brand}-retkisähköpyörissä on suuret akut, joustavat keulat ja tukevat tavaratelineet. Ne kuljettavat sinut ja matkatavarasi pitkiä etappeja asfaltilla ja soralla – {models}.' },
    emtb: { slug: 'e-mtb', title: 'Sähkömaastopyörät', teaser: 'Enemmän polkuja, nousuja ja laskuja yhdessä iltapäivässä.', seo: '## Sähkömaastopyörät\n\nHyvä sähkömaastopyörä ajaa ensin kuin maastopyörä: tasapainoinen geometria, maastoa seuraava jousitus ja moottori, joka avustaa työntämättä. {brand} rakentaa ne nousuihin, jotka ennen talutit, ja laskuihin, jotka haluat ajaa heti uudelleen – {models}.' },
    mtb: { slug: 'maastopyorat', title: 'Maastopyörät', teaser: 'Hardtailit ja täysjoustot poluille ja metsään.', seo: '## Maastopyörät\n\nEnsimmäisestä metsälenkistä enduro-kisaan: {brand}-maastopyörät kehitetään oikeilla poluilla. Moderni geometria, toimiva jousitus ja tukevat kiekot antavat varmuutta, kun polku muuttuu rouheaksi.' },
  },
};
