/**
 * The entry form's and the contest gallery's words in the five languages of the campaign pages (winora: de, en, fr,
 * es, it); any other language gets English. Kept here, not in the site dictionaries: only the campaign pages need
 * them, and they travel in the form's own chunk.
 */
export interface EntryMessages {
  readonly requiredNote: string;
  readonly answerLabel: string;
  readonly name: string;
  readonly email: string;
  /** `{privacy}` is replaced by the link to the privacy page. */
  readonly consent: string;
  readonly privacy: string;
  readonly captcha: string;
  readonly photo: string;
  readonly photoHint: string;
  readonly photoPreview: string;
  readonly submit: string;
  readonly submitting: string;
  readonly answerRequired: string;
  readonly nameRequired: string;
  readonly emailRequired: string;
  readonly emailInvalid: string;
  readonly consentRequired: string;
  readonly captchaRequired: string;
  readonly photoRequired: string;
  readonly photoType: string;
  readonly photoSize: string;
  readonly errorsTitle: string;
  /** `{name}`: the entrant's first name. */
  readonly success: string;
  readonly successText: string;
  readonly duplicateTitle: string;
  readonly duplicateText: string;
  readonly unavailableTitle: string;
  readonly unavailableText: string;
  readonly galleryTitle: string;
  readonly galleryLabel: string;
  readonly galleryEmpty: string;
  readonly galleryUnavailable: string;
  /** `{name}`: "Anna K.". */
  readonly galleryAlt: string;
}

const en: EntryMessages = {
  requiredNote: 'Fields marked * are required.',
  answerLabel: 'Your answer',
  name: 'First and last name',
  email: 'Email address',
  consent: 'I agree to the conditions of entry and to my data being used for this campaign as described in the {privacy}.',
  privacy: 'privacy policy',
  captcha: 'Security check',
  photo: 'Your photo',
  photoHint: 'JPEG, PNG or WebP, up to 8 MB.',
  photoPreview: 'Preview of your photo',
  submit: 'Send my entry',
  submitting: 'Sending…',
  answerRequired: 'Please answer the question.',
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  consentRequired: 'Please agree to the conditions of entry to take part.',
  captchaRequired: 'Please complete the security check.',
  photoRequired: 'Please choose a photo.',
  photoType: 'This file is not a JPEG, PNG or WebP picture.',
  photoSize: 'This photo is larger than 8 MB.',
  errorsTitle: 'Please check the marked fields.',
  success: 'Thank you, {name}: your entry is in.',
  successText: 'We will let you know by email if you win. Good luck!',
  duplicateTitle: 'This email address has already entered.',
  duplicateText: 'Only one entry per person is allowed. If you have not entered yet, check the email address.',
  unavailableTitle: 'Your entry could not be sent.',
  unavailableText: 'Everything you typed is still here. Please try again in a moment.',
  galleryTitle: 'Entries so far',
  galleryLabel: 'Contest entries',
  galleryEmpty: 'No entries yet: be the first!',
  galleryUnavailable: 'The entries cannot be shown right now.',
  galleryAlt: 'Contest photo by {name}',
};

