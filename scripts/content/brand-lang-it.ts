import type { LangCopy } from './brand-types.ts';

/** Testi italiani comuni a tutti i marchi tranne winora. */
export const it: LangCopy = {
  more: 'Scopri di più',
  slugs: { contactInfo: 'assistenza/come-contattarci', newsletterInfo: 'assistenza/newsletter', history: 'storia' },
  home: { rangesTitle: 'Trova la tua bici', rangesIntro: 'Tutto il mondo {brand} in un colpo d’occhio: dove vuoi andare?', factsTitle: '{brand} in numeri', moreTitle: 'Da scoprire', viewAll: 'Vedi tutto' },
  service: {
    faqTitle: 'Domande frequenti', faqIntro: 'Risposte rapide su acquisto, garanzia, manuali e manutenzione dei prodotti {brand}.', faqHeadline: 'Le domande più comuni',
    stillQuestions: 'Hai ancora una domanda?', stillQuestionsText: 'Il nostro servizio clienti legge ogni messaggio e risponde entro due giorni lavorativi.', contactCta: 'Scrivici',
    manualsTitle: 'Manuali e download', manualsIntro: 'Manuali d’uso, istruzioni di montaggio e dichiarazioni di conformità dei prodotti {brand}.',
    manuals: '## Manuali d’uso\n\n- [Manuale generale (PDF)]({origin}/downloads/manual-ebike-it.pdf)\n\n## Prima della prima uscita\n\nLeggi le avvertenze di sicurezza del manuale prima di partire e conservalo con la prova d’acquisto. Il tuo rivenditore ti spiegherà tutte le regolazioni alla consegna.\n\n## Non trovi quello che cerchi?\n\nIndicaci nome e anno del modello e ti invieremo il documento giusto.',
    warrantyTitle: 'Garanzia', warrantyIntro: 'Che cosa ti garantisce {brand} e come segnalare un problema.',
    warranty: '## Il nostro impegno\n\n- **{years} anni** su telai e forcelle rigide (o sui componenti {brand}) dalla data d’acquisto\n- **2 anni** su tutti gli altri componenti, motore e batteria inclusi dove presenti\n- I tuoi diritti di garanzia legale verso il venditore restano invariati\n\n## Come fare una richiesta\n\n1. Porta il prodotto e la prova d’acquisto al tuo rivenditore.\n2. Il rivenditore verifica il danno e ci invia la richiesta con le foto.\n3. Decidiamo entro dieci giorni lavorativi e ripariamo o sostituiamo il pezzo gratuitamente.\n\nSono esclusi i componenti soggetti a usura (pneumatici, pastiglie, catene, manopole) e i danni da cadute, gare o montaggio scorretto.',
    contactTitle: 'Come contattarci', contactIntro: 'Telefono, e-mail o una visita dal rivenditore: scegli tu.',
    contact: '## Telefono\n\n[{phone}](tel:{tel}) – {hours}\n\n## E-mail\n\n[{email}](mailto:{email}) – rispondiamo entro due giorni lavorativi.\n\n## Indirizzo\n\n{legalName}\n{street}\n{city}\n{country}\n\n## Prima di scriverci\n\nTieni a portata di mano il **numero di telaio o di articolo** e la prova d’acquisto: così potremo aiutarti subito.',
    teaserTitle: 'Assistenza', teaserText: 'Risposte, manuali e garanzia: tutto l’aiuto per la tua {brand} in un unico posto.',
  },
  faqs: {
    buy: { slug: 'dove-acquistare', q: 'Dove posso acquistare e provare {brand}?', a: 'Nel nostro shop online e presso i rivenditori autorizzati {brand}, dove puoi provare taglie e modelli e ricevere la bici già regolata per te.' },
    warranty: { slug: 'garanzia', q: 'Come faccio una richiesta in garanzia?', a: 'Porta il prodotto e lo scontrino al tuo rivenditore, che ci inoltra la richiesta. Offriamo **{years} anni** di garanzia su telai e componenti {brand}: vedi [Garanzia](story:{warrantyPath}).' },
    manuals: { slug: 'manuali', q: 'Dove trovo il manuale del mio prodotto?', a: 'Tutti i manuali e le dichiarazioni di conformità sono nella nostra [pagina download](story:{manualsPath}). Ogni prodotto include anche una copia stampata.' },
    care: { slug: 'manutenzione', q: 'Come mi prendo cura della mia {brand}?', a: 'Puliscila con acqua e una spazzola morbida invece dell’idropulitrice, tieni la catena leggermente lubrificata e controlla la pressione delle gomme ogni due settimane. Una volta all’anno portala dal rivenditore per il tagliando.' },
    battery: { slug: 'batteria', q: 'Come faccio durare a lungo la batteria?', a: 'Conservala in casa tra 10 e 20 °C, caricala con il caricatore originale e in inverno tienila tra il 30 e il 60 %. Un livello di assistenza più basso regala molti chilometri in più.' },
  },
  company: { aboutTitle: 'Chi è {brand}', historyTitle: 'La nostra storia', historyIntro: 'Le tappe che hanno reso {brand} quello che è oggi.', historyTeaser: 'Dalla prima officina a oggi: la storia di {brand}.' },
  legal: {
    imprintTitle: 'Note legali',
    imprint: '## Titolare del sito\n\n{legalName}\n{street}\n{city}\n{country}\n\n## Contatti\n\nTelefono: {phone}\nE-mail: [{email}](mailto:{email})\n\n## Dati societari\n\nAmministrazione: {directors}\nRegistro: {register}\nPartita IVA: {vat}\n\n## Responsabilità\n\nControlliamo con cura i contenuti di questo sito, ma non possiamo garantirne completezza e aggiornamento. I siti collegati sono di esclusiva responsabilità dei rispettivi gestori.',
    privacyTitle: 'Informativa sulla privacy',
    privacy: '## Titolare del trattamento\n\n{legalName}, {street}, {city}, {country}. Domande sulla protezione dei dati: [{privacyEmail}](mailto:{privacyEmail}).\n\n## Che cosa trattiamo\n\n- **Visita al sito:** indirizzo IP, data e ora, pagine visitate e dati del browser, conservati sette giorni per la sicurezza.\n- **Modulo di contatto:** i dati inseriti, per rispondere alla tua richiesta; conservati tre anni.\n- **Ordini:** nome, indirizzi, dati dell’ordine e del pagamento, per eseguire il contratto; conservati secondo gli obblighi fiscali.\n- **Newsletter:** il tuo indirizzo e-mail, solo dopo la conferma; puoi disiscriverti in qualsiasi momento.\n\n## I tuoi diritti\n\nPuoi chiedere accesso, rettifica, cancellazione, limitazione o portabilità dei tuoi dati, opporti al trattamento e presentare reclamo al Garante per la protezione dei dati personali. Il consenso si può revocare in qualsiasi momento.',
    cookiesTitle: 'Cookie policy',
    cookies: '## Che cosa sono i cookie\n\nI cookie sono piccoli file di testo salvati dal browser. Li usiamo per far funzionare lo shop e, solo con il tuo consenso, per misurare e migliorare il sito.\n\n## Categorie\n\n- **Strettamente necessari:** carrello, accesso e la tua scelta sui cookie. Sempre attivi.\n- **Prestazioni:** statistiche anonime di utilizzo. Solo con consenso.\n- **Marketing:** misurazione delle nostre campagne. Solo con consenso.\n\n## Modificare la scelta\n\nApri le impostazioni dei cookie in fondo alla pagina per modificare o revocare il consenso in qualsiasi momento.',
  },
  newsletter: {
    title: 'Newsletter', intro: 'Novità, storie in sella ed eventi presso i rivenditori {brand}, circa una volta al mese.', cta: 'Iscriviti ora', teaser: 'Scopri per primo nuovi modelli ed eventi.',
    text: 'Cosa riceverai:\n\n- Nuovi modelli e colori prima di tutti\n- Percorsi, consigli di guida e di manutenzione dal nostro team\n- Inviti ai test day presso i rivenditori vicino a te\n\nNiente spam e il tuo indirizzo non viene mai ceduto. Puoi disiscriverti con un clic da ogni e-mail.',
  },
  error: { title: 'Qualcosa è andato storto', text: 'Non è stato possibile mostrare questa parte della pagina. Ricarica la pagina o riprova tra qualche minuto.' },
  dealers: {
    title: 'Trova un rivenditore', intro: 'Consulenza, prove e officina: i rivenditori {brand} vicino a te.', headline: 'Ricerca rivenditori',
    text: 'Inserisci il CAP o la città: la mappa ti mostra i rivenditori {brand} più vicini, con orari e servizi.',
    steps: ['Inserisci CAP o città', 'Filtra per prova su strada, officina o ritiro degli ordini online', 'Chiama il rivenditore, prendi appuntamento o calcola il percorso'],
  },
  news: { title: 'News', intro: 'Nuovi modelli, eventi e consigli d’officina: le novità di {brand}.' },
  kinds: {
    ebikes: { slug: 'ebikes', title: 'E-bike', teaser: 'La pedalata assistita per ogni uscita.', seo: '## E-bike {brand}\n\nCon una e-bike il lungo tragitto verso il lavoro diventa una passeggiata e la salita più dura un sorriso. Ogni e-bike {brand} monta un motore collaudato, freni idraulici e una batteria che ricarichi sulla bici o in casa.' },
    bikes: { slug: 'bikes', title: 'Biciclette', teaser: 'Bici senza motore: leggere, sincere, fatte per durare.', seo: '## Biciclette {brand}\n\nCerte uscite chiedono solo le tue gambe. Le nostre bici senza motore sono leggere, facili da mantenere e costruite per anni di utilizzo – {models}.' },
    etrekking: { slug: 'trekking', title: 'E-bike da trekking', teaser: 'Autonomia e capacità di carico per le giornate lunghe.', seo: '## In viaggio con l’assistenza\n\nLe e-bike da trekking {brand} uniscono batterie capienti, forcelle ammortizzate e portapacchi robusti. Portano te e i tuoi bagagli su tappe lunghe, su asfalto e sterrato – {models}.' },
    emtb: { slug: 'e-mtb', title: 'E-MTB', teaser: 'Più sentieri, più dislivello, più discese in un pomeriggio.', seo: '## E-MTB\n\nUna buona e-MTB si guida prima di tutto come una mountain bike: geometria equilibrata, sospensioni che copiano il terreno e un motore che accompagna senza spingere. {brand} le progetta per le salite che prima facevi a piedi e le discese che vuoi rifare subito – {models}.' },
    mtb: { slug: 'mountain-bike', title: 'Mountain bike', teaser: 'Front e full per sentieri e bosco.', seo: '## Mountain bike\n\nDal primo giro nel bosco alla gara di enduro: le mountain bike {brand} nascono su sentieri veri. Geometrie moderne, sospensioni efficaci e ruote robuste ti danno sicurezza quando il terreno si fa duro.' },
    road: { slug: 'bici-da-corsa', title: 'Bici da corsa', teaser: 'Leggere, rigide e veloci: fatte per macinare chilometri.', seo: '## Bici da corsa\n\nLe nostre bici da corsa nascono da decenni di agonismo: rigide dove la potenza arriva ai pedali, confortevoli dove l’asfalto vibra. Geometria endurance o race – {models}.' },
  },
};
