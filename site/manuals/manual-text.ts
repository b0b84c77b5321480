/**
 * The general e-bike manual's text per language: model, drive, battery, safety, care. `{brand}` stands for
 * the brand's name. Languages without a text get no manual (and the gate fails any link to one): Czech and Polish
 * need letters the standard PDF fonts lack (ř, ů, ą, ł…), which would take an embedded font.
 */

/** One chapter: a title, paragraphs and an optional list. */
export interface ManualSection {
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly bullets?: readonly string[];
}

/** A manual in one language. */
export interface ManualText {
  readonly title: string;
  readonly subtitle: string;
  readonly contents: string;
  readonly page: string;
  readonly sections: readonly [ManualSection, ManualSection, ManualSection, ManualSection, ManualSection];
}

export const MANUAL_TEXTS: Readonly<Partial<Record<string, ManualText>>> = {
  en: {
    title: 'E-bike user manual',
    subtitle: 'General instructions for every {brand} e-bike. Please read before your first ride and keep for reference.',
    contents: 'Contents',
    page: 'Page',
    sections: [
      { title: '1 Your model', paragraphs: ['Your model name, frame size and frame number are printed on the type plate under the bottom bracket and on the sales receipt. Note the frame number: you need it for warranty claims and if your bike is stolen.', 'Have your dealer set saddle height, handlebar and suspension to your size and weight before the first ride.'], bullets: ['Type plate: model, year, permitted total weight', 'Frame number: stamped under the bottom bracket', 'Key number: on the tag of the battery lock keys'] },
      { title: '2 Drive', paragraphs: ['The motor assists while you pedal, up to 25 km/h. Choose the assistance level on the control unit: a lower level gives more range, a higher level more support on climbs.', 'Walk assist moves the bike at walking pace while you push it: hold the walk button and keep both hands on the handlebar.'], bullets: ['Switch the system on with the button on the display or the battery', 'Start pedalling in a low gear and a low assistance level', 'Shift gears with reduced pedal pressure'] },
      { title: '3 Battery', paragraphs: ['Charge the battery only with the charger supplied, indoors, on a non-flammable surface and at room temperature. A full charge takes three to six hours, depending on capacity.', 'For storage over several weeks, keep the battery at 30 to 60 per cent charge in a dry place between 10 and 20 °C. Never open a battery or use a damaged one; take a dropped battery to your dealer for a check.'], bullets: ['Range depends on level, terrain, wind, tyre pressure and temperature', 'Transport batteries only in their original condition', 'Dispose of old batteries at a collection point, never with household waste'] },
      { title: '4 Safety', paragraphs: ['Before every ride, check brakes, lights, tyre pressure and that quick releases and the battery are locked. Wear a helmet and bright clothing.', 'E-bikes reach higher average speeds than bicycles: other road users often misjudge your speed. Ride with foresight, brake earlier and take care on wet or loose surfaces.'], bullets: ['Do not exceed the permitted total weight on the type plate', 'Never ride with a loose or damaged part', 'Let a specialist dealer carry out repairs to brakes and the drive system'] },
      { title: '5 Care', paragraphs: ['Clean your e-bike with water, a soft brush and mild soap; never use a pressure washer. Remove the battery and keep the contacts dry before cleaning.', 'Clean and oil the chain regularly and check the tyre pressure every week. Have your dealer inspect the bike after the first 300 km and then at least once a year.'], bullets: ['Chain: clean and oil every 300 to 500 km', 'Tyres: pressure as printed on the tyre wall', 'Software: your dealer updates the drive system at each service'] },
    ],
  },
  de: {
    title: 'E-Bike-Bedienungsanleitung',
    subtitle: 'Allgemeine Anleitung für jedes {brand} E-Bike. Bitte vor der ersten Fahrt lesen und aufbewahren.',
    contents: 'Inhalt',
    page: 'Seite',
    sections: [
      { title: '1 Ihr Modell', paragraphs: ['Modell, Rahmengröße und Rahmennummer stehen auf dem Typenschild unter dem Tretlager und auf dem Kaufbeleg. Notieren Sie die Rahmennummer: Sie brauchen sie für Garantiefälle und bei Diebstahl.', 'Lassen Sie Sattelhöhe, Lenker und Federung vor der ersten Fahrt von Ihrem Händler auf Größe und Gewicht einstellen.'], bullets: ['Typenschild: Modell, Modelljahr, zulässiges Gesamtgewicht', 'Rahmennummer: unter dem Tretlager eingeschlagen', 'Schlüsselnummer: auf dem Anhänger der Akkuschlüssel'] },
      { title: '2 Antrieb', paragraphs: ['Der Motor unterstützt, solange Sie treten, bis 25 km/h. Wählen Sie die Unterstützungsstufe an der Bedieneinheit: eine niedrige Stufe bringt mehr Reichweite, eine hohe mehr Kraft am Berg.', 'Die Schiebehilfe bewegt das Rad im Schritttempo, während Sie es schieben: Taste gedrückt halten und beide Hände am Lenker lassen.'], bullets: ['System mit der Taste am Display oder am Akku einschalten', 'In einem leichten Gang und niedriger Stufe anfahren', 'Mit wenig Pedaldruck schalten'] },
      { title: '3 Akku', paragraphs: ['Laden Sie den Akku nur mit dem mitgelieferten Ladegerät, in Innenräumen, auf nicht brennbarem Untergrund und bei Raumtemperatur. Eine volle Ladung dauert je nach Kapazität drei bis sechs Stunden.', 'Für mehrere Wochen lagern Sie den Akku mit 30 bis 60 Prozent Ladung trocken bei 10 bis 20 °C. Öffnen Sie nie einen Akku und benutzen Sie keinen beschädigten; lassen Sie einen heruntergefallenen Akku beim Händler prüfen.'], bullets: ['Die Reichweite hängt von Stufe, Gelände, Wind, Reifendruck und Temperatur ab', 'Akkus nur im Originalzustand transportieren', 'Alte Akkus an einer Sammelstelle abgeben, nie im Hausmüll'] },
      { title: '4 Sicherheit', paragraphs: ['Prüfen Sie vor jeder Fahrt Bremsen, Licht, Reifendruck und ob Schnellspanner und Akku verriegelt sind. Tragen Sie einen Helm und gut sichtbare Kleidung.', 'E-Bikes fahren im Schnitt schneller als Fahrräder: andere unterschätzen Ihr Tempo oft. Fahren Sie vorausschauend, bremsen Sie früher und seien Sie vorsichtig auf nassem oder losem Untergrund.'], bullets: ['Zulässiges Gesamtgewicht laut Typenschild nicht überschreiten', 'Nie mit lockeren oder beschädigten Teilen fahren', 'Reparaturen an Bremsen und Antrieb dem Fachhändler überlassen'] },
      { title: '5 Pflege', paragraphs: ['Reinigen Sie Ihr E-Bike mit Wasser, einer weichen Bürste und milder Seife, nie mit dem Hochdruckreiniger. Nehmen Sie vorher den Akku ab und halten Sie die Kontakte trocken.', 'Reinigen und ölen Sie die Kette regelmäßig und prüfen Sie den Reifendruck jede Woche. Lassen Sie das Rad nach den ersten 300 km und danach mindestens einmal im Jahr beim Händler durchsehen.'], bullets: ['Kette: alle 300 bis 500 km reinigen und ölen', 'Reifen: Druck laut Angabe auf der Reifenflanke', 'Software: Ihr Händler aktualisiert den Antrieb bei jeder Inspektion'] },
    ],
  },
  fr: {
    title: "Manuel d'utilisation du vélo électrique",
    subtitle: "Instructions générales pour chaque vélo électrique {brand}. À lire avant la première sortie et à conserver.",
    contents: 'Sommaire',
    page: 'Page',
    sections: [
      { title: '1 Votre modèle', paragraphs: ["Le modèle, la taille et le numéro de cadre figurent sur la plaque signalétique sous le boîtier de pédalier et sur la facture. Notez le numéro de cadre : il vous servira pour la garantie et en cas de vol.", "Faites régler la hauteur de selle, le guidon et la suspension par votre revendeur avant la première sortie."], bullets: ['Plaque signalétique : modèle, année, poids total autorisé', 'Numéro de cadre : frappé sous le boîtier de pédalier', 'Numéro de clé : sur l’étiquette des clés de la batterie'] },
      { title: '2 Motorisation', paragraphs: ["Le moteur vous assiste quand vous pédalez, jusqu'à 25 km/h. Choisissez le niveau d'assistance sur la commande : un niveau bas donne plus d'autonomie, un niveau haut plus d'aide en montée.", "L'aide à la marche fait avancer le vélo au pas quand vous le poussez : maintenez le bouton et gardez les deux mains sur le guidon."], bullets: ["Allumez le système avec le bouton de l'écran ou de la batterie", "Démarrez sur un petit braquet et un niveau d'assistance bas", 'Changez de vitesse en relâchant la pression sur les pédales'] },
      { title: '3 Batterie', paragraphs: ["Chargez la batterie uniquement avec le chargeur fourni, à l'intérieur, sur une surface non inflammable et à température ambiante. Une charge complète dure de trois à six heures selon la capacité.", "Pour un stockage de plusieurs semaines, gardez la batterie chargée de 30 à 60 % dans un endroit sec entre 10 et 20 °C. N'ouvrez jamais une batterie et n'utilisez pas une batterie endommagée."], bullets: ["L'autonomie dépend du niveau, du terrain, du vent, de la pression des pneus et de la température", "Transportez les batteries uniquement dans leur état d'origine", 'Déposez les batteries usagées dans un point de collecte'] },
      { title: '4 Sécurité', paragraphs: ['Avant chaque sortie, vérifiez les freins, l’éclairage, la pression des pneus et le verrouillage des blocages rapides et de la batterie. Portez un casque et des vêtements visibles.', 'Un vélo électrique roule plus vite en moyenne qu’un vélo : les autres usagers sous-estiment souvent votre vitesse. Anticipez, freinez plus tôt et soyez prudent sur sol mouillé.'], bullets: ['Ne dépassez pas le poids total autorisé', 'Ne roulez jamais avec une pièce desserrée ou endommagée', 'Confiez les réparations des freins et du moteur à un revendeur spécialisé'] },
      { title: '5 Entretien', paragraphs: ["Nettoyez votre vélo à l'eau avec une brosse douce et un savon doux, jamais au nettoyeur haute pression. Retirez d'abord la batterie et gardez les contacts secs.", 'Nettoyez et huilez la chaîne régulièrement et vérifiez la pression des pneus chaque semaine. Faites contrôler le vélo après les 300 premiers kilomètres, puis au moins une fois par an.'], bullets: ['Chaîne : nettoyer et huiler tous les 300 à 500 km', 'Pneus : pression indiquée sur le flanc', 'Logiciel : votre revendeur met le système à jour à chaque révision'] },
    ],
  },
  es: {
    title: 'Manual de usuario de la bicicleta eléctrica',
    subtitle: 'Instrucciones generales para todas las bicicletas eléctricas {brand}. Léalas antes del primer uso y consérvelas.',
    contents: 'Índice',
    page: 'Página',
    sections: [
      { title: '1 Su modelo', paragraphs: ['El modelo, la talla y el número de cuadro figuran en la placa de características bajo el eje del pedalier y en la factura. Anote el número de cuadro: lo necesitará para la garantía y en caso de robo.', 'Pida a su distribuidor que ajuste la altura del sillín, el manillar y la suspensión antes del primer uso.'], bullets: ['Placa: modelo, año, peso total admitido', 'Número de cuadro: grabado bajo el pedalier', 'Número de llave: en la etiqueta de las llaves de la batería'] },
      { title: '2 Motor', paragraphs: ['El motor le asiste mientras pedalea, hasta 25 km/h. Elija el nivel de asistencia en el mando: un nivel bajo da más autonomía, uno alto más ayuda en las subidas.', 'La asistencia al empuje mueve la bicicleta al paso mientras la empuja: mantenga pulsado el botón y las dos manos en el manillar.'], bullets: ['Encienda el sistema con el botón de la pantalla o de la batería', 'Arranque con una marcha corta y un nivel bajo', 'Cambie de marcha con poca presión en los pedales'] },
      { title: '3 Batería', paragraphs: ['Cargue la batería solo con el cargador suministrado, en interiores, sobre una superficie no inflamable y a temperatura ambiente. Una carga completa dura de tres a seis horas.', 'Para guardarla varias semanas, déjela con un 30 a 60 % de carga en un lugar seco entre 10 y 20 °C. No abra nunca una batería ni use una dañada.'], bullets: ['La autonomía depende del nivel, el terreno, el viento, la presión y la temperatura', 'Transporte las baterías solo en su estado original', 'Lleve las baterías usadas a un punto de recogida'] },
      { title: '4 Seguridad', paragraphs: ['Antes de cada salida, compruebe frenos, luces, presión de los neumáticos y que los cierres rápidos y la batería estén bloqueados. Lleve casco y ropa visible.', 'Las bicicletas eléctricas circulan más rápido de media: los demás suelen subestimar su velocidad. Conduzca con previsión y frene antes, sobre todo en suelo mojado.'], bullets: ['No supere el peso total admitido', 'No circule nunca con piezas sueltas o dañadas', 'Deje las reparaciones de frenos y motor a un distribuidor especializado'] },
      { title: '5 Cuidado', paragraphs: ['Limpie la bicicleta con agua, un cepillo suave y jabón neutro, nunca con hidrolimpiadora. Retire antes la batería y mantenga secos los contactos.', 'Limpie y engrase la cadena con regularidad y revise la presión cada semana. Lleve la bicicleta a revisión tras los primeros 300 km y después al menos una vez al año.'], bullets: ['Cadena: limpiar y engrasar cada 300 a 500 km', 'Neumáticos: presión indicada en el flanco', 'Software: su distribuidor actualiza el sistema en cada revisión'] },
    ],
  },
  it: {
    title: 'Manuale d’uso della bici elettrica',
    subtitle: 'Istruzioni generali per ogni bici elettrica {brand}. Da leggere prima del primo utilizzo e da conservare.',
    contents: 'Indice',
    page: 'Pagina',
    sections: [
      { title: '1 Il tuo modello', paragraphs: ['Modello, taglia e numero di telaio sono riportati sulla targhetta sotto il movimento centrale e sulla fattura. Annota il numero di telaio: serve per la garanzia e in caso di furto.', 'Fai regolare altezza della sella, manubrio e sospensioni dal tuo rivenditore prima del primo utilizzo.'], bullets: ['Targhetta: modello, anno, peso totale ammesso', 'Numero di telaio: punzonato sotto il movimento centrale', 'Numero della chiave: sull’etichetta delle chiavi della batteria'] },
      { title: '2 Motore', paragraphs: ['Il motore ti assiste mentre pedali, fino a 25 km/h. Scegli il livello di assistenza sul comando: un livello basso offre più autonomia, uno alto più aiuto in salita.', 'L’assistenza alla spinta muove la bici a passo d’uomo mentre la spingi: tieni premuto il tasto e entrambe le mani sul manubrio.'], bullets: ['Accendi il sistema con il tasto sul display o sulla batteria', 'Parti con un rapporto agile e un livello basso', 'Cambia marcia riducendo la pressione sui pedali'] },
      { title: '3 Batteria', paragraphs: ['Ricarica la batteria solo con il caricatore fornito, al chiuso, su una superficie non infiammabile e a temperatura ambiente. Una ricarica completa richiede da tre a sei ore.', 'Per un lungo inutilizzo conserva la batteria carica al 30–60 % in un luogo asciutto tra 10 e 20 °C. Non aprire mai una batteria e non usarne una danneggiata.'], bullets: ['L’autonomia dipende da livello, terreno, vento, pressione e temperatura', 'Trasporta le batterie solo nel loro stato originale', 'Porta le batterie usate in un punto di raccolta'] },
      { title: '4 Sicurezza', paragraphs: ['Prima di ogni uscita controlla freni, luci, pressione degli pneumatici e che sganci rapidi e batteria siano bloccati. Indossa il casco e abiti ben visibili.', 'Le bici elettriche viaggiano in media più veloci: gli altri sottovalutano spesso la tua velocità. Guida con prudenza e frena prima, soprattutto sul bagnato.'], bullets: ['Non superare il peso totale ammesso', 'Non guidare mai con parti allentate o danneggiate', 'Affida le riparazioni di freni e motore a un rivenditore specializzato'] },
      { title: '5 Cura', paragraphs: ['Pulisci la bici con acqua, una spazzola morbida e sapone delicato, mai con l’idropulitrice. Togli prima la batteria e mantieni asciutti i contatti.', 'Pulisci e lubrifica la catena regolarmente e controlla la pressione ogni settimana. Fai controllare la bici dopo i primi 300 km e poi almeno una volta all’anno.'], bullets: ['Catena: pulire e lubrificare ogni 300–500 km', 'Pneumatici: pressione indicata sul fianco', 'Software: il rivenditore aggiorna il sistema a ogni tagliando'] },
    ],
  },
  da: {
    title: 'Brugervejledning til elcykel',
    subtitle: 'Generel vejledning til alle {brand} elcykler. Læs den før første tur, og gem den.',
    contents: 'Indhold',
    page: 'Side',
    sections: [
      { title: '1 Din model', paragraphs: ['Model, stelstørrelse og stelnummer står på typeskiltet under krankboksen og på kvitteringen. Skriv stelnummeret ned: du skal bruge det ved garanti og tyveri.', 'Få din forhandler til at indstille sadelhøjde, styr og affjedring efter din højde og vægt før første tur.'], bullets: ['Typeskilt: model, årgang, tilladt totalvægt', 'Stelnummer: præget under krankboksen', 'Nøglenummer: på mærket på batterinøglerne'] },
      { title: '2 Motor', paragraphs: ['Motoren hjælper, mens du træder, op til 25 km/t. Vælg hjælpeniveau på betjeningsenheden: et lavt niveau giver længere rækkevidde, et højt mere hjælp op ad bakke.', 'Trækhjælpen kører cyklen i gangtempo, mens du trækker den: hold knappen inde, og hold begge hænder på styret.'], bullets: ['Tænd systemet med knappen på displayet eller batteriet', 'Start i et let gear og på et lavt niveau', 'Skift gear med let tryk på pedalerne'] },
      { title: '3 Batteri', paragraphs: ['Oplad kun batteriet med den medfølgende lader, indendørs, på et ikke-brændbart underlag og ved stuetemperatur. En fuld opladning tager tre til seks timer.', 'Opbevar batteriet i længere tid med 30 til 60 procent opladning, tørt, mellem 10 og 20 °C. Åbn aldrig et batteri, og brug aldrig et beskadiget batteri.'], bullets: ['Rækkevidden afhænger af niveau, terræn, vind, dæktryk og temperatur', 'Transportér kun batterier i original stand', 'Aflevér gamle batterier på en genbrugsplads'] },
      { title: '4 Sikkerhed', paragraphs: ['Kontrollér bremser, lys, dæktryk og at lynudløsere og batteri er låst før hver tur. Bær hjelm og synligt tøj.', 'Elcykler kører i gennemsnit hurtigere end cykler: andre undervurderer ofte din fart. Kør forudseende, og brems tidligere, især på våd vej.'], bullets: ['Overskrid ikke den tilladte totalvægt', 'Kør aldrig med løse eller beskadigede dele', 'Lad en forhandler reparere bremser og motor'] },
      { title: '5 Pleje', paragraphs: ['Rengør elcyklen med vand, en blød børste og mild sæbe, aldrig med højtryksrenser. Tag batteriet af først, og hold kontakterne tørre.', 'Rengør og smør kæden jævnligt, og kontrollér dæktrykket hver uge. Få cyklen efterset efter de første 300 km og derefter mindst en gang om året.'], bullets: ['Kæde: rengør og smør hver 300 til 500 km', 'Dæk: tryk som angivet på dæksiden', 'Software: forhandleren opdaterer systemet ved hvert eftersyn'] },
    ],
  },
  fi: {
    title: 'Sähköpyörän käyttöohje',
    subtitle: 'Yleinen ohje jokaiseen {brand}-sähköpyörään. Lue ennen ensimmäistä ajoa ja säilytä.',
    contents: 'Sisältö',
    page: 'Sivu',
    sections: [
      { title: '1 Mallisi', paragraphs: ['Malli, runkokoko ja runkonumero on merkitty keskiön alla olevaan tyyppikilpeen ja ostokuittiin. Kirjoita runkonumero muistiin: tarvitset sitä takuuasioissa ja varkauden sattuessa.', 'Pyydä jälleenmyyjää säätämään satulan korkeus, ohjaustanko ja jousitus pituutesi ja painosi mukaan ennen ensimmäistä ajoa.'], bullets: ['Tyyppikilpi: malli, vuosimalli, suurin sallittu kokonaispaino', 'Runkonumero: lyöty keskiön alle', 'Avaimen numero: akun avainten tunnisteessa'] },
      { title: '2 Moottori', paragraphs: ['Moottori avustaa polkiessasi 25 km/h asti. Valitse avustustaso ohjausyksiköstä: matala taso antaa pidemmän toimintamatkan, korkea enemmän apua ylämäkeen.', 'Taluttusavustin liikuttaa pyörää kävelyvauhtia, kun talutat sitä: pidä painiketta pohjassa ja molemmat kädet ohjaustangolla.'], bullets: ['Käynnistä järjestelmä näytön tai akun painikkeesta', 'Lähde liikkeelle kevyellä vaihteella ja matalalla tasolla', 'Vaihda vaihdetta kevyesti polkien'] },
      { title: '3 Akku', paragraphs: ['Lataa akku vain mukana tulleella laturilla, sisätiloissa, palamattomalla alustalla ja huoneenlämmössä. Täysi lataus kestää kolmesta kuuteen tuntia.', 'Säilytä akkua pidempään 30–60 prosentin varauksella kuivassa paikassa 10–20 °C:ssa. Älä koskaan avaa akkua äläkä käytä vaurioitunutta akkua.'], bullets: ['Toimintamatka riippuu tasosta, maastosta, tuulesta, rengaspaineesta ja lämpötilasta', 'Kuljeta akkuja vain alkuperäisessä kunnossa', 'Vie vanhat akut keräyspisteeseen'] },
      { title: '4 Turvallisuus', paragraphs: ['Tarkista ennen jokaista ajoa jarrut, valot, rengaspaine sekä pikalukkojen ja akun lukitus. Käytä kypärää ja näkyvää vaatetusta.', 'Sähköpyörät kulkevat keskimäärin nopeammin kuin polkupyörät: muut aliarvioivat usein vauhtisi. Aja ennakoiden ja jarruta aiemmin, varsinkin märällä tiellä.'], bullets: ['Älä ylitä suurinta sallittua kokonaispainoa', 'Älä koskaan aja löysin tai vaurioitunein osin', 'Anna jarrujen ja moottorin korjaukset alan liikkeelle'] },
      { title: '5 Hoito', paragraphs: ['Puhdista pyörä vedellä, pehmeällä harjalla ja miedolla saippualla, ei koskaan painepesurilla. Irrota akku ensin ja pidä liittimet kuivina.', 'Puhdista ja öljyä ketju säännöllisesti ja tarkista rengaspaine viikoittain. Huollata pyörä ensimmäisten 300 km:n jälkeen ja sen jälkeen vähintään kerran vuodessa.'], bullets: ['Ketju: puhdista ja öljyä 300–500 km:n välein', 'Renkaat: paine renkaan kyljen merkinnän mukaan', 'Ohjelmisto: jälleenmyyjä päivittää järjestelmän jokaisessa huollossa'] },
    ],
  },
  sv: {
    title: 'Bruksanvisning för elcykel',
    subtitle: 'Allmän bruksanvisning för alla elcyklar från {brand}. Läs den före första turen och spara den.',
    contents: 'Innehåll',
    page: 'Sida',
    sections: [
      { title: '1 Din modell', paragraphs: ['Modell, ramstorlek och ramnummer står på typskylten under vevlagret och på kvittot. Anteckna ramnumret: du behöver det vid garantiärenden och stöld.', 'Låt din återförsäljare ställa in sadelhöjd, styre och fjädring efter din längd och vikt före första turen.'], bullets: ['Typskylt: modell, årsmodell, tillåten totalvikt', 'Ramnummer: instansat under vevlagret', 'Nyckelnummer: på etiketten till batterinycklarna'] },
      { title: '2 Motor', paragraphs: ['Motorn hjälper till när du trampar, upp till 25 km/h. Välj assistansnivå på manöverenheten: en låg nivå ger längre räckvidd, en hög mer hjälp i backar.', 'Gånghjälpen driver cykeln i gångfart medan du leder den: håll knappen intryckt och båda händerna på styret.'], bullets: ['Starta systemet med knappen på displayen eller batteriet', 'Starta på en lätt växel och en låg nivå', 'Växla med lätt tryck på pedalerna'] },
      { title: '3 Batteri', paragraphs: ['Ladda batteriet endast med den medföljande laddaren, inomhus, på ett obrännbart underlag och i rumstemperatur. En full laddning tar tre till sex timmar.', 'Förvara batteriet under längre tid med 30 till 60 procents laddning, torrt och mellan 10 och 20 °C. Öppna aldrig ett batteri och använd aldrig ett skadat batteri.'], bullets: ['Räckvidden beror på nivå, terräng, vind, däcktryck och temperatur', 'Transportera batterier endast i originalskick', 'Lämna gamla batterier på en återvinningsstation'] },
      { title: '4 Säkerhet', paragraphs: ['Kontrollera bromsar, belysning, däcktryck och att snabbkopplingar och batteri är låsta före varje tur. Bär hjälm och synliga kläder.', 'Elcyklar håller i snitt högre fart än cyklar: andra underskattar ofta din hastighet. Kör förutseende och bromsa tidigare, särskilt på våt väg.'], bullets: ['Överskrid inte den tillåtna totalvikten', 'Kör aldrig med lösa eller skadade delar', 'Låt en fackhandlare reparera bromsar och motor'] },
      { title: '5 Skötsel', paragraphs: ['Rengör elcykeln med vatten, en mjuk borste och milt rengöringsmedel, aldrig med högtryckstvätt. Ta först av batteriet och håll kontakterna torra.', 'Rengör och smörj kedjan regelbundet och kontrollera däcktrycket varje vecka. Låt återförsäljaren se över cykeln efter de första 300 km och sedan minst en gång om året.'], bullets: ['Kedja: rengör och smörj var 300:e till 500:e km', 'Däck: tryck enligt däcksidan', 'Programvara: återförsäljaren uppdaterar systemet vid varje service'] },
    ],
  },
  nl: {
    title: 'Gebruikershandleiding e-bike',
    subtitle: 'Algemene handleiding voor elke {brand} e-bike. Lees deze voor de eerste rit en bewaar hem goed.',
    contents: 'Inhoud',
    page: 'Pagina',
    sections: [
      { title: '1 Uw model', paragraphs: ['Model, framemaat en framenummer staan op het typeplaatje onder de trapas en op de aankoopbon. Noteer het framenummer: u hebt het nodig bij garantie en diefstal.', 'Laat zadelhoogte, stuur en vering vóór de eerste rit door uw dealer instellen.'], bullets: ['Typeplaatje: model, modeljaar, toegestaan totaalgewicht', 'Framenummer: ingeslagen onder de trapas', 'Sleutelnummer: op het label van de accusleutels'] },
      { title: '2 Aandrijving', paragraphs: ['De motor ondersteunt zolang u trapt, tot 25 km/u. Kies de ondersteuningsstand op de bediening: een lage stand geeft meer bereik, een hoge meer steun bergop.', 'De loophulp beweegt de fiets op wandeltempo terwijl u hem duwt: houd de knop ingedrukt en beide handen aan het stuur.'], bullets: ['Schakel het systeem in met de knop op het display of de accu', 'Vertrek in een lichte versnelling en een lage stand', 'Schakel met weinig druk op de pedalen'] },
      { title: '3 Accu', paragraphs: ['Laad de accu alleen met de meegeleverde lader, binnen, op een onbrandbare ondergrond en bij kamertemperatuur. Volledig laden duurt drie tot zes uur.', 'Bewaar de accu voor langere tijd met 30 tot 60 procent lading, droog, tussen 10 en 20 °C. Open nooit een accu en gebruik geen beschadigde accu.'], bullets: ['Het bereik hangt af van stand, terrein, wind, bandenspanning en temperatuur', 'Vervoer accu’s alleen in originele staat', 'Lever oude accu’s in bij een inzamelpunt'] },
      { title: '4 Veiligheid', paragraphs: ['Controleer vóór elke rit remmen, verlichting, bandenspanning en of snelspanners en accu vergrendeld zijn. Draag een helm en goed zichtbare kleding.', 'E-bikes rijden gemiddeld sneller dan fietsen: anderen onderschatten uw snelheid vaak. Rijd vooruitziend en rem eerder, vooral op natte wegen.'], bullets: ['Overschrijd het toegestane totaalgewicht niet', 'Rijd nooit met losse of beschadigde onderdelen', 'Laat reparaties aan remmen en aandrijving over aan de vakhandel'] },
      { title: '5 Onderhoud', paragraphs: ['Reinig uw e-bike met water, een zachte borstel en milde zeep, nooit met een hogedrukreiniger. Neem eerst de accu uit en houd de contacten droog.', 'Reinig en smeer de ketting regelmatig en controleer elke week de bandenspanning. Laat de fiets na de eerste 300 km en daarna minstens eens per jaar nakijken.'], bullets: ['Ketting: elke 300 tot 500 km reinigen en smeren', 'Banden: spanning volgens de bandwang', 'Software: uw dealer werkt het systeem bij elke beurt bij'] },
    ],
  },
};
