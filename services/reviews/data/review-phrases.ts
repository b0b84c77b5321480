/**
 * What reviewers write, per language: titles and sentences by how happy they are (`high` 4–5 stars, `mid` 3,
 * `low` 1–2), first names for nicknames and towns per country for the reviewer's location. `{bike}` is the
 * model's name. The generator (`generate-reviews.ts`) picks from these with a seeded generator, so the same
 * product always gets the same reviews.
 */

/** Languages reviewers write in: the languages of the brands' markets. */
export const REVIEW_LANGUAGES = ['cs', 'da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nl', 'pl', 'sv'] as const;
export type ReviewLanguage = (typeof REVIEW_LANGUAGES)[number];

export type Mood = 'high' | 'mid' | 'low';

/** One language's phrase bank. */
export interface PhraseBank {
  readonly titles: Readonly<Record<Mood, readonly string[]>>;
  /** Opening sentences: how the reviewer uses the bike and what they think. */
  readonly open: Readonly<Record<Mood, readonly string[]>>;
  /** A sentence about the motor or battery (e-bikes). */
  readonly ebike: Readonly<Record<Mood, readonly string[]>>;
  /** A sentence about riding a bike without a motor. */
  readonly bike: Readonly<Record<Mood, readonly string[]>>;
  /** A closing sentence. */
  readonly close: Readonly<Record<Mood, readonly string[]>>;
  readonly names: readonly string[];
}