const de: EntryMessages = {
  requiredNote: 'Mit * markierte Felder sind Pflichtfelder.',
  answerLabel: 'Ihre Antwort',
  name: 'Vor- und Nachname',
  email: 'E-Mail-Adresse',
  consent: 'Ich stimme den Teilnahmebedingungen zu und bin einverstanden, dass meine Daten für diese Aktion wie in der {privacy} beschrieben verwendet werden.',
  privacy: 'Datenschutzerklärung',
  captcha: 'Sicherheitsprüfung',
  photo: 'Ihr Foto',
  photoHint: 'JPEG, PNG oder WebP, bis 8 MB.',
  photoPreview: 'Vorschau Ihres Fotos',
  submit: 'Jetzt teilnehmen',
  submitting: 'Wird gesendet …',
  answerRequired: 'Bitte beantworten Sie die Frage.',
  nameRequired: 'Bitte geben Sie Ihren Namen ein.',
  emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.',
  consentRequired: 'Bitte stimmen Sie den Teilnahmebedingungen zu, um teilzunehmen.',
  captchaRequired: 'Bitte schließen Sie die Sicherheitsprüfung ab.',
  photoRequired: 'Bitte wählen Sie ein Foto aus.',
  photoType: 'Diese Datei ist kein JPEG-, PNG- oder WebP-Bild.',
  photoSize: 'Dieses Foto ist größer als 8 MB.',
  errorsTitle: 'Bitte prüfen Sie die markierten Felder.',
  success: 'Danke, {name}: Ihre Teilnahme ist eingegangen.',
  successText: 'Wenn Sie gewinnen, benachrichtigen wir Sie per E-Mail. Viel Glück!',
  duplicateTitle: 'Mit dieser E-Mail-Adresse wurde bereits teilgenommen.',
  duplicateText: 'Pro Person ist nur eine Teilnahme möglich. Falls Sie noch nicht teilgenommen haben, prüfen Sie bitte die E-Mail-Adresse.',
  unavailableTitle: 'Ihre Teilnahme konnte nicht gesendet werden.',
  unavailableText: 'Ihre Eingaben sind erhalten geblieben. Bitte versuchen Sie es in einem Moment erneut.',
  galleryTitle: 'Bisherige Einsendungen',
  galleryLabel: 'Einsendungen zum Wettbewerb',
  galleryEmpty: 'Noch keine Einsendungen: Machen Sie den Anfang!',
  galleryUnavailable: 'Die Einsendungen können gerade nicht angezeigt werden.',
  galleryAlt: 'Wettbewerbsfoto von {name}',
};

const fr: EntryMessages = {
  requiredNote: 'Les champs marqués * sont obligatoires.',
  answerLabel: 'Votre réponse',
  name: 'Prénom et nom',
  email: 'Adresse e-mail',
  consent: 'J’accepte le règlement et l’utilisation de mes données pour cette opération comme décrit dans la {privacy}.',
  privacy: 'politique de confidentialité',
  captcha: 'Vérification de sécurité',
  photo: 'Votre photo',
  photoHint: 'JPEG, PNG ou WebP, 8 Mo maximum.',
  photoPreview: 'Aperçu de votre photo',
  submit: 'Participer',
  submitting: 'Envoi en cours…',
  answerRequired: 'Veuillez répondre à la question.',
  nameRequired: 'Veuillez saisir votre nom.',
  emailRequired: 'Veuillez saisir votre adresse e-mail.',
  emailInvalid: 'Veuillez saisir une adresse e-mail valide, par exemple nom@exemple.fr.',
  consentRequired: 'Veuillez accepter le règlement pour participer.',
  captchaRequired: 'Veuillez effectuer la vérification de sécurité.',
  photoRequired: 'Veuillez choisir une photo.',
  photoType: 'Ce fichier n’est pas une image JPEG, PNG ou WebP.',
  photoSize: 'Cette photo dépasse 8 Mo.',
  errorsTitle: 'Veuillez vérifier les champs signalés.',
  success: 'Merci, {name} : votre participation est enregistrée.',
  successText: 'Si vous gagnez, nous vous préviendrons par e-mail. Bonne chance !',
  duplicateTitle: 'Cette adresse e-mail a déjà participé.',
  duplicateText: 'Une seule participation par personne est possible. Si vous n’avez pas encore participé, vérifiez l’adresse e-mail.',
  unavailableTitle: 'Votre participation n’a pas pu être envoyée.',
  unavailableText: 'Tout ce que vous avez saisi est conservé. Veuillez réessayer dans un instant.',
  galleryTitle: 'Les participations',
  galleryLabel: 'Participations au concours',
  galleryEmpty: 'Pas encore de participation : soyez la première ou le premier !',
  galleryUnavailable: 'Les participations ne peuvent pas être affichées pour le moment.',
  galleryAlt: 'Photo du concours de {name}',
};

