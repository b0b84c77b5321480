import type { CopyLanguage } from '../copy-language.ts';
import { batteryList, largestBattery, sizeList } from '../copy-language.ts';
import type { CopyFacts, MainUse } from '../copy-facts.ts';

const KIND: Record<MainUse, string> = { city: 'urbana', trekking: 'de trekking', cargo: 'de carga', comfort: 'confort', sport: 'deportiva', mountain: 'de montaña', road: 'de carretera' };
const bike = (f: CopyFacts): string => (f.kind === 'ebike' ? 'bicicleta eléctrica' : 'bicicleta');
const material = (f: CopyFacts): string => es.specWords.find(([e]) => e === f.material)?.[1]?.toLowerCase() ?? f.material;
const speeds = (g: string): string => g.replace(/(\d+)-speed/, '$1 velocidades');

const who = (f: CopyFacts): string => {
  switch (f.use) {
    case 'city': return `La ${f.name} es una ${bike(f)} para el día a día en la ciudad: ir al trabajo, hacer la compra y quedar con amigos por la tarde, sin llegar sin aliento ni buscar aparcamiento.`;
    case 'trekking': return `La ${f.name} es una ${bike(f)} de trekking para quienes disfrutan sumando kilómetros, desde el trayecto diario hasta una semana de viaje con las alforjas llenas.`;
    case 'cargo': return `La ${f.name} es una ${bike(f)} de carga para familias y negocios que prefieren llevar niños, compras o herramientas en bicicleta en lugar de en coche.`;
    case 'comfort': return `La ${f.name} es una ${bike(f)} confort para ciclistas tranquilos que valoran una postura erguida y una conducción relajada más que la velocidad.`;
    case 'sport': return `La ${f.name} es una ${bike(f)} deportiva para quienes disfrutan de un ritmo alegre en salidas largas y quieren una bici que responda a cada pedalada.`;
    case 'mountain': return `La ${f.name} es una ${f.kind === 'ebike' ? 'bicicleta de montaña eléctrica' : 'bicicleta de montaña'} para quienes quieren subir más lejos y bajar con confianza por senderos rotos y llenos de raíces.`;
    case 'road': return `La ${f.name} es una bicicleta de carretera para quienes coleccionan kilómetros y puertos, ligera y rígida para que cada vatio llegue al asfalto.`;
  }
};

