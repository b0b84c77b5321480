import type { LangCopy } from './brand-types.ts';

/** Textos en español que comparten todas las marcas salvo winora. */
export const es: LangCopy = {
  more: 'Más información',
  slugs: { contactInfo: 'servicio/como-contactarnos', newsletterInfo: 'servicio/boletin', history: 'historia' },
  home: { rangesTitle: 'Encuentra tu bici', rangesIntro: 'Todo el universo {brand} en un solo lugar: ¿adónde quieres ir?', factsTitle: '{brand} en cifras', moreTitle: 'Descubre más', viewAll: 'Ver todo' },
  service: {
    faqTitle: 'Preguntas frecuentes', faqIntro: 'Respuestas rápidas sobre compra, garantía, manuales y mantenimiento de tus productos {brand}.', faqHeadline: 'Lo que más nos preguntan',
    stillQuestions: '¿Tienes otra pregunta?', stillQuestionsText: 'Nuestro equipo de atención lee cada mensaje y responde en dos días laborables.', contactCta: 'Escríbenos',
    manualsTitle: 'Manuales y descargas', manualsIntro: 'Manuales de usuario, instrucciones de montaje y declaraciones de conformidad de {brand}.',
    manuals: '## Manuales de usuario\n\n- [Manual general (PDF)]({origin}/downloads/manual-ebike-es.pdf)\n\n## Antes de la primera salida\n\nLee las indicaciones de seguridad del manual antes de salir y guárdalo junto al ticket de compra. Tu distribuidor te explicará todos los ajustes en la entrega.\n\n## ¿No lo encuentras?\n\nDinos el nombre y el año del modelo y te enviaremos el documento correcto.',
    warrantyTitle: 'Garantía', warrantyIntro: 'Lo que {brand} te promete y cómo comunicar una reclamación.',
    warranty: '## Nuestro compromiso\n\n- **{years} años** en cuadros y horquillas rígidas (o en piezas {brand}) desde la fecha de compra\n- **2 años** en todos los demás componentes, también motor y batería cuando los hay\n- Tus derechos legales frente al vendedor se mantienen intactos\n\n## Cómo reclamar\n\n1. Lleva el producto y el justificante de compra a tu distribuidor.\n2. El distribuidor revisa el daño y nos envía la reclamación con fotos.\n3. Decidimos en diez días laborables y reparamos o sustituimos la pieza sin coste.\n\nQuedan excluidas las piezas de desgaste (neumáticos, pastillas, cadenas, puños) y los daños por caídas, competición o montaje incorrecto.',
    contactTitle: 'Cómo contactarnos', contactIntro: 'Teléfono, correo o una visita a tu distribuidor: elige lo que mejor te venga.',
    contact: '## Teléfono\n\n[{phone}](tel:{tel}) – {hours}\n\n## Correo electrónico\n\n[{email}](mailto:{email}) – respondemos en dos días laborables.\n\n## Dirección\n\n{legalName}\n{street}\n{city}\n{country}\n\n## Antes de escribirnos\n\nTen a mano el **número de cuadro o de artículo** y el justificante de compra: así podremos ayudarte enseguida.',
    teaserTitle: 'Servicio y ayuda', teaserText: 'Respuestas, manuales y garantía: toda la ayuda para tu {brand} en un solo lugar.',
  },
  faqs: {
    buy: { slug: 'donde-comprar', q: '¿Dónde puedo comprar y probar {brand}?', a: 'En nuestra tienda online y en los distribuidores oficiales {brand}. Allí pruebas tallas y modelos y te lo dejan todo ajustado antes de salir.' },
    warranty: { slug: 'garantia', q: '¿Cómo hago una reclamación de garantía?', a: 'Lleva el producto y el ticket a tu distribuidor, que nos envía la reclamación. Damos **{years} años** de garantía en cuadros y piezas {brand}: consulta [Garantía](story:{warrantyPath}).' },
    manuals: { slug: 'manuales', q: '¿Dónde encuentro el manual de mi producto?', a: 'Todos los manuales y declaraciones de conformidad están en nuestra [página de descargas](story:{manualsPath}). Cada producto incluye además una copia impresa.' },
    care: { slug: 'mantenimiento', q: '¿Cómo cuido mi {brand}?', a: 'Límpiala con agua y un cepillo suave en lugar de con agua a presión, mantén la cadena ligeramente lubricada y revisa la presión de los neumáticos cada dos semanas. Llévala a revisión una vez al año.' },
    battery: { slug: 'bateria', q: '¿Cómo alargo la vida de la batería?', a: 'Guárdala en interior entre 10 y 20 °C, cárgala con el cargador original y mantenla entre el 30 y el 60 % en invierno. Un nivel de asistencia más bajo te da muchos kilómetros extra.' },
  },
  company: { aboutTitle: 'Sobre {brand}', historyTitle: 'Nuestra historia', historyIntro: 'Los hitos que han hecho de {brand} lo que es hoy.', historyTeaser: 'Del primer taller hasta hoy: la historia de {brand}.' },
  legal: {
    imprintTitle: 'Aviso legal',
    imprint: '## Titular\n\n{legalName}\n{street}\n{city}\n{country}\n\n## Contacto\n\nTeléfono: {phone}\nCorreo: [{email}](mailto:{email})\n\n## Datos de la empresa\n\nDirección: {directors}\nRegistro: {register}\nNIF/IVA: {vat}\n\n## Responsabilidad\n\nRevisamos con cuidado el contenido de este sitio, pero no podemos garantizar que esté completo y actualizado. Los sitios enlazados son responsabilidad exclusiva de sus titulares.',
    privacyTitle: 'Política de privacidad',
    privacy: '## Responsable\n\n{legalName}, {street}, {city}, {country}. Consultas sobre protección de datos: [{privacyEmail}](mailto:{privacyEmail}).\n\n## Qué tratamos\n\n- **Visita al sitio:** dirección IP, fecha y hora, páginas vistas y datos del navegador, conservados siete días por seguridad.\n- **Formulario de contacto:** los datos que introduces, para responder a tu consulta; conservados tres años.\n- **Pedidos:** nombre, direcciones, datos del pedido y del pago, para cumplir el contrato; conservados según la normativa fiscal.\n- **Boletín:** tu correo, solo tras confirmarlo; puedes darte de baja cuando quieras.\n\n## Tus derechos\n\nPuedes solicitar acceso, rectificación, supresión, limitación o portabilidad de tus datos, oponerte al tratamiento y reclamar ante la Agencia Española de Protección de Datos. Puedes retirar tu consentimiento en cualquier momento.',
    cookiesTitle: 'Política de cookies',
    cookies: '## Qué son las cookies\n\nLas cookies son pequeños archivos de texto que guarda tu navegador. Las usamos para que la tienda funcione y, solo con tu consentimiento, para medir y mejorar el sitio.\n\n## Categorías\n\n- **Estrictamente necesarias:** cesta, inicio de sesión y tu elección de cookies. Siempre activas.\n- **Rendimiento:** estadísticas anónimas de uso. Solo con consentimiento.\n- **Marketing:** medición de nuestras campañas. Solo con consentimiento.\n\n## Cambiar tu elección\n\nAbre la configuración de cookies al pie de la página para cambiar o retirar tu consentimiento cuando quieras.',
  },
  newsletter: {
    title: 'Boletín', intro: 'Novedades, historias sobre la bici y eventos en distribuidores {brand}, aproximadamente una vez al mes.', cta: 'Suscribirme', teaser: 'Entérate antes que nadie de modelos nuevos y eventos.',
    text: 'Lo que recibirás:\n\n- Modelos y colores nuevos antes que nadie\n- Rutas, consejos de conducción y mantenimiento de nuestro equipo\n- Invitaciones a jornadas de prueba cerca de ti\n\nSin spam y sin ceder tu dirección. Puedes darte de baja con un clic en cada correo.',
  },
  error: { title: 'Algo ha fallado', text: 'No se ha podido mostrar esta parte de la página. Vuelve a cargarla o inténtalo de nuevo en unos minutos.' },
  dealers: {
    title: 'Encuentra un distribuidor', intro: 'Asesoramiento, pruebas y taller: distribuidores {brand} cerca de ti.', headline: 'Buscador de distribuidores',
    text: 'Introduce tu código postal o tu localidad y el mapa te mostrará los distribuidores {brand} más cercanos, con horarios y servicios.',
    steps: ['Introduce tu código postal o localidad', 'Filtra por prueba, taller o recogida de pedidos online', 'Llama, pide cita o calcula la ruta'],
  },
  news: { title: 'Noticias', intro: 'Nuevos modelos, eventos y consejos de taller: lo último de {brand}.' },
  kinds: {
    ebikes: { slug: 'bicicletas-electricas', title: 'Bicicletas eléctricas', teaser: 'Asistencia eléctrica para cualquier salida.', seo: '## Bicicletas eléctricas {brand}\n\nCon una bicicleta eléctrica, el trayecto largo al trabajo se convierte en un paseo y la cuesta más dura en una sonrisa. Cada eléctrica {brand} lleva un sistema de propulsión probado, frenos hidráulicos y una batería que cargas en la bici o en casa.' },
    bikes: { slug: 'bicicletas', title: 'Bicicletas', teaser: 'Bicicletas sin motor: ligeras, honestas, hechas para durar.', seo: '## Bicicletas {brand}\n\nHay salidas que solo necesitan tus piernas. Nuestras bicicletas sin motor son ligeras, fáciles de mantener y están hechas para años de uso – {models}.' },
    parts: { slug: 'piezas', title: 'Piezas y accesorios', teaser: 'Todo lo que necesita tu bici, del pedal al casco.', seo: '## Piezas y accesorios {brand}\n\nUna buena pieza pasa desapercibida: simplemente funciona, salida tras salida. Nuestra gama cubre las piezas de desgaste, los accesorios que hacen cada trayecto más seguro y los pequeños detalles que lo mejoran – {models}.' },
    etrekking: { slug: 'trekking', title: 'Bicicletas eléctricas de trekking', teaser: 'Autonomía y capacidad de carga para días largos.', seo: '## Viajar con asistencia\n\nLas eléctricas de trekking {brand} combinan baterías grandes, horquillas de suspensión y portaequipajes robustos. Te llevan a ti y a tu equipaje por etapas largas, por asfalto y por pista – {models}.' },
    emtb: { slug: 'e-mtb', title: 'Bicicletas de montaña eléctricas', teaser: 'Más senderos, más desnivel, más bajadas en una tarde.', seo: '## E-MTB\n\nUna buena e-MTB se conduce primero como una bici de montaña: geometría equilibrada, suspensiones que copian el terreno y un motor que acompaña sin empujar. {brand} las diseña para las subidas que antes hacías andando y las bajadas que quieres repetir – {models}.' },
    mtb: { slug: 'montana', title: 'Bicicletas de montaña', teaser: 'Rígidas y dobles para senderos y bosque.', seo: '## Bicicletas de montaña\n\nDe tu primera ruta por el monte a una carrera de enduro: las bicis de montaña {brand} se desarrollan en senderos reales. Geometría moderna, suspensiones eficaces y ruedas robustas te dan confianza cuando el terreno se complica.' },
    road: { slug: 'carretera', title: 'Bicicletas de carretera', teaser: 'Ligeras, rígidas y rápidas, hechas para sumar kilómetros.', seo: '## Bicicletas de carretera\n\nNuestras bicis de carretera nacen de décadas de competición: rígidas donde la fuerza llega a los pedales, cómodas donde el asfalto vibra. Geometría endurance o de carrera – {models}.' },
    components: { slug: 'componentes', title: 'Componentes', teaser: 'Pedales, sillines, tijas y más: piezas que duran.', seo: '## Componentes\n\nCuando una pieza se desgasta, la nueva debe ser al menos igual de buena. Los componentes {brand} se prueban a fatiga y compatibilidad, incluyen pares de apriete claros y están disponibles en distribuidores de toda Europa.' },
    accessories: { slug: 'accesorios', title: 'Accesorios', teaser: 'Cascos, luces, candados y bolsas para cada salida.', seo: '## Accesorios\n\nVer y ser visto, aparcar con seguridad, llevar lo necesario: los accesorios {brand} hacen cada trayecto más seguro y práctico. Los cascos están certificados según EN 1078.' },
  },
};