export const PHRASES: Readonly<Record<ReviewLanguage, PhraseBank>> = {
  de: {
    titles: { high: ['Rundum zufrieden', 'Mein bestes Rad bisher', 'Jeden Cent wert'], mid: ['Gut, aber nicht perfekt', 'Solide mit kleinen Schwächen'], low: ['Leider enttäuscht', 'Nicht das, was ich erwartet habe'] },
    open: {
      high: ['Ich fahre das {bike} seit dem Frühjahr täglich zur Arbeit, 14 km pro Strecke.', 'Nach einer ausführlichen Probefahrt beim Händler habe ich mich für das {bike} entschieden und es nicht bereut.', 'Wir haben zwei {bike} für unsere Touren am Bodensee gekauft.'],
      mid: ['Das {bike} fährt sich angenehm, ein paar Dinge stören mich aber.', 'Nach drei Monaten mit dem {bike} fällt mein Urteil gemischt aus.'],
      low: ['Mit dem {bike} hatte ich von Anfang an Probleme.', 'Ich hatte mir vom {bike} deutlich mehr versprochen.'],
    },
    ebike: {
      high: ['Der Motor schiebt am Berg kräftig und trotzdem fein dosiert, der Akku reicht bei mir gut 90 km.', 'Die Unterstützung setzt sanft ein und der Akku ist schnell wieder geladen.'],
      mid: ['Der Akku hält im Winter spürbar kürzer als angegeben.'],
      low: ['Der Motor setzt an Steigungen immer wieder kurz aus, der Händler sucht noch den Fehler.'],
    },
    bike: {
      high: ['Das Rad ist leicht, die Schaltung arbeitet präzise und die Bremsen packen zuverlässig zu.', 'Die Sitzposition ist auch nach zwei Stunden noch bequem.'],
      mid: ['Der Sattel ist mir auf längeren Strecken zu hart.'],
      low: ['Die Schaltung musste schon zweimal nachgestellt werden.'],
    },
    close: { high: ['Klare Kaufempfehlung!', 'Würde ich jederzeit wieder kaufen.'], mid: ['Für den Preis insgesamt in Ordnung.'], low: ['Schade, so kann ich es nicht empfehlen.'] },
    names: ['Anna', 'Lukas', 'Sabine', 'Jürgen', 'Katrin', 'Markus', 'Heike', 'Stefan', 'Monika', 'Felix'],
  },
  en: {
    titles: { high: ['Brilliant bike', 'Best purchase this year', 'Worth every penny'], mid: ['Good, with a few niggles', 'Decent but not perfect'], low: ['Disappointed', 'Not what I expected'] },
    open: {
      high: ['I have been commuting on the {bike} every day since spring, about nine miles each way.', 'After a long test ride at my local dealer I went for the {bike} and have not looked back.', 'My partner and I bought two {bike} bikes for weekend rides along the coast.'],
      mid: ['The {bike} is pleasant to ride, but a couple of things bother me.', 'Three months in, my verdict on the {bike} is mixed.'],
      low: ['I have had problems with the {bike} from day one.', 'I expected a lot more from the {bike}.'],
    },
    ebike: {
      high: ['The motor pulls strongly up hills yet feels smooth, and the battery easily lasts a week of commuting.', 'Assistance kicks in gently and the battery charges quickly overnight.'],
      mid: ['The battery range drops noticeably in the cold.'],
      low: ['The motor keeps cutting out on climbs and the dealer has not found the fault yet.'],
    },
    bike: {
      high: ['It is light, the gears shift crisply and the brakes are reassuring in the wet.', 'The riding position is still comfortable after two hours.'],
      mid: ['The saddle is too firm for longer rides.'],
      low: ['The gears have needed adjusting twice already.'],
    },
    close: { high: ['Highly recommended!', 'I would buy it again tomorrow.'], mid: ['Fair value overall.'], low: ['A shame, I cannot recommend it as it is.'] },
    names: ['Emma', 'James', 'Olivia', 'Tom', 'Sophie', 'Liam', 'Grace', 'Daniel', 'Chloe', 'Sean'],
  },
  fr: {
    titles: { high: ['Un vrai plaisir', 'Mon meilleur achat', 'Excellent rapport qualité-prix'], mid: ['Bien, avec quelques défauts', 'Correct sans plus'], low: ['Déçu', 'Pas à la hauteur'] },
    open: {
      high: ['Je fais mes trajets domicile-travail avec le {bike} tous les jours depuis le printemps.', 'Après un long essai chez mon revendeur, j’ai choisi le {bike} et je ne le regrette pas.', 'Nous avons acheté deux {bike} pour nos balades le long de la Loire.'],
      mid: ['Le {bike} est agréable à conduire, mais certains détails me gênent.', 'Après trois mois avec le {bike}, mon avis est partagé.'],
      low: ['J’ai eu des soucis avec le {bike} dès le début.', 'J’attendais beaucoup plus du {bike}.'],
    },
    ebike: {
      high: ['Le moteur pousse fort dans les côtes tout en restant doux, et la batterie tient largement la semaine.', 'L’assistance démarre en douceur et la batterie se recharge vite.'],
      mid: ['L’autonomie baisse nettement quand il fait froid.'],
      low: ['Le moteur se coupe régulièrement en montée et le revendeur cherche encore la panne.'],
    },
    bike: {
      high: ['Il est léger, les vitesses passent bien et les freins sont rassurants sous la pluie.', 'La position reste confortable même après deux heures.'],
      mid: ['La selle est trop dure pour les longues sorties.'],
      low: ['Le dérailleur a déjà dû être réglé deux fois.'],
    },
    close: { high: ['Je recommande vivement !', 'Je le rachèterais sans hésiter.'], mid: ['Correct pour le prix.'], low: ['Dommage, je ne peux pas le recommander.'] },
    names: ['Camille', 'Louis', 'Chloé', 'Hugo', 'Léa', 'Nicolas', 'Manon', 'Julien', 'Inès', 'Thomas'],
  },
  es: {
    titles: { high: ['Una maravilla', 'La mejor compra del año', 'Vale cada euro'], mid: ['Bien, con algunos peros', 'Correcta sin más'], low: ['Decepcionado', 'No es lo que esperaba'] },
    open: {
      high: ['Voy al trabajo con la {bike} todos los días desde la primavera.', 'Tras una prueba larga en la tienda me decidí por la {bike} y no me arrepiento.', 'Compramos dos {bike} para nuestras rutas de fin de semana.'],
      mid: ['La {bike} es cómoda, pero hay cosas que no me convencen.', 'Después de tres meses con la {bike}, mi opinión es mixta.'],
      low: ['He tenido problemas con la {bike} desde el primer día.', 'Esperaba mucho más de la {bike}.'],
    },
    ebike: {
      high: ['El motor empuja con fuerza en las subidas y la batería me dura toda la semana.', 'La asistencia entra con suavidad y la batería se carga rápido.'],
      mid: ['La autonomía baja bastante con el frío.'],
      low: ['El motor se corta en las cuestas y la tienda aún no ha encontrado la avería.'],
    },
    bike: {
      high: ['Es ligera, los cambios son precisos y los frenos dan mucha confianza.', 'La postura sigue siendo cómoda después de dos horas.'],
      mid: ['El sillín es demasiado duro para salidas largas.'],
      low: ['Ya he tenido que ajustar el cambio dos veces.'],
    },
    close: { high: ['¡Totalmente recomendable!', 'La volvería a comprar.'], mid: ['Aceptable por el precio.'], low: ['Una pena, así no la recomiendo.'] },
    names: ['Lucía', 'Javier', 'Marta', 'Pablo', 'Carmen', 'Diego', 'Elena', 'Sergio', 'Laura', 'Álvaro'],
  },
  it: {
    titles: { high: ['Fantastica', 'Il miglior acquisto dell’anno', 'Vale ogni euro'], mid: ['Buona, con qualche difetto', 'Discreta'], low: ['Deluso', 'Non all’altezza'] },
    open: {
      high: ['Uso la {bike} ogni giorno per andare al lavoro da questa primavera.', 'Dopo una lunga prova dal rivenditore ho scelto la {bike} e non me ne pento.', 'Abbiamo comprato due {bike} per i giri sul lago.'],
      mid: ['La {bike} è piacevole da guidare, ma alcune cose non mi convincono.', 'Dopo tre mesi con la {bike} il mio giudizio è misto.'],
      low: ['Ho avuto problemi con la {bike} fin dal primo giorno.', 'Mi aspettavo molto di più dalla {bike}.'],
    },
    ebike: {
      high: ['Il motore spinge forte in salita ma resta fluido, e la batteria dura tutta la settimana.', 'L’assistenza parte dolcemente e la batteria si ricarica in fretta.'],
      mid: ['L’autonomia cala parecchio con il freddo.'],
      low: ['Il motore si spegne in salita e il rivenditore non ha ancora trovato il guasto.'],
    },
    bike: {
      high: ['È leggera, il cambio è preciso e i freni sono sicuri anche sul bagnato.', 'La posizione resta comoda anche dopo due ore.'],
      mid: ['La sella è troppo dura per le uscite lunghe.'],
      low: ['Il cambio è già stato regolato due volte.'],
    },
    close: { high: ['Consigliatissima!', 'La ricomprerei subito.'], mid: ['Nel complesso onesta per il prezzo.'], low: ['Peccato, così non la consiglio.'] },
    names: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Alessandro', 'Sara', 'Matteo', 'Elisa', 'Davide'],
  },
  nl: {
    titles: { high: ['Super fiets', 'Beste aankoop van het jaar', 'Elke euro waard'], mid: ['Goed, met een paar minpunten', 'Prima, niet perfect'], low: ['Teleurgesteld', 'Niet wat ik verwachtte'] },
    open: {
      high: ['Ik rijd sinds het voorjaar elke dag met de {bike} naar mijn werk.', 'Na een lange proefrit bij de dealer koos ik de {bike} en daar heb ik geen spijt van.', 'We kochten twee {bike} fietsen voor onze tochten langs de kust.'],
      mid: ['De {bike} rijdt prettig, maar een paar dingen storen me.', 'Na drie maanden met de {bike} is mijn oordeel gemengd.'],
      low: ['Ik had vanaf dag één problemen met de {bike}.', 'Ik had veel meer verwacht van de {bike}.'],
    },
    ebike: {
      high: ['De motor trekt krachtig op tegen de wind in en de accu gaat bij mij ruim een week mee.', 'De ondersteuning komt soepel op gang en de accu is snel weer vol.'],
      mid: ['In de winter is het bereik duidelijk minder.'],
      low: ['De motor valt steeds even uit en de dealer heeft de oorzaak nog niet gevonden.'],
    },
    bike: {
      high: ['Hij is licht, schakelt soepel en remt betrouwbaar, ook in de regen.', 'De zithouding is na twee uur nog steeds comfortabel.'],
      mid: ['Het zadel is te hard voor lange ritten.'],
      low: ['De versnellingen moesten al twee keer worden afgesteld.'],
    },
    close: { high: ['Echt een aanrader!', 'Ik zou hem zo weer kopen.'], mid: ['Voor de prijs redelijk.'], low: ['Jammer, zo kan ik hem niet aanraden.'] },
    names: ['Sanne', 'Daan', 'Lotte', 'Bram', 'Fleur', 'Jeroen', 'Eva', 'Thijs', 'Anouk', 'Ruben'],
  },
  da: {
    titles: { high: ['Fantastisk cykel', 'Årets bedste køb', 'Hver krone værd'], mid: ['God, men ikke perfekt', 'Fin med små mangler'], low: ['Skuffet', 'Ikke som forventet'] },
    open: {
      high: ['Jeg har cyklet på arbejde på min {bike} hver dag siden foråret.', 'Efter en lang prøvetur hos forhandleren valgte jeg {bike}, og jeg har ikke fortrudt.', 'Vi købte to {bike} til vores ture langs kysten.'],
      mid: ['{bike} er behagelig at køre på, men et par ting irriterer mig.', 'Efter tre måneder med {bike} er min dom blandet.'],
      low: ['Jeg har haft problemer med {bike} fra første dag.', 'Jeg havde forventet meget mere af {bike}.'],
    },
    ebike: {
      high: ['Motoren trækker godt i modvind, og batteriet holder en hel uges pendling.', 'Hjælpen sætter blødt ind, og batteriet lades hurtigt op.'],
      mid: ['Rækkevidden falder mærkbart, når det er koldt.'],
      low: ['Motoren falder ud på bakker, og forhandleren har endnu ikke fundet fejlen.'],
    },
    bike: {
      high: ['Den er let, gearet skifter præcist, og bremserne er til at stole på.', 'Siddestillingen er behagelig selv efter to timer.'],
      mid: ['Sadlen er for hård på lange ture.'],
      low: ['Gearet har allerede skullet justeres to gange.'],
    },
    close: { high: ['Kan varmt anbefales!', 'Jeg ville købe den igen.'], mid: ['Rimelig til prisen.'], low: ['Ærgerligt, jeg kan ikke anbefale den.'] },
    names: ['Mette', 'Rasmus', 'Sofie', 'Mads', 'Ida', 'Jonas', 'Line', 'Anders', 'Freja', 'Søren'],
  },
  cs: {
    titles: { high: ['Skvělé kolo', 'Nejlepší nákup roku', 'Stojí za každou korunu'], mid: ['Dobré, ale ne dokonalé', 'Solidní s drobnými vadami'], low: ['Zklamání', 'Čekal jsem víc'] },
    open: {
      high: ['Na {bike} jezdím od jara každý den do práce.', 'Po dlouhé zkušební jízdě u prodejce jsem si vybral {bike} a nelituji.', 'Koupili jsme dvě {bike} na víkendové výlety.'],
      mid: ['{bike} se jezdí příjemně, ale pár věcí mi vadí.', 'Po třech měsících s {bike} mám smíšené pocity.'],
      low: ['S {bike} jsem měl problémy od prvního dne.', 'Od {bike} jsem čekal mnohem víc.'],
    },
    ebike: {
      high: ['Motor do kopce táhne silně a přitom plynule, baterie mi vydrží celý týden.', 'Podpora naskakuje jemně a baterie se rychle nabije.'],
      mid: ['V zimě je dojezd znatelně kratší.'],
      low: ['Motor do kopce vypadává a servis zatím závadu nenašel.'],
    },
    bike: {
      high: ['Je lehké, řazení je přesné a brzdy spolehlivé i v dešti.', 'Posed je pohodlný i po dvou hodinách.'],
      mid: ['Sedlo je na delší trasy příliš tvrdé.'],
      low: ['Přehazovačka se už dvakrát seřizovala.'],
    },
    close: { high: ['Vřele doporučuji!', 'Koupil bych ho znovu.'], mid: ['Za tu cenu celkem v pořádku.'], low: ['Škoda, takhle ho doporučit nemohu.'] },
    names: ['Jana', 'Petr', 'Tereza', 'Martin', 'Lucie', 'Tomáš', 'Eva', 'Jakub', 'Klára', 'Ondřej'],
  },
  fi: {
    titles: { high: ['Loistava pyörä', 'Vuoden paras ostos', 'Joka euron arvoinen'], mid: ['Hyvä, mutta ei täydellinen', 'Ihan ok'], low: ['Pettymys', 'Odotin enemmän'] },
    open: {
      high: ['Olen ajanut {bike}-pyörällä töihin joka päivä keväästä asti.', 'Pitkän koeajon jälkeen valitsin {bike}-mallin enkä ole katunut.', 'Ostimme kaksi {bike}-pyörää retkiä varten.'],
      mid: ['{bike} on mukava ajaa, mutta muutama asia häiritsee.', 'Kolmen kuukauden jälkeen mielipiteeni {bike}-pyörästä on kaksijakoinen.'],
      low: ['{bike}-pyörän kanssa on ollut ongelmia alusta asti.', 'Odotin {bike}-pyörältä paljon enemmän.'],
    },
    ebike: {
      high: ['Moottori vetää mäissä voimakkaasti mutta pehmeästi, ja akku kestää koko viikon työmatkat.', 'Avustus alkaa tasaisesti ja akku latautuu nopeasti.'],
      mid: ['Pakkasella toimintamatka lyhenee selvästi.'],
      low: ['Moottori katkeilee ylämäissä, eikä liike ole vielä löytänyt vikaa.'],
    },
    bike: {
      high: ['Pyörä on kevyt, vaihteet toimivat tarkasti ja jarrut pitävät märälläkin.', 'Ajoasento on mukava vielä kahden tunnin jälkeenkin.'],
      mid: ['Satula on pitkille lenkeille liian kova.'],
      low: ['Vaihteita on jouduttu säätämään jo kahdesti.'],
    },
    close: { high: ['Suosittelen lämpimästi!', 'Ostaisin uudestaan.'], mid: ['Hintaansa nähden kelvollinen.'], low: ['Harmi, en voi suositella.'] },
    names: ['Aino', 'Mikko', 'Laura', 'Juha', 'Emilia', 'Antti', 'Sanna', 'Ville', 'Noora', 'Timo'],
  },
  sv: {
    titles: { high: ['Fantastisk cykel', 'Årets bästa köp', 'Värd varenda krona'], mid: ['Bra, men inte perfekt', 'Helt okej'], low: ['Besviken', 'Inte vad jag väntade mig'] },
    open: {
      high: ['Jag har cyklat till jobbet på min {bike} varje dag sedan i våras.', 'Efter en lång provtur hos handlaren valde jag {bike} och har inte ångrat mig.', 'Vi köpte två {bike} för våra helgturer.'],
      mid: ['{bike} är skön att cykla på, men ett par saker stör mig.', 'Efter tre månader med {bike} är mitt omdöme blandat.'],
      low: ['Jag har haft problem med {bike} från första dagen.', 'Jag hade väntat mig mycket mer av {bike}.'],
    },
    ebike: {
      high: ['Motorn drar starkt i backarna men mjukt, och batteriet räcker en hel veckas pendling.', 'Assistansen kommer in mjukt och batteriet laddas snabbt.'],
      mid: ['Räckvidden sjunker märkbart när det är kallt.'],
      low: ['Motorn slår ifrån i backar och handlaren har ännu inte hittat felet.'],
    },
    bike: {
      high: ['Den är lätt, växlarna går exakt och bromsarna känns trygga även i regn.', 'Sittställningen är bekväm även efter två timmar.'],
      mid: ['Sadeln är för hård på långa turer.'],
      low: ['Växlarna har redan fått justeras två gånger.'],
    },
    close: { high: ['Rekommenderas varmt!', 'Jag skulle köpa den igen.'], mid: ['Okej för priset.'], low: ['Synd, jag kan inte rekommendera den.'] },
    names: ['Elin', 'Erik', 'Maja', 'Oskar', 'Linnea', 'Johan', 'Sara', 'Karl', 'Ebba', 'Nils'],
  },
  pl: {
    titles: { high: ['Świetny rower', 'Najlepszy zakup roku', 'Wart każdej złotówki'], mid: ['Dobry, ale nie idealny', 'Solidny z drobnymi wadami'], low: ['Rozczarowanie', 'Spodziewałem się więcej'] },
    open: {
      high: ['Od wiosny codziennie dojeżdżam na {bike} do pracy.', 'Po długiej jeździe próbnej u dealera wybrałem {bike} i nie żałuję.', 'Kupiliśmy dwa {bike} na weekendowe wycieczki.'],
      mid: ['{bike} jeździ się przyjemnie, ale kilka rzeczy mi przeszkadza.', 'Po trzech miesiącach z {bike} mam mieszane uczucia.'],
      low: ['Z {bike} miałem problemy od pierwszego dnia.', 'Spodziewałem się po {bike} znacznie więcej.'],
    },
    ebike: {
      high: ['Silnik mocno ciągnie pod górę, a bateria wystarcza mi na cały tydzień dojazdów.', 'Wspomaganie włącza się płynnie, a bateria szybko się ładuje.'],
      mid: ['Zimą zasięg wyraźnie spada.'],
      low: ['Silnik wyłącza się na podjazdach, a serwis wciąż nie znalazł usterki.'],
    },
    bike: {
      high: ['Jest lekki, przerzutki działają precyzyjnie, a hamulce budzą zaufanie.', 'Pozycja jest wygodna nawet po dwóch godzinach.'],
      mid: ['Siodełko jest za twarde na dłuższe trasy.'],
      low: ['Przerzutkę trzeba było już dwa razy regulować.'],
    },
    close: { high: ['Gorąco polecam!', 'Kupiłbym go ponownie.'], mid: ['Za tę cenę w porządku.'], low: ['Szkoda, nie mogę go polecić.'] },
    names: ['Anna', 'Piotr', 'Kasia', 'Tomasz', 'Magda', 'Paweł', 'Agnieszka', 'Michał', 'Ola', 'Krzysztof'],
  },
};