const es: EntryMessages = {
  requiredNote: 'Los campos marcados con * son obligatorios.',
  answerLabel: 'Tu respuesta',
  name: 'Nombre y apellidos',
  email: 'Correo electrónico',
  consent: 'Acepto las bases de participación y el uso de mis datos para esta promoción según la {privacy}.',
  privacy: 'política de privacidad',
  captcha: 'Comprobación de seguridad',
  photo: 'Tu foto',
  photoHint: 'JPEG, PNG o WebP, hasta 8 MB.',
  photoPreview: 'Vista previa de tu foto',
  submit: 'Participar',
  submitting: 'Enviando…',
  answerRequired: 'Responde a la pregunta.',
  nameRequired: 'Introduce tu nombre.',
  emailRequired: 'Introduce tu correo electrónico.',
  emailInvalid: 'Introduce un correo electrónico válido, por ejemplo nombre@ejemplo.es.',
  consentRequired: 'Acepta las bases de participación para participar.',
  captchaRequired: 'Completa la comprobación de seguridad.',
  photoRequired: 'Elige una foto.',
  photoType: 'Este archivo no es una imagen JPEG, PNG o WebP.',
  photoSize: 'Esta foto ocupa más de 8 MB.',
  errorsTitle: 'Revisa los campos marcados.',
  success: 'Gracias, {name}: tu participación se ha registrado.',
  successText: 'Si ganas, te avisaremos por correo electrónico. ¡Suerte!',
  duplicateTitle: 'Este correo electrónico ya ha participado.',
  duplicateText: 'Solo se admite una participación por persona. Si aún no has participado, revisa el correo electrónico.',
  unavailableTitle: 'No se ha podido enviar tu participación.',
  unavailableText: 'Todo lo que has escrito sigue aquí. Inténtalo de nuevo en un momento.',
  galleryTitle: 'Participaciones hasta ahora',
  galleryLabel: 'Participaciones del concurso',
  galleryEmpty: 'Aún no hay participaciones: ¡sé el primero!',
  galleryUnavailable: 'Ahora mismo no se pueden mostrar las participaciones.',
  galleryAlt: 'Foto del concurso de {name}',
};

const it: EntryMessages = {
  requiredNote: 'I campi contrassegnati da * sono obbligatori.',
  answerLabel: 'La tua risposta',
  name: 'Nome e cognome',
  email: 'Indirizzo e-mail',
  consent: 'Accetto il regolamento e l’uso dei miei dati per questa iniziativa come descritto nell’{privacy}.',
  privacy: 'informativa sulla privacy',
  captcha: 'Controllo di sicurezza',
  photo: 'La tua foto',
  photoHint: 'JPEG, PNG o WebP, fino a 8 MB.',
  photoPreview: 'Anteprima della tua foto',
  submit: 'Partecipa',
  submitting: 'Invio in corso…',
  answerRequired: 'Rispondi alla domanda.',
  nameRequired: 'Inserisci il tuo nome.',
  emailRequired: 'Inserisci il tuo indirizzo e-mail.',
  emailInvalid: 'Inserisci un indirizzo e-mail valido, ad esempio nome@esempio.it.',
  consentRequired: 'Accetta il regolamento per partecipare.',
  captchaRequired: 'Completa il controllo di sicurezza.',
  photoRequired: 'Scegli una foto.',
  photoType: 'Questo file non è un’immagine JPEG, PNG o WebP.',
  photoSize: 'Questa foto supera gli 8 MB.',
  errorsTitle: 'Controlla i campi segnalati.',
  success: 'Grazie, {name}: la tua partecipazione è registrata.',
  successText: 'Se vinci, ti avviseremo via e-mail. In bocca al lupo!',
  duplicateTitle: 'Questo indirizzo e-mail ha già partecipato.',
  duplicateText: 'È ammessa una sola partecipazione a persona. Se non hai ancora partecipato, controlla l’indirizzo e-mail.',
  unavailableTitle: 'Non è stato possibile inviare la tua partecipazione.',
  unavailableText: 'Tutto ciò che hai scritto è ancora qui. Riprova tra un momento.',
  galleryTitle: 'Le partecipazioni finora',
  galleryLabel: 'Partecipazioni al concorso',
  galleryEmpty: 'Ancora nessuna partecipazione: sii il primo!',
  galleryUnavailable: 'Al momento non è possibile mostrare le partecipazioni.',
  galleryAlt: 'Foto del concorso di {name}',
};

const BY_LANGUAGE: Readonly<Record<string, EntryMessages>> = { en, de, fr, es, it };

/** The words for a language (`de`), English when it has none. */
export function entryMessages(language: string): EntryMessages {
  return BY_LANGUAGE[language] ?? en;
}

/** `{name}` and the like replaced. */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
