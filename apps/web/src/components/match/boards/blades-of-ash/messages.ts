import { localized as l, counted } from '@cronica/util';

/** Words of the Blades of Ash table (000_7cbcfc9bc47f1014.txt names each step), Spanish first. */
export const bladesMessages = {
  phase: {
    draft: l('Draft de héroes', 'Hero draft'),
    mulligan: l('Mano inicial', 'Opening hand'),
    role: l('Atacante y defensor', 'Attacker and defender'),
    pairing: l('Emparejamientos', 'Pairings'),
    dice: l('Dados de acción', 'Action dice'),
    actions: l('Resolución de acciones', 'Actions'),
    handLimit: l('Límite de mano', 'Hand limit'),
    over: l('Fin de la escaramuza', 'End of the skirmish'),
  },
  out: l('Fuera de combate', 'Knocked out'),
  notKept: l('Descartado en el draft', 'Left out in the draft'),
  hand: l('Mano', 'Hand'),
  noDice: l('Sin dados', 'No dice'),
  clash: (n: number) => l(`Choque ${n + 1}`, `Clash ${n + 1}`),
  initiative: l('Iniciativa', 'Initiative'),
  priority: l('Prioridad', 'Priority'),
  stack: l('Pila de resolución (la de arriba se resuelve primero)', 'Stack (the top resolves first)'),
  stackEmpty: l('La pila está vacía', 'The stack is empty'),
  equipment: l('Equipo', 'Equipment'),
  yourMove: l('Te toca', 'Your move'),
  waitingFor: (who: string) => l(`Esperando a ${who}`, `Waiting for ${who}`),
  bothChoose: l('Ambos jugadores eligen en secreto', 'Both players choose in secret'),
  over: l('La escaramuza ha terminado', 'The skirmish is over'),
  matchOver: l('Partida terminada', 'Match over'),
  abilities: l('Habilidades', 'Abilities'),
  passive: l('pasiva', 'passive'),
  free: l('sin coste', 'free'),
  anyColour: l('cualquier color', 'any colour'),
  cost: l('Coste', 'Cost'),
  kinds: {
    attack: l('Ataque', 'Attack'),
    spell: l('Hechizo', 'Spell'),
    skill: l('Habilidad', 'Skill'),
    reaction: l('Reacción', 'Reaction'),
    equipment: l('Equipo', 'Equipment'),
  },
  windows: {
    rivalAction: l('ante cualquier acción rival', 'to any rival action'),
    rivalCard: l('ante una carta rival', 'to a rival card'),
    rivalAttack: l('ante un ataque rival', 'to a rival attack'),
    rivalPhysicalAttack: l('ante un ataque físico rival', 'to a rival physical attack'),
    rivalMagicalAttack: l('ante un ataque mágico rival', 'to a rival magical attack'),
    anyItem: l('ante cualquier elemento de la pila', 'to any item on the stack'),
  } as Readonly<Record<string, ReturnType<typeof l>>>,
  inYourActivation: l('En tu activación', 'In your activation'),
  graveyard: (n: number) =>
    counted(
      n,
      ['Cementerio ({n} carta)', 'Cementerio ({n} cartas)'],
      ['Graveyard ({n} card)', 'Graveyard ({n} cards)'],
    ),
  graveyardEmpty: l('Vacío', 'Empty'),
  graveyardOrder: l('En orden, de la primera a la última', 'In order, first to last'),
  deck: (n: number) => counted(n, ['Mazo: {n} carta', 'Mazo: {n} cartas'], ['Deck: {n} card', 'Deck: {n} cards']),
  hiddenHand: (n: number) =>
    counted(n, ['{n} carta en la mano', '{n} cartas en la mano'], ['{n} card in hand', '{n} cards in hand']),
  prepared: l('Preparados', 'Prepared'),
  spent: l('Gastados', 'Spent'),
  pairings: l('Emparejamientos de la ronda', "This round's pairings"),
  noPairings: l('Aún sin emparejar', 'Not paired yet'),
  pairingState: {
    current: l('choque actual', 'current clash'),
    previous: l('anterior', 'previous'),
    next: l('posterior', 'upcoming'),
  },
  adjacency: l(
    'Los héroes de emparejamientos seguidos son adyacentes.',
    'Heroes of consecutive pairings are adjacent.',
  ),
  attacker: l('atacante', 'attacker'),
  defender: l('defensor', 'defender'),
  confirm: l('Confirmar', 'Confirm'),
  cancel: l('Cancelar', 'Cancel'),
  draft: {
    title: (n: number) =>
      counted(
        n,
        ['Elige {n} héroe para la escaramuza', 'Elige {n} héroes para la escaramuza'],
        ['Pick {n} hero for the skirmish', 'Pick {n} heroes for the skirmish'],
      ),
    hint: l(
      'Toca tus héroes para elegirlos; tu rival no sabrá cuáles hasta los emparejamientos.',
      'Tap your heroes to pick them; your opponent will not know which until the pairings.',
    ),
    picked: (n: number, of: number) => l(`${n} de ${of} elegidos`, `${n} of ${of} picked`),
    pick: l('Elegir', 'Pick'),
  },
  mulligan: {
    title: l('Mano inicial: elige las cartas que devuelves', 'Opening hand: pick the cards to put back'),
    hint: l(
      'Puedes descartar una vez las que quieras y robar otras tantas.',
      'Once, you may discard any number and draw as many.',
    ),
    keep: l('Quedarme la mano', 'Keep my hand'),
    swap: (n: number) =>
      counted(
        n,
        ['Descartar {n} y robar {n}', 'Descartar {n} y robar {n}'],
        ['Discard {n} and draw {n}', 'Discard {n} and draw {n}'],
      ),
  },
  role: {
    title: l('Ganaste el sorteo: ¿atacas o defiendes?', 'You won the draw: attack or defend?'),
    attack: l('Atacar', 'Attack'),
    defend: l('Defender', 'Defend'),
  },
  pairing: {
    title: l('Empareja uno de tus héroes con uno rival', 'Pair one of your heroes with a rival one'),
    mine: l('1. Toca tu héroe', '1. Tap your hero'),
    rival: l('2. Toca el héroe rival', "2. Tap the rival's hero"),
    choose: l('Elegir', 'Choose'),
    face: l('Enfrentar', 'Face'),
    yours: l('Tus héroes sin emparejar', 'Your unpaired heroes'),
    against: (hero: string) => l(`${hero} se enfrenta a:`, `${hero} faces:`),
    pair: (a: string, b: string) => l(`Emparejar ${a} contra ${b}`, `Pair ${a} against ${b}`),
  },
  dice: {
    title: l('Prepara tus dados: marca los que quieres relanzar', 'Prepare your dice: tick the ones to reroll'),
    rule: (keep: number, max: number) =>
      counted(
        keep,
        [
          `Guarda al menos {n} dado (relanza como mucho ${max})`,
          `Guarda al menos {n} dados (relanza como mucho ${max})`,
        ],
        [`Keep at least {n} die (reroll at most ${max})`, `Keep at least {n} dice (reroll at most ${max})`],
      ),
    rerolls: (used: number, allowed: number) =>
      l(`Relanzamientos: ${used} de ${allowed}`, `Rerolls: ${used} of ${allowed}`),
    reroll: (n: number) =>
      counted(n, ['Relanzar {n} dado', 'Relanzar {n} dados'], ['Reroll {n} die', 'Reroll {n} dice']),
    keep: l('Guardar estos dados', 'Keep these dice'),
    tooMany: l('Relanzas demasiados: guarda más dados', 'Too many: keep more dice'),
  },
  actions: {
    title: l('Tu activación: elige una carta o habilidad', 'Your activation: pick a card or ability'),
    reaction: (what: string) =>
      l(`Puedes responder a ${what} (arriba en la pila)`, `You may answer ${what} (on top of the stack)`),
    none: l('No tienes nada que jugar ahora: pasa.', 'Nothing you can play now: pass.'),
    draw: l('Robar una carta', 'Draw a card'),
    pass: l('Pasar', 'Pass'),
    passStack: l('Pasar (dejar que se resuelva)', 'Pass (let it resolve)'),
    target: l('Toca el héroe objetivo', 'Tap the target hero'),
    targetButton: l('Objetivo', 'Target'),
    pay: (n: number) =>
      counted(n, ['Paga: toca {n} dado', 'Paga: toca {n} dados'], ['Pay: tap {n} die', 'Pay: tap {n} dice']),
    paid: l('Pago correcto', 'Payment fits'),
    unpaid: l('Esos dados no pagan el coste', 'Those dice do not pay the cost'),
    play: l('Jugar', 'Play'),
    order: l('Elige qué acción disparada va primero a la pila', 'Pick which triggered action goes on the stack first'),
  },
  handLimit: {
    title: (over: number, held: number, limit: number) =>
      l(
        `Descarta ${over}: tienes ${held}, el límite es ${limit}`,
        `Discard ${over}: you hold ${held}, the limit is ${limit}`,
      ),
    hint: l('Toca la carta que descartas.', 'Tap the card to discard.'),
    discard: l('Descartar', 'Discard'),
    discardCard: (name: string) => l(`Descartar ${name}`, `Discard ${name}`),
  },
  autoPass: l('Pasar solo cuando no pueda jugar nada', 'Pass by myself when I can play nothing'),
  invalid: l('Esa elección no es una orden válida del juego.', 'That choice is not a valid game command.'),
  tap: l('Toca para elegir', 'Tap to choose'),
} as const;