/** Where reviewers live, per country: the languages they write in (most common first) and towns by language (the review's UserLocation). */
export const REVIEWER_COUNTRIES: Readonly<Record<string, { readonly languages: readonly ReviewLanguage[]; readonly towns: Readonly<Partial<Record<ReviewLanguage, readonly string[]>>> }>> = {
  AT: { languages: ['de'], towns: { de: ['Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck'] } },
  BE: { languages: ['nl', 'fr'], towns: { nl: ['Gent', 'Antwerpen', 'Brugge', 'Leuven'], fr: ['Namur', 'Liège', 'Mons'] } },
  CH: { languages: ['de', 'fr', 'it'], towns: { de: ['Zürich', 'Bern', 'Luzern', 'Basel'], fr: ['Lausanne', 'Genève', 'Neuchâtel'], it: ['Lugano', 'Bellinzona'] } },
  CZ: { languages: ['cs'], towns: { cs: ['Praha', 'Brno', 'Olomouc', 'Plzeň'] } },
  DE: { languages: ['de'], towns: { de: ['München', 'Hamburg', 'Köln', 'Freiburg', 'Leipzig', 'Münster'] } },
  DK: { languages: ['da'], towns: { da: ['København', 'Aarhus', 'Odense', 'Aalborg'] } },
  ES: { languages: ['es'], towns: { es: ['Madrid', 'Valencia', 'Sevilla', 'Zaragoza'] } },
  FI: { languages: ['fi', 'sv'], towns: { fi: ['Helsinki', 'Tampere', 'Oulu', 'Jyväskylä'], sv: ['Vaasa', 'Porvoo', 'Turku'] } },
  FR: { languages: ['fr'], towns: { fr: ['Lyon', 'Nantes', 'Bordeaux', 'Strasbourg', 'Annecy'] } },
  GB: { languages: ['en'], towns: { en: ['Bristol', 'Manchester', 'York', 'Edinburgh', 'Cambridge'] } },
  IE: { languages: ['en'], towns: { en: ['Dublin', 'Cork', 'Galway', 'Limerick'] } },
  IT: { languages: ['it'], towns: { it: ['Milano', 'Bologna', 'Torino', 'Verona', 'Trento'] } },
  LU: { languages: ['fr'], towns: { fr: ['Luxembourg', 'Esch-sur-Alzette', 'Differdange'] } },
  NL: { languages: ['nl'], towns: { nl: ['Utrecht', 'Amsterdam', 'Groningen', 'Eindhoven', 'Zwolle'] } },
  PL: { languages: ['pl'], towns: { pl: ['Warszawa', 'Kraków', 'Wrocław', 'Gdańsk', 'Poznań'] } },
  SE: { languages: ['sv'], towns: { sv: ['Stockholm', 'Göteborg', 'Malmö', 'Uppsala'] } },
};
