/** winora's German copy: the template every language's table follows key for key. */
export const de = {
  more: 'Mehr erfahren',
  slugs: {
    ebikes: 'ebikes', bikes: 'fahrraeder', city: 'ebikes/city', trekking: 'ebikes/trekking', comfort: 'komfort', models: 'modelle',
    faq: 'service/faqs', manuals: 'service/downloads', warranty: 'service/gewaehrleistung-garantie', contact: 'service/kontakt',
    contactMethods: 'service/kontaktwege', shipping: 'service/versand', payment: 'service/zahlungsarten',
    company: 'ueber-uns', awards: 'ueber-uns/auszeichnungen', history: 'ueber-uns/geschichte', imprint: 'ueber-uns/impressum',
    privacy: 'ueber-uns/datenschutz', cookies: 'ueber-uns/cookie-richtlinie', mandatory: 'pflichtangaben',
    guides: 'bike-guides', campaigns: 'aktionen', socialPrivacy: 'social-media-datenschutz', dealers: 'haendler-finden',
  },
  nav: { dealers: 'Händler finden', contact: 'Kontakt' },
  home: {
    title: 'Winora – E-Bikes für jeden Tag', seoTitle: 'Winora E-Bikes | Komfortabel unterwegs seit 1914', seoDescription: 'E-Bikes für Stadt, Tour und Alltag aus Sennfeld in Franken: Sinus, Yucatan, Yakun, Tria, Radius und iRide Pure. Jetzt Probe fahren beim Händler.',
    heroEyebrow: 'Neue Saison 2025', heroTitle: 'Mehr Zeit draußen. Weniger Gedanken unterwegs.', heroText: 'Unsere E-Bikes bringen Sie entspannt zur Arbeit, zum Bäcker und auf die Wochenendtour – mit kraftvollem Antrieb, tiefem Einstieg und Ausstattung, die einfach funktioniert.', heroCta: 'E-Bikes entdecken', heroAlt: 'Radfahrerin auf einem Winora E-Bike in einer Hügellandschaft bei Sonnenaufgang',
    rangesTitle: 'Welches E-Bike passt zu Ihnen?', rangesIntro: 'Drei Welten, ein Anspruch: Fahrräder, auf die Sie sich jeden Tag verlassen können.',
    factsTitle: 'Winora in Zahlen', facts: [['110 Jahre', 'Fahrradbau aus Franken'], ['6', 'Modellfamilien'], ['bis 150 km', 'Reichweite mit 750-Wh-Akku'], ['1.200+', 'Fachhändler in Europa']] as [string, string][],
    modelsTitle: 'Unsere Modelle', storyTitle: 'Gebaut in Sennfeld, gefahren in ganz Europa', storyText: 'Seit 1914 bauen wir in Unterfranken Fahrräder. Heute entwickeln unsere Ingenieurinnen und Ingenieure E-Bikes, die Komfort und Sicherheit vor Rekorde stellen.\n\nJedes Modell fährt vor der Serie Tausende Testkilometer – auf Kopfsteinpflaster, Schotter und Alpenpässen.', storyAlt: 'Werkstatt mit Montageständer und E-Bike',
  },
  flex: {
    eyebrow: 'Life in Motion', title: 'Draußen ist, wo das Leben passiert', intro: 'Geschichten, Touren und Ideen für alle, die mit dem E-Bike mehr vom Tag haben wollen.', alt: 'Zwei Radfahrende am See in der Abendsonne', cta: 'Zu den Bike-Guides',
    teasersTitle: 'Inspiration für Ihre nächste Ausfahrt', videoTitle: 'Unterwegs mit dem Winora Yucatan', videoCaption: 'Ein Tag am Tegernsee: 62 Kilometer, drei Cafés, kein Stau.',
    teasers: [['Kulinarisches Radeln am Tegernsee', 'Eine Genusstour mit Bergblick und Kaiserschmarrn.', 'kulinarisches-radeln-am-tegernsee', 'guide-tegernsee.svg'], ['Picknick mit dem E-Bike', 'Was in die Packtasche gehört – und was nicht.', 'picknick-mit-dem-e-bike', 'guide-picnic.svg'], ['Tipps für ein gesundes, aktives Leben', 'Warum schon 20 Minuten Radfahren am Tag wirken.', 'tipps-gesundes-aktives-leben', 'guide-health.svg']] as [string, string, string, string][],
  },
  banner: { title: 'Jetzt Probe fahren', text: 'Erleben Sie den Unterschied auf einer Runde um den Block – bei einem Winora-Händler in Ihrer Nähe.', cta: 'Händler finden', alt: 'E-Bike vor einem Fahrradgeschäft' },
  ranges: {
    ebikes: { title: 'E-Bikes', teaser: 'Kraftvoll unterstützt in der Stadt, auf Tour und im Alltag.', intro: 'Vom wendigen City-Bike bis zum Tourer mit Doppelakku: Winora E-Bikes mit Bosch- und Yamaha-Antrieb.', seo: '## E-Bikes von Winora\n\nEin E-Bike ersetzt für viele Menschen das Zweitauto. Unsere Modelle sind auf Alltagstauglichkeit ausgelegt: **integrierte Akkus**, hydraulische Scheibenbremsen, Lichtanlagen nach StVZO und Gepäckträger mit System-Aufnahme.\n\nOb Sie täglich 15 Kilometer pendeln oder am Wochenende 100 Kilometer fahren – in unserem Sortiment finden Sie das passende Rad. Lassen Sie sich bei einem [Fachhändler](story:sitepages/structure/haendler-finden) beraten.' },
    bikes: { title: 'Fahrräder', teaser: 'Klassische Fahrräder ohne Motor – leicht, robust, zeitlos.', intro: 'Trekking- und Cityräder für alle, die aus eigener Kraft fahren.', seo: '## Fahrräder ohne Motor\n\nLeicht, wartungsarm und günstig im Unterhalt: Unsere Fahrräder ohne Motor sind die ehrliche Wahl für kurze Wege und sportliche Fahrerinnen und Fahrer.' },
    city: { title: 'City E-Bikes', teaser: 'Aufrecht sitzen, tief einsteigen, entspannt ankommen.', intro: 'Für Arbeitsweg, Einkauf und Kita: City E-Bikes mit tiefem Einstieg und Nabenschaltung.', seo: '## Entspannt durch die Stadt\n\nCity E-Bikes wie das **Winora Tria** und das **iRide Pure** sind leicht, wendig und mit Riemenantrieb nahezu wartungsfrei. Schutzbleche, Kettenschutz und Ständer sind selbstverständlich.' },
    trekking: { title: 'Trekking E-Bikes', teaser: 'Reichweite und Gepäck für Touren jeder Länge.', intro: 'Große Akkus, gefederte Gabeln und stabile Gepäckträger für Tagestouren und Radreisen.', seo: '## Auf Tour mit Trekking E-Bikes\n\nDas **Winora Yucatan** und das **Yakun** bringen Sie mit bis zu 750 Wh auch über lange Etappen. Dank Federgabel und breiten Reifen bleiben Sie auf Schotter entspannt.' },
    comfort: { title: 'Komfort E-Bikes', teaser: 'Tiefer Einstieg und aufrechte Sitzposition für jedes Alter.', intro: 'Das Winora Sinus ist seit Jahren Deutschlands beliebtes Komfort-E-Bike – jetzt mit neuem Rahmen.', seo: '## Komfort ohne Kompromisse\n\nWer Wert auf einen sicheren Stand und leichtes Aufsteigen legt, ist beim **Sinus** richtig. Der tiefe Durchstieg, die gefederte Sattelstütze und die Rücktrittfunktion machen jede Fahrt angenehm.' },
  },
  models: {
    sinus: { range: 'Komfort', claim: 'Der Klassiker mit tiefem Einstieg – bequem wie nie.', intro: 'Das **Sinus** ist unser meistverkauftes E-Bike. Der neue Aluminiumrahmen mit extra tiefem Durchstieg, Bosch Active Line Plus und Rücktrittbremse machen es zum Rad für alle, die sicher und entspannt unterwegs sein wollen.', facts: [['625 Wh', 'Akku'], ['50 Nm', 'Drehmoment'], ['24,8 kg', 'Gewicht'], ['140 kg', 'zul. Gesamtgewicht']] as [string, string][], detailTitle: 'Durchdachte Details', detail: '- Integrierter Akku, von der Seite entnehmbar\n- Federsattelstütze mit 40 mm Federweg\n- Lichtanlage mit Tagfahrlicht und Bremslicht\n- Gepäckträger für Körbe und Kindersitze' },
    yucatan: { range: 'Trekking', claim: 'Der Tourer für lange Tage im Sattel.', intro: 'Das **Yucatan** verbindet den kräftigen Bosch Performance Line CX mit einem 750-Wh-Akku. Touren jenseits der 100 Kilometer werden so zur Selbstverständlichkeit.', facts: [['750 Wh', 'Akku'], ['85 Nm', 'Drehmoment'], ['12', 'Gänge'], ['160 kg', 'zul. Gesamtgewicht']] as [string, string][], detailTitle: 'Für jede Etappe gerüstet', detail: '- Luftgefederte Gabel mit 63 mm Federweg\n- Shimano Deore 12-fach\n- Vierkolben-Scheibenbremsen\n- Rahmenschloss mit Akku-Gleichschließung' },
    yakun: { range: 'Trekking', claim: 'Sportlich, leicht und bereit für Schotter.', intro: 'Das **Yakun** ist das sportliche Trekking-E-Bike mit schlankem Rahmen und Yamaha PW-ST-Antrieb. Ideal für schnelle Pendelwege und Touren auf Feldwegen.', facts: [['630 Wh', 'Akku'], ['70 Nm', 'Drehmoment'], ['23,5 kg', 'Gewicht'], ['10', 'Gänge']] as [string, string][], detailTitle: 'Schnell unterwegs', detail: '- Yamaha PW-ST mit Quad-Sensor\n- Breite 50-mm-Reifen mit Pannenschutz\n- Aufrechte, aber sportliche Geometrie' },
    tria: { range: 'City', claim: 'Leicht, leise und wartungsarm durch die Stadt.', intro: 'Das **Tria** ist unser leichtes City E-Bike mit Riemenantrieb und Nabenschaltung. Ölfreie Hände und kaum Wartung – perfekt für den Arbeitsweg.', facts: [['500 Wh', 'Akku'], ['5', 'Gänge (Nabe)'], ['21,9 kg', 'Gewicht'], ['Gates', 'Riemenantrieb']] as [string, string][], detailTitle: 'Stadt ohne Stress', detail: '- Gates Carbon Drive Riemen\n- Shimano Nexus 5-Gang-Nabe\n- Integrierte Beleuchtung und Schutzbleche' },
    radius: { range: 'Trekking', claim: 'Das Alltagsrad mit Reserven.', intro: 'Das **Radius** ist der vielseitige Begleiter für Alltag und Wochenende, mit robustem Gepäckträger und kräftigem Mittelmotor.', facts: [['625 Wh', 'Akku'], ['75 Nm', 'Drehmoment'], ['9', 'Gänge'], ['150 kg', 'zul. Gesamtgewicht']] as [string, string][], detailTitle: 'Alles dabei', detail: '- Gepäckträger bis 27 kg\n- Federgabel mit Lockout\n- Seitenständer in Rahmenmitte' },
    'iride-pure': { range: 'City', claim: 'Puristisches Design, smarte Technik.', intro: 'Das **iRide Pure** verzichtet auf alles Überflüssige: Hinterradnabenmotor, integrierter Akku, klare Linien. Ein E-Bike, das man nicht als E-Bike erkennt.', facts: [['418 Wh', 'Akku'], ['40 Nm', 'Drehmoment'], ['19,8 kg', 'Gewicht'], ['App', 'Diebstahlschutz']] as [string, string][], detailTitle: 'Weniger ist mehr', detail: '- Nabenmotor, geräuscharm\n- Akku vollständig im Unterrohr\n- Ortung per App' },
  },
  modelsPage: { title: 'Alle Modelle', intro: 'Sechs Modellfamilien, ein Versprechen: Fahrräder, die jeden Tag Freude machen.' },
  stories: { title: 'Winora Stories', intro: 'Menschen, die ihr Winora jeden Tag fahren – und was sie dabei erleben.', markets: ['DE', 'AT'] },
  faqs: [
    { slug: 'reichweite', q: 'Wie weit komme ich mit einer Akkuladung?', a: 'Das hängt von Unterstützungsstufe, Gelände, Gewicht und Temperatur ab. Mit einem 625-Wh-Akku sind im Eco-Modus **bis zu 150 Kilometer** möglich, im Turbo-Modus etwa 50 Kilometer.' },
    { slug: 'akku-lagern', q: 'Wie lagere ich den Akku im Winter?', a: 'Lagern Sie den Akku trocken bei 10 bis 20 °C und mit einem Ladestand von 30 bis 60 Prozent. Laden Sie ihn alle drei Monate kurz nach.' },
    { slug: 'garantie', q: 'Welche Garantie gibt Winora?', a: 'Auf Rahmen gewähren wir **fünf Jahre Garantie**, auf Akku und Motor zwei Jahre. Details finden Sie unter [Gewährleistung & Garantie](story:sitepages/structure/service/gewaehrleistung-garantie).' },
    { slug: 'inspektion', q: 'Wie oft sollte mein E-Bike zur Inspektion?', a: 'Wir empfehlen eine Inspektion pro Jahr oder alle 2.000 Kilometer bei Ihrem Fachhändler. Dabei wird auch die Software von Motor und Display aktualisiert.' },
    { slug: 'rahmengroesse', q: 'Welche Rahmengröße passt zu mir?', a: 'Als Faustregel gilt: Schrittlänge in Zentimetern mal 0,66 ergibt die Rahmenhöhe. Am besten fahren Sie zwei Größen beim Händler Probe.' },
    { slug: 'ersatzteile', q: 'Wo bekomme ich Ersatzteile?', a: 'Ersatzteile bestellt Ihr Fachhändler direkt bei uns. Halten Sie dafür die Rahmennummer bereit – sie steht unter dem Tretlager.' },
  ],
  service: {
    faqTitle: 'Häufige Fragen', faqIntro: 'Antworten rund um Akku, Pflege, Garantie und Kauf.', faqHeadline: 'Die wichtigsten Fragen', stillQuestions: 'Noch Fragen?', stillQuestionsText: 'Unser Service-Team hilft Ihnen montags bis freitags gern weiter.',
    manualsTitle: 'Downloads & Anleitungen', manualsIntro: 'Bedienungsanleitungen, Konformitätserklärungen und Akku-Hinweise zum Herunterladen.',
    manuals: '## Bedienungsanleitungen\n\n- [Allgemeine Bedienungsanleitung E-Bike (PDF)](https://www.winora.com/downloads/manual-ebike-de.pdf)\n- [Bosch Displays und Steuerung](https://www.bosch-ebike.com/de/service/bedienungsanleitungen)\n- [Yamaha Antriebssysteme](https://www.yamaha-motor.eu/de/de/e-bike-systems/)\n\n## Sicherheit\n\nBitte lesen Sie vor der ersten Fahrt die Hinweise zum Umgang mit dem Akku. Transportieren Sie Akkus nur im Originalzustand.',
    warrantyTitle: 'Gewährleistung & Garantie', warrantyIntro: 'Was wir Ihnen zusichern – und wie Sie einen Garantiefall melden.',
    warranty: '## Unsere Garantie\n\n- **5 Jahre** auf Rahmen und starre Gabeln\n- **2 Jahre** auf Motor, Akku und Display (Herstellergarantie der Systemanbieter)\n- Gesetzliche Gewährleistung von 2 Jahren über Ihren Händler\n\n## So melden Sie einen Garantiefall\n\n1. Wenden Sie sich an Ihren Fachhändler.\n2. Halten Sie Kaufbeleg und Rahmennummer bereit.\n3. Der Händler prüft den Schaden und meldet ihn bei uns.',
    warrantyForm: '## Direkt an uns wenden\n\nSie haben keinen Händler in der Nähe? Schreiben Sie uns über das Formular.\n\n<contact-form></contact-form>',
  },
  contactMethods: {
    title: 'So erreichen Sie uns', intro: 'Telefon, E-Mail oder persönlich beim Händler – wählen Sie den Weg, der zu Ihnen passt.', phoneSlug: 'telefon', phoneIntro: 'Unser Service-Team in Sennfeld ist werktags für Sie da.', phoneText: 'Bitte halten Sie Ihre **Rahmennummer** bereit. Sie finden sie unter dem Tretlager oder in Ihrem Fahrradpass.',
    methods: {
      phone: { name: 'Telefon', text: 'Persönliche Beratung durch unser Service-Team.', facts: ['Mo–Fr 8–17 Uhr', '+49 9721 6501-0'], link: 'tel:+4997216501', linkLabel: 'Jetzt anrufen' },
      mail: { name: 'E-Mail', text: 'Schreiben Sie uns – wir antworten innerhalb von zwei Werktagen.', facts: ['Antwort in 48 h'], link: 'mailto:service@winora.de', linkLabel: 'E-Mail schreiben' },
      dealer: { name: 'Fachhändler', text: 'Beratung, Probefahrt und Service in Ihrer Nähe.', facts: ['1.200+ Händler'], link: 'haendler-finden', linkLabel: 'Händler finden' },
    },
  },
  shipping: {
    title: 'Versand & Rückgabe', intro: 'So kommt Ihre Bestellung zu Ihnen – und zurück, falls etwas nicht passt.', homeSlug: 'lieferung-nach-hause', homeIntro: 'Ihr E-Bike kommt fahrfertig montiert bis vor die Haustür.', homeText: 'Die Spedition meldet sich einen Tag vorher mit einem Zeitfenster. Bitte prüfen Sie die Verpackung bei Anlieferung auf Schäden.',
    methods: {
      home: { name: 'Lieferung nach Hause', text: 'Fahrfertig montiert per Spedition.', facts: ['5–8 Werktage', '49 €'] },
      parcel: { name: 'Paketversand', text: 'Zubehör und Ersatzteile per DHL.', facts: ['2–3 Werktage', 'ab 50 € versandkostenfrei'] },
      return: { name: 'Rückgabe', text: '30 Tage Rückgaberecht für unbenutzte Artikel.', facts: ['30 Tage', 'kostenloses Etikett'] },
    },
  },
  payment: {
    title: 'Zahlungsarten', intro: 'Bezahlen Sie so, wie es Ihnen am liebsten ist.', invoiceSlug: 'rechnung', invoiceIntro: 'Erst fahren, dann zahlen.', invoiceText: 'Sie zahlen bequem innerhalb von 30 Tagen nach Lieferung. Die Bonitätsprüfung erfolgt durch unseren Zahlungspartner Klarna.',
    methods: {
      invoice: { name: 'Kauf auf Rechnung', text: 'Zahlung 30 Tage nach Lieferung über Klarna.', facts: ['30 Tage Zahlungsziel'] },
      card: { name: 'Kreditkarte', text: 'Visa, Mastercard und American Express.', facts: ['3-D Secure'] },
      paypal: { name: 'PayPal', text: 'Schnell und sicher mit Ihrem PayPal-Konto.', facts: ['Käuferschutz'] },
    },
  },
  company: {
    title: 'Über Winora', intro: 'Seit 1914 bauen wir in Franken Fahrräder – heute E-Bikes, die Menschen in ganz Europa bewegen.', alt: 'Fabrikhalle mit Fahrrädern im Abendlicht',
    text: '## Wer wir sind\n\nWinora wurde 1914 in Schweinfurt gegründet. Heute arbeiten rund 300 Menschen am Standort Sennfeld an Entwicklung, Montage und Service unserer E-Bikes.\n\nUnser Anspruch: **Komfort, Sicherheit und Langlebigkeit**. Darum testen wir jedes Modell über Tausende Kilometer, bevor es in Serie geht.',
    facts: [['1914', 'gegründet in Schweinfurt'], ['300', 'Mitarbeitende'], ['24', 'Länder'], ['100 %', 'Ökostrom am Standort']] as [string, string][],
    awardsTitle: 'Auszeichnungen', awardsTeaser: 'Testsiege und Designpreise für unsere Modelle.', awards: '## Ausgezeichnet\n\n- **Testsieger** Komfort-E-Bikes: Winora Sinus (Fachmagazin ElektroRad, 2024)\n- **German Design Award**, Kategorie Mobility: Winora iRide Pure (2024)\n- **Preis-Leistungs-Tipp** Trekking: Winora Yucatan (2023)',
    historyTitle: 'Geschichte', historyTeaser: 'Vom Fahrradgeschäft in Schweinfurt zur E-Bike-Marke.', historyHeadline: '110 Jahre auf zwei Rädern', history: '- **1914** Gründung in Schweinfurt\n- **1970** Umzug nach Sennfeld, Serienfertigung\n- **2009** erstes Winora E-Bike\n- **2019** Sinus wird zum meistverkauften Komfort-E-Bike\n- **2025** neue Modellgeneration mit integrierten Akkus',
  },
  legal: {
    imprintTitle: 'Impressum', imprint: '## Angaben gemäß § 5 DDG\n\nWinora-Staiger GmbH\nMax-Planck-Straße 6\n97526 Sennfeld\nDeutschland\n\nTelefon: +49 9721 6501-0\nE-Mail: [info@winora.de](mailto:info@winora.de)\n\nRegistergericht: Amtsgericht Schweinfurt, HRB 3571\nUSt-IdNr.: DE 134 012 571\n\n## Verantwortlich für den Inhalt\n\nDie Geschäftsführung der Winora-Staiger GmbH, Anschrift wie oben.',
    privacyTitle: 'Datenschutzerklärung', privacy: '## Verantwortliche Stelle\n\nVerantwortlich für die Datenverarbeitung auf dieser Website ist die Winora-Staiger GmbH (Anschrift im [Impressum](story:sitepages/structure/ueber-uns/impressum)).\n\n## Welche Daten wir verarbeiten\n\n- Server-Logdaten (IP-Adresse gekürzt, Zeitpunkt, aufgerufene Seite) zur Sicherheit des Betriebs\n- Angaben aus dem Kontaktformular zur Bearbeitung Ihrer Anfrage\n- Einwilligungsbasierte Statistik, sofern Sie zugestimmt haben\n\n## Ihre Rechte\n\nSie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch. Schreiben Sie an [datenschutz@winora.de](mailto:datenschutz@winora.de).',
    cookiesTitle: 'Cookie-Richtlinie', cookies: '## Wie wir Cookies einsetzen\n\nNotwendige Cookies (Gruppe C0001) speichern zum Beispiel Ihre Cookie-Einstellungen. Statistik- und Marketing-Cookies setzen wir nur mit Ihrer Einwilligung.\n\n## Einstellungen ändern\n\nSie können Ihre Auswahl jederzeit über den Link „Cookie-Einstellungen“ im Seitenfuß ändern.',
    mandatoryTitle: 'Pflichtangaben', mandatory: '## Hinweise nach dem Batteriegesetz\n\nAkkus gehören nicht in den Hausmüll. Sie können verbrauchte Akkus kostenlos bei Ihrem Fachhändler zurückgeben.\n\n## Online-Streitbeilegung\n\nWir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
  },
  news: {
    title: 'News', intro: 'Neuigkeiten von Winora: Events, Modelle und Menschen.',
    items: [
      { key: 'misano', slug: 'misano-event', title: 'Winora beim E-Bike-Festival in Misano', date: '2025-05-12 10:00', teaser: 'Drei Tage Probefahrten an der Adriaküste – wir waren mit der ganzen Flotte dabei.', image: 'news-misano.svg', text: 'Über 4.000 Besucherinnen und Besucher testeten in Misano unsere neuen Modelle. Besonders gefragt: das **Yucatan** mit 750-Wh-Akku.\n\nAuf der Rundstrecke durch die Hügel der Romagna zeigte sich, wofür wir das Rad gebaut haben: lange Touren ohne Reichweitenangst.', markets: undefined as string[] | undefined },
      { key: 'about', slug: 'ueber-winora', title: 'Über Winora: Ein Blick hinter die Kulissen', date: '2025-03-03 09:00', teaser: 'Wie in Sennfeld ein E-Bike entsteht – von der ersten Skizze bis zur Endkontrolle.', image: 'news-factory.svg', text: 'In der Montagehalle in Sennfeld werden täglich bis zu 400 E-Bikes fertig. Jedes Rad durchläuft eine **Endkontrolle mit 60 Prüfpunkten**.\n\n> Wir bauen Räder, die wir selbst jeden Tag fahren würden. – Produktmanagement Winora', markets: undefined },
      { key: 'test-tour', slug: 'test-tour-winora', title: 'Test-Tour 2025: Winora kommt zu Ihnen', date: '2025-04-01 08:00', teaser: 'Unser Testtruck tourt durch 20 Städte. Probefahrt ohne Anmeldung.', image: 'news-test-tour.svg', text: 'Von April bis Juli sind wir mit 40 E-Bikes unterwegs. Alle Termine erfahren Sie bei Ihrem [Fachhändler](story:sitepages/structure/haendler-finden).', markets: ['DE', 'AT', 'CH'] },
    ],
  },
  guides: {
    title: 'Bike-Guides', intro: 'Ratgeber rund ums Radfahren: Technik, Touren und Gesundheit.',
    items: [
      { key: 'light', slug: 'fahrradlicht', category: 'guide' as 'guide' | 'story', title: 'Fahrradlicht: Sehen und gesehen werden', date: '2025-01-20 10:00', author: 'Redaktion Winora', teaser: 'Was die StVZO vorschreibt und worauf Sie beim Kauf achten sollten.', image: 'guide-light.svg', text: '## Pflicht nach StVZO\n\nVorne ein weißer Scheinwerfer, hinten ein rotes Rücklicht und Reflektoren – bei E-Bikes ist die Lichtanlage fest verbaut und wird vom Akku versorgt.\n\n## Unser Tipp\n\nAchten Sie auf **Tagfahrlicht** und ein **Bremslicht**. Beides ist bei den aktuellen Winora-Modellen serienmäßig.', markets: undefined as string[] | undefined },
      { key: 'health', slug: 'tipps-gesundes-aktives-leben', category: 'guide', title: 'Tipps für ein gesundes, aktives Leben', date: '2025-02-14 10:00', author: 'Dr. Miriam Hofmann', teaser: 'Warum schon 20 Minuten Radfahren am Tag wirken.', image: 'guide-health.svg', text: 'Regelmäßige Bewegung senkt das Risiko für Herz-Kreislauf-Erkrankungen deutlich. Das E-Bike hilft, dranzubleiben: Die Unterstützung nimmt die Hürde, auch bei Gegenwind loszufahren.\n\n- Fahren Sie im Eco-Modus, um mehr selbst zu treten\n- Planen Sie feste Radzeiten, z. B. den Arbeitsweg\n- Trinken Sie genug, auch bei kühlem Wetter', markets: undefined },
      { key: 'picnic', slug: 'picknick-mit-dem-e-bike', category: 'guide', title: 'Picknick mit dem E-Bike', date: '2025-06-02 10:00', author: 'Redaktion Winora', teaser: 'Was in die Packtasche gehört – und was nicht.', image: 'guide-picnic.svg', text: 'Eine Decke, eine Kühltasche, frisches Brot: Mit Gepäckträger und Packtaschen wird das E-Bike zum Picknickkorb.\n\n## Checkliste\n\n- Wasserdichte Decke\n- Kühlakkus statt Eis\n- Müllbeutel für den Rückweg', markets: undefined },
      { key: 'tegernsee-food', slug: 'kulinarisches-radeln-am-tegernsee', category: 'guide', title: 'Kulinarisches Radeln am Tegernsee', date: '2025-06-20 10:00', author: 'Redaktion Winora', teaser: 'Eine Genusstour mit Bergblick und Kaiserschmarrn.', image: 'guide-tegernsee.svg', text: 'Die 25 Kilometer lange Runde um den Tegernsee ist flach und familienfreundlich. Mit dem E-Bike bleibt Kraft für den Abstecher zur Neureuth.', markets: ['DE', 'AT'] },
      { key: 'tegernsee-cafes', slug: 'cafes-restaurants-tegernsee', category: 'guide', title: 'Cafés und Restaurants am Tegernsee', date: '2025-06-21 10:00', author: 'Redaktion Winora', teaser: 'Unsere Lieblingsadressen für eine Pause am See.', image: 'guide-cafes.svg', text: '- **Seecafé in Bad Wiessee**: Kuchen mit Seeblick\n- **Bräustüberl Tegernsee**: Brotzeit unter Kastanien\n- **Alm am Riederstein**: E-Bike-Ladestation vor der Tür', markets: ['DE', 'AT'] },
      { key: 'lena', slug: 'e-flitzer-im-alltag-der-athletin-lena', category: 'story', title: 'E-Flitzer im Alltag der Athletin Lena', date: '2025-05-05 10:00', author: 'Redaktion Winora', teaser: 'Triathletin Lena Berger trainiert sechs Tage die Woche – ihr Alltag läuft auf dem Yakun.', image: 'story-lena.svg', text: 'Lena fährt jeden Morgen 18 Kilometer zum Schwimmtraining. Das E-Bike spart ihr die Kraft für die Einheit im Becken.\n\n> Das Yakun ist mein Regenerationsrad: zügig unterwegs, ohne die Beine zu ermüden.', markets: undefined },
    ],
  },
  campaigns: {
    title: 'Aktionen', intro: 'Aktuelle Angebote und Aktionen bei Winora und Ihren Händlern.',
    items: [
      { key: 'bosch-upgrade-2025', slug: 'bosch-motor-upgrade-2025', title: 'Bosch Motor-Upgrade 2025', teaser: 'Mehr Drehmoment per Software-Update – kostenlos beim Händler.', image: 'campaign-bosch.svg', start: '2025-03-01', end: '2025-12-31', text: 'Für alle Modelle mit Bosch Performance Line CX gibt es ein kostenloses Update auf **85 Nm**. Vereinbaren Sie einen Termin bei Ihrem Fachhändler.', markets: undefined as string[] | undefined },
      { key: 'bosch-power', slug: 'bosch-performance-power-upgrade', title: 'Bosch Performance Power-Upgrade', teaser: 'Ihr Akku, doppelt so weit: PowerMore-Zusatzakku zum Aktionspreis.', image: 'campaign-power.svg', start: '2025-04-01', end: '2025-09-30', text: 'Mit dem PowerMore-Zusatzakku (250 Wh) fahren Sie bis zu 40 Prozent weiter. Nachrüstbar für Yucatan und Radius.', markets: undefined },
      { key: 'fub', slug: 'fub', title: 'Frühjahrs-Bonus', teaser: 'Jetzt kaufen, Inspektion geschenkt.', image: 'campaign-spring.svg', start: '2025-03-01', end: '2025-05-31', text: 'Beim Kauf eines Winora E-Bikes bis 31. Mai schenkt Ihnen Ihr Händler die erste Inspektion.', markets: ['DE', 'AT'] },
    ],
  },
  newsletter: { title: 'Newsletter', intro: 'Neue Modelle, Tourentipps und Aktionen – einmal im Monat in Ihrem Postfach.', text: 'Melden Sie sich an und erhalten Sie **10 % auf Zubehör** für Ihre erste Bestellung. Abmeldung jederzeit mit einem Klick.', bannerTitle: 'Immer gut informiert', bannerText: 'Unser Newsletter bringt Touren, Tipps und Neuheiten einmal im Monat.', bannerCta: 'Zum Newsletter' },
  raffle: { title: 'Gewinnspiel: Ein Sinus für Sie', intro: 'Wir verlosen ein Winora Sinus im Wert von 3.299 €.', text: '## So nehmen Sie teil\n\n1. Newsletter abonnieren\n2. Frage beantworten: Seit welchem Jahr baut Winora Fahrräder?\n3. Daumen drücken – die Ziehung ist am 30. Juni 2025\n\nTeilnahme ab 18 Jahren. Der Rechtsweg ist ausgeschlossen.' },
  social: { contestTitle: 'Social-Media-Wettbewerb #MeinWinora', contestIntro: 'Zeigen Sie uns Ihr schönstes Foto mit Ihrem Winora.', contest: 'Posten Sie Ihr Foto mit **#MeinWinora** auf Instagram. Jeden Monat wählen wir drei Gewinnerinnen und Gewinner aus, die ein Zubehörpaket erhalten.', privacyTitle: 'Datenschutz Social Media', privacy: '## Datenschutz bei unseren Social-Media-Auftritten\n\nWenn Sie unsere Seiten auf Instagram, Facebook oder YouTube besuchen, verarbeiten die Plattformbetreiber Ihre Daten in eigener Verantwortung. Für Gewinnspiele speichern wir Ihren Nutzernamen nur bis zum Ende der Aktion.' },
  dealers: { title: 'Händler finden', intro: 'Beratung, Probefahrt und Service bei über 1.200 Winora-Fachhändlern.', headline: 'Händlersuche', text: 'Geben Sie Ihre Postleitzahl ein und finden Sie Händler mit Probefahrt-Angebot in Ihrer Nähe.', steps: ['Postleitzahl oder Ort eingeben', 'Filter wählen: Probefahrt, Service, Testcenter', 'Händler anrufen oder Route planen'] },
  compare: { title: 'Bike-Vergleich', short: 'Vergleichen', intro: 'Bis zu drei Modelle nebeneinander – Akku, Motor, Gewicht und Ausstattung auf einen Blick.', headline: 'Modelle vergleichen', text: 'Wählen Sie Modelle über „Vergleichen“ auf der Modellseite aus.', steps: ['Modelle zur Auswahl hinzufügen', 'Technische Daten nebeneinander sehen', 'Händler mit Probefahrt finden'] },
  splash: { title: 'Winora MRS', headline: 'Die neue Generation ist da.', text: 'Mehr Reichweite, mehr Ruhe, mehr Stil: Entdecken Sie die Winora-Modelle 2025.', alt: 'E-Bike in der Abenddämmerung vor Berggipfeln', cta: 'Zur Startseite' },
  error: { title: 'Hoppla – hier hakt es gerade', text: 'Diese Seite konnte nicht vollständig angezeigt werden. Bitte laden Sie sie neu.\n\nSie erreichen unseren Service auch telefonisch unter [+49 9721 6501-0](tel:+4997216501).' },
};

/**
 * A range page only some languages have (the spec's French, Spanish and Italian category lists: cargo,
 * lifestyle, sportif, randonnée, collections, women's pages): a category story with key `<key>`, so the
 * same range in another language shares its alternates. `image` is a file in `content/winora/assets/`.
 */
export interface MoreRange { readonly key: string; readonly slug: string; readonly title: string; readonly teaser: string; readonly intro: string; readonly seo: string; readonly image: string }

export type WinoraCopy = typeof de & { readonly moreRanges?: readonly MoreRange[] };
