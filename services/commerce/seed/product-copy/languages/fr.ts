import type { CopyLanguage } from '../copy-language.ts';
import { batteryList, largestBattery, sizeList } from '../copy-language.ts';
import type { CopyFacts, MainUse } from '../copy-facts.ts';

const KIND: Record<MainUse, string> = { city: 'urbain', trekking: 'de randonnée', cargo: 'cargo', comfort: 'confort', sport: 'sportif', mountain: 'tout-terrain', road: 'de route' };
const bike = (f: CopyFacts): string => (f.kind === 'ebike' ? 'vélo électrique' : 'vélo');
const material = (f: CopyFacts): string => fr.specWords.find(([e]) => e === f.material)?.[1]?.toLowerCase() ?? f.material;
const speeds = (g: string): string => g.replace(/(\d+)-speed/, '$1 vitesses');

const who = (f: CopyFacts): string => {
  switch (f.use) {
    case 'city': return `Le ${f.name} est un ${bike(f)} pour les trajets de tous les jours en ville : aller au travail, faire les courses, retrouver des amis le soir, sans arriver essoufflé ni chercher une place de parking.`;
    case 'trekking': return `Le ${f.name} est un ${bike(f)} de randonnée pour celles et ceux qui aiment avaler les kilomètres, du trajet quotidien au voyage d'une semaine avec des sacoches bien remplies.`;
    case 'cargo': return `Le ${f.name} est un ${bike(f)} cargo pour les familles et les professionnels qui préfèrent transporter enfants, courses ou outils à vélo plutôt qu'en voiture.`;
    case 'comfort': return `Le ${f.name} est un ${bike(f)} confort pour les cyclistes qui privilégient une position droite et une conduite détendue plutôt que la vitesse.`;
    case 'sport': return `Le ${f.name} est un ${bike(f)} sportif pour celles et ceux qui aiment rouler à bonne allure sur de longues sorties et veulent un vélo qui répond à chaque coup de pédale.`;
    case 'mountain': return `Le ${f.name} est un ${f.kind === 'ebike' ? 'VTT électrique' : 'VTT'} pour les pilotes qui veulent grimper plus loin et descendre en confiance sur des sentiers cassants et pleins de racines.`;
    case 'road': return `Le ${f.name} est un vélo de route pour celles et ceux qui enchaînent les kilomètres et les cols, léger et rigide pour que chaque watt passe dans la route.`;
  }
};