export const es: CopyLanguage = {
  subtitle: (f) => f.kind === 'accessory'
    ? (f.accessory === 'helmet' ? 'Casco urbano con buena ventilación' : f.accessory === 'pedals' ? 'Pedales urbanos antideslizantes' : `${f.line} para el día a día`)
    : `${f.kind === 'ebike' ? 'Bicicleta eléctrica' : 'Bicicleta'} ${KIND[f.use]} con ${f.engine ?? speeds(f.gears)}`,
  highlights: (f) => f.kind === 'accessory'
    ? [`Fabricado en ${material(f)}`, `Tallas ${sizeList(f, 'y')}`, `${f.colourCount} ${f.colourCount === 1 ? 'color' : 'colores'}`, 'Probado según normas EN']
    : [
      ...(f.engine ? [`Motor central ${f.engine}`] : []),
      ...(f.batteries.length > 0 ? [`Batería de ${batteryList(f, 'o')}${f.range ? `, hasta ${f.range}` : ''}`] : []),
      f.gearKind === 'stepless' ? `Buje de variación continua ${f.gears}` : f.gearKind === 'hub' ? `Cambio de buje ${f.gears}` : `Cambio ${speeds(f.gears)}`,
      f.lowStep ? 'Cuadro de paso bajo' : `Cuadro diamante de ${material(f)}`,
      f.hydraulicDisc ? 'Frenos de disco hidráulicos' : `Frenos ${f.brake}`,
      f.suspension ? `Horquilla de suspensión${f.travel ? ` con ${f.travel} mm de recorrido` : ''}` : `Ruedas de ${f.wheel}`,
    ],
  description: (f) => f.kind === 'accessory' ? accessory(f) : [
    `${who(f)} ${f.lowStep ? `Su cuadro de paso bajo facilita subir y bajar, incluso con el portaequipajes cargado o con falda${f.shapeCount > 1 ? ', y hay una segunda forma de cuadro para quien prefiera un aspecto clásico' : ''}.` : 'Su cuadro diamante es rígido y directo y ofrece una posición segura, ligeramente inclinada hacia delante.'}`,
    f.engine
      ? `La fuerza llega del motor central ${f.engine}, que asiste de forma suave y silenciosa hasta 25 km/h y se adapta a la fuerza con la que pedaleas. Trabaja junto con ${f.gearKind === 'stepless' ? `el buje de variación continua ${f.gears}, que cambia de desarrollo sin saltos ni ruido, incluso parado en el semáforo` : f.gearKind === 'hub' ? `el cambio de buje ${f.gears}, que apenas necesita mantenimiento y cambia también parado` : `el cambio ${speeds(f.gears)}, cuyo amplio abanico de marchas supera cuestas duras y viento en contra`}.`
      : `Pedaleas con ${f.gearKind === 'hub' ? `el cambio de buje ${f.gears}, que apenas necesita mantenimiento y cambia también parado` : `el cambio ${speeds(f.gears)}, cuyo amplio abanico de marchas supera cuestas duras y viento en contra`}. Sin motor ni batería, la bicicleta es tan ligera que se sube sin problema por unas escaleras o al portabicicletas del coche.`,
    f.batteries.length > 0
      ? `${f.batteries.length > 1 ? `Eliges entre una batería de ${batteryList(f, 'o')}, que ofrece` : `La batería de ${largestBattery(f)} Wh ofrece`} ${f.range ? `una autonomía de hasta ${f.range}` : 'mucha autonomía'}, según el ciclista, el terreno y el nivel de asistencia. Va protegida en el cuadro, se cierra con llave y se carga en la bici o en casa.`
      : `El mantenimiento es sencillo: cadena, frenos y neumáticos son piezas estándar que cualquier taller tiene en stock, así que la ${f.name} te acompañará muchos años.`,
    `El cuadro de ${material(f)} está disponible en ${f.sizes.length} ${f.sizes.length === 1 ? 'talla' : 'tallas'} (${sizeList(f, 'y')}), para que personas de distinta estatura encuentren su postura, y las ruedas de ${f.wheel} ruedan con facilidad sobre bordillos, adoquines y caminos de grava.`,
    `${f.suspension ? `La horquilla de suspensión ${f.fork}${f.travel ? ` con ${f.travel} mm de recorrido` : ''} absorbe los baches` : 'La horquilla rígida de aluminio mantiene la parte delantera ligera y precisa'}, ${f.hydraulicDisc ? `los frenos de disco hidráulicos ${f.brake.replace(/ hydraulic disc$/, '')} frenan con seguridad incluso con lluvia` : `los frenos ${f.brake} frenan con seguridad`} y los neumáticos ${f.tyre} aportan agarre y protección antipinchazos.`,
    `La ${f.name} está disponible en ${f.colourCount} ${f.colourCount === 1 ? 'color' : 'colores'}. Tu distribuidor ${f.manufacturer} la ajusta para ti, adapta sillín y manillar a tu talla y organiza con gusto una prueba.`,
  ],
  specWords: [
    ['Aluminium rigid', 'Aluminio, rígida'], ['stepless hub', 'buje de variación continua'], ['Premium freewheel hub', 'buje Premium con rueda libre'], ['freewheel hub', 'buje con rueda libre'],
    ['hydraulic disc', 'disco hidráulico'], ['V-brake', 'V-brake'], ['hub', 'buje'], ['Mid motor', 'Motor central'],
    ['-speed', ' velocidades'], ['Aluminium', 'Aluminio'], ['Carbon', 'Carbono'], ['Steel', 'Acero'],
  ],
};

function accessory(f: CopyFacts): readonly string[] {
  return [
    f.accessory === 'helmet'
      ? `El ${f.name} es un casco de bicicleta para el día a día en la ciudad, para quienes van al trabajo o pasean y quieren una protección que de verdad les guste llevar.`
      : f.accessory === 'pedals'
        ? `El ${f.name} es un pedal urbano para bicicletas de diario, para rodar con calzado normal sobre una plataforma ancha y con agarre haga el tiempo que haga.`
        : `${f.name} es un accesorio de la gama ${f.line} para el uso diario.`,
    f.accessory === 'helmet'
      ? 'Su carcasa va unida directamente a la espuma, lo que lo hace ligero, y las amplias aberturas mantienen la cabeza fresca en los días de calor. Una rueda en la parte trasera ajusta el casco con una sola mano, y las correas se regulan rápido para que quede recto y firme.'
      : f.accessory === 'pedals'
        ? 'El cuerpo de aluminio es ligero y resistente, la superficie antideslizante sujeta el pie incluso mojado y los rodamientos sellados giran con suavidad durante miles de kilómetros. Los reflectores delanteros y traseros te hacen visible de noche.'
        : 'Está pensado para el uso diario con cualquier tiempo.',
    `Está disponible en ${f.sizes.length === 1 ? 'talla única' : `las tallas ${sizeList(f, 'y')}`} y ${f.colourCount} ${f.colourCount === 1 ? 'color' : 'colores'}, a juego con tu bici y tu estilo. ${f.manufacturer} prueba sus piezas y accesorios según las normas europeas vigentes, y cada producto se revisa antes de salir del almacén.`,
    `El montaje es rápido: ${f.accessory === 'pedals' ? 'los pedales se enroscan en cualquier biela estándar con una llave de 15 mm o una llave Allen; el pedal izquierdo tiene rosca a izquierdas para que no se afloje' : f.accessory === 'helmet' ? 'mide el contorno de la cabeza justo por encima de las cejas, elige la talla y gira la rueda hasta que el casco quede firme sin puntos de presión' : 'sigue las instrucciones incluidas'}. Tu distribuidor te ayuda con gusto a elegir y montar, y tiene recambios durante años.`,
  ];
}