export const fr: CopyLanguage = {
  subtitle: (f) => f.kind === 'accessory'
    ? (f.accessory === 'helmet' ? 'Casque urbain bien ventilé' : f.accessory === 'pedals' ? 'Pédales urbaines antidérapantes' : `${f.line} pour tous les jours`)
    : `${f.kind === 'ebike' ? 'Vélo électrique' : 'Vélo'} ${KIND[f.use]} avec ${f.engine ?? speeds(f.gears)}`,
  highlights: (f) => f.kind === 'accessory'
    ? [`Construction en ${material(f)}`, `Tailles ${sizeList(f, 'et')}`, `${f.colourCount} coloris`, 'Testé selon les normes EN']
    : [
      ...(f.engine ? [`Moteur central ${f.engine}`] : []),
      ...(f.batteries.length > 0 ? [`Batterie de ${batteryList(f, 'ou')}${f.range ? `, jusqu'à ${f.range}` : ''}`] : []),
      f.gearKind === 'stepless' ? `Moyeu à variation continue ${f.gears}` : f.gearKind === 'hub' ? `Moyeu à vitesses intégrées ${f.gears}` : `Dérailleur ${speeds(f.gears)}`,
      f.lowStep ? 'Cadre à enjambement bas' : `Cadre diamant en ${material(f)}`,
      f.hydraulicDisc ? 'Freins à disque hydrauliques' : `Freins ${f.brake}`,
      f.suspension ? `Fourche suspendue${f.travel ? ` de ${f.travel} mm de débattement` : ''}` : `Roues de ${f.wheel}`,
    ],
  description: (f) => f.kind === 'accessory' ? accessory(f) : [
    `${who(f)} ${f.lowStep ? `Son cadre à enjambement bas permet de monter et de descendre facilement, même avec un porte-bagages chargé ou en jupe${f.shapeCount > 1 ? ', et une seconde forme de cadre attend celles et ceux qui préfèrent un look classique' : ''}.` : 'Son cadre diamant est rigide et direct et vous place dans une position sûre, légèrement penchée vers l\'avant.'}`,
    f.engine
      ? `La puissance vient du moteur central ${f.engine}, qui assiste en douceur et en silence jusqu'à 25 km/h et s'adapte à la force de votre pédalage. Il travaille avec ${f.gearKind === 'stepless' ? `le moyeu à variation continue ${f.gears}, qui change de rapport sans à-coups ni bruit, même à l'arrêt au feu rouge` : f.gearKind === 'hub' ? `le moyeu à vitesses intégrées ${f.gears}, qui demande peu d'entretien et se manipule même à l'arrêt` : `le dérailleur ${speeds(f.gears)}, dont la large plage de rapports vient à bout des côtes raides et du vent de face`}.`
      : `Vous roulez avec ${f.gearKind === 'hub' ? `le moyeu à vitesses intégrées ${f.gears}, qui demande peu d'entretien et se manipule même à l'arrêt` : `la transmission ${speeds(f.gears)}, dont la large plage de rapports vient à bout des côtes raides et du vent de face`}. Sans moteur ni batterie, le vélo reste assez léger pour monter quelques marches ou le poser sur un porte-vélos.`,
    f.batteries.length > 0
      ? `${f.batteries.length > 1 ? `Vous choisissez une batterie de ${batteryList(f, 'ou')}, qui offre` : `La batterie de ${largestBattery(f)} Wh offre`} ${f.range ? `une autonomie allant jusqu'à ${f.range}` : 'une belle autonomie'}, selon le cycliste, le terrain et le niveau d'assistance. Elle est protégée dans le cadre, se verrouille contre le vol et se recharge sur le vélo ou à la maison.`
      : `L'entretien est simple : chaîne, freins et pneus sont des pièces standard que tout atelier a en stock, et le ${f.name} vous accompagnera de longues années.`,
    `Le cadre en ${material(f)} existe en ${f.sizes.length} taille${f.sizes.length === 1 ? '' : 's'} (${sizeList(f, 'et')}), pour que chacun trouve la bonne position quelle que soit sa taille, et les roues de ${f.wheel} passent sans effort trottoirs, pavés et chemins de gravier.`,
    `${f.suspension ? `La fourche suspendue ${f.fork}${f.travel ? ` et ses ${f.travel} mm de débattement` : ''} absorbe les nids-de-poule` : 'La fourche rigide en aluminium garde un avant léger et précis'}, ${f.hydraulicDisc ? `les freins à disque hydrauliques ${f.brake.replace(/ hydraulic disc$/, '')} freinent avec sûreté même sous la pluie` : `les freins ${f.brake} freinent avec sûreté`} et les pneus ${f.tyre} apportent adhérence et protection anti-crevaison.`,
    `Le ${f.name} est proposé en ${f.colourCount} coloris. Votre revendeur ${f.manufacturer} le règle pour vous, ajuste la selle et le guidon à votre taille et vous propose volontiers un essai.`,
  ],
  specWords: [
    ['Aluminium rigid', 'Aluminium, rigide'], ['stepless hub', 'moyeu à variation continue'], ['Premium freewheel hub', 'moyeu Premium à roue libre'], ['freewheel hub', 'moyeu à roue libre'],
    ['hydraulic disc', 'disque hydraulique'], ['V-brake', 'V-brake'], ['hub', 'moyeu'], ['Mid motor', 'Moteur central'],
    ['-speed', ' vitesses'], ['Aluminium', 'Aluminium'], ['Carbon', 'Carbone'], ['Steel', 'Acier'],
  ],
};

function accessory(f: CopyFacts): readonly string[] {
  return [
    f.accessory === 'helmet'
      ? `Le ${f.name} est un casque de vélo pour la ville, pensé pour les cyclistes du quotidien qui veulent une protection qu'ils ont vraiment envie de porter.`
      : f.accessory === 'pedals'
        ? `La ${f.name} est une pédale urbaine pour les vélos de tous les jours, pour rouler en chaussures de ville avec une plateforme large et adhérente par tous les temps.`
        : `${f.name} est un accessoire de la gamme ${f.line} pour un usage quotidien.`,
    f.accessory === 'helmet'
      ? 'Sa coque est moulée directement sur la mousse, ce qui le rend léger, et de larges aérations gardent la tête au frais les jours de chaleur. Une molette à l\'arrière règle le maintien d\'une seule main, et les sangles s\'ajustent vite pour que le casque reste droit et stable.'
      : f.accessory === 'pedals'
        ? 'Le corps en aluminium est léger et solide, la surface antidérapante tient le pied même sous la pluie, et les roulements étanches tournent sans effort pendant des milliers de kilomètres. Des catadioptres à l\'avant et à l\'arrière vous rendent visible la nuit.'
        : 'Il est conçu pour un usage quotidien par tous les temps.',
    `Il existe en ${f.sizes.length === 1 ? 'taille unique' : `tailles ${sizeList(f, 'et')}`} et en ${f.colourCount} coloris, pour s'accorder à votre vélo et à votre style. ${f.manufacturer} teste ses pièces et accessoires selon les normes européennes en vigueur, et chaque produit est contrôlé avant de quitter l'entrepôt.`,
    `Le montage est rapide : ${f.accessory === 'pedals' ? 'les pédales se vissent sur toute manivelle standard avec une clé de 15 mm ou une clé Allen ; la pédale gauche a un pas à gauche pour ne pas se desserrer' : f.accessory === 'helmet' ? 'mesurez votre tour de tête juste au-dessus des sourcils, choisissez la taille et tournez la molette jusqu\'à ce que le casque tienne sans points de pression' : 'suivez la notice fournie'}. Votre revendeur vous aide volontiers à choisir et à monter, et garde des pièces de rechange pendant des années.`,
  ];
}
