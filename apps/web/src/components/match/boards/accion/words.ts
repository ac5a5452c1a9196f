import { localized as l, counted } from '@cronica/util';

/** The picker's words (003_9d379b4d763b9b92.txt names), Spanish and English. */
export const pickerWords = {
  title: l('Tu jugada', 'Your move'),
  step1: l('1. Elige la acción', '1. Choose the action'),
  step2: l(
    '2. Elige el objetivo (en la lista o en las casillas)',
    '2. Choose the target (in the list or on the squares)',
  ),
  step3: l('3. Elige el tipo de ataque', '3. Choose the kind of attack'),
  step4: (max: number) =>
    l(`4. Elige las cartas del combo (de 1 a ${max})`, `4. Choose the combo’s cards (1 to ${max})`),
  stepPick: l('Elige una', 'Choose one'),
  free: l('gratis', 'free'),
  actions: (n: number) => counted(n, ['{n} acción', '{n} acciones'], ['{n} action', '{n} actions']),
  back: l('Volver a elegir la acción', 'Choose another action'),
  confirm: l('Hacerlo', 'Do it'),
  noCards: l('Toca al menos una carta.', 'Tap at least one card.'),
  tooMany: (max: number) =>
    counted(
      max,
      ['Como mucho {n} carta por combo (regla de la mesa).', 'Como mucho {n} cartas por combo (regla de la mesa).'],
      ['At most {n} card a combo (table rule).', 'At most {n} cards a combo (table rule).'],
    ),
  addCard: l('Aún no es un combo: añade otra carta.', 'Not a combo yet: add another card.'),
  noCombo: l(
    'Esas cartas no forman un combo que puedas jugar contra ese objetivo.',
    'Those cards do not make a combo you can play against that target.',
  ),
  notTarget: l('No es un objetivo de esta acción ahora.', 'Not a target of this action now.'),
  kindNot: l(
    'Ese objetivo no se ve afectado por ese tipo de ataque.',
    'That target is not affected by that kind of attack.',
  ),
  chosen: (what: string) => l(`Elegido: ${what}`, `Chosen: ${what}`),
  kinds: {
    physical: l('físico', 'physical'),
    magical: l('mágico', 'magical'),
    social: l('social', 'social'),
  } as Readonly<Record<string, ReturnType<typeof l>>>,
  types: {
    StartEncounter: l('Empezar el encuentro', 'Start the encounter'),
    ChooseOpener: l('Elegir quién abre', 'Choose who opens'),
    PassInitiative: l('Pasar la iniciativa', 'Pass the initiative'),
    BreakFlow: l('Romper el flujo', 'Break the flow'),
    Discard: l('Descartar', 'Discard'),
    GiveAid: l('Ayudar con una carta', 'Help with a card'),
    RefuseAid: l('No ayudar', 'Do not help'),
    LendCard: l('Prestar una carta', 'Lend a card'),
    DeclineFlank: l('No flanquear', 'Do not flank'),
    Intercept: l('Interceptar', 'Intercept'),
    LetPass: l('Dejar pasar', 'Let it pass'),
    EnemyAttack: l('Atacar a un jugador', 'Attack a player'),
    EnemyHex: l('Maleficio a un jugador', 'Hex a player'),
    EnemyScheme: l('Tramar (barra de amenaza)', 'Scheme (threat bar)'),
    EnemyMove: l('Mover al enemigo', 'Move the enemy'),
    EnemyChangeScene: l('Cambiar de escena', 'Change scene'),
    EnemyCharge: l('Embestir a un jugador', 'Charge a player'),
    EndTurn: l('Terminar el turno', 'End the turn'),
  } as Readonly<Record<string, ReturnType<typeof l>>>,
};

/** The board's words (003_9d379b4d763b9b92.txt names), Spanish and English. */
export const boardWords = {
  console: l(
    'Consola del director de juego: ves las manos de los enemigos, no las de los jugadores.',
    'Game master’s console: you see the enemies’ hands, not the players’.',
  ),
  playerBoard: l(
    'Tu personaje: ves tu mano; las de los demás y la del DJ están ocultas.',
    'Your character: you see your hand; the others’ and the GM’s are hidden.',
  ),
  round: (n: number) => l(`Ronda ${n}`, `Round ${n}`),
  mode: {
    combat: l('combate', 'combat'),
    social: l('social', 'social'),
    exploration: l('exploración', 'exploration'),
  } as const,
  turn: (who: string, left: number) =>
    l(`Turno de ${who}: le quedan ${left} de 3 acciones`, `${who}'s turn: ${left} of 3 actions left`),
  setup: l('El DJ aún no ha empezado el encuentro.', 'The GM has not started the encounter yet.'),
  waitingFor: (names: string) => l(`Esperando a: ${names}`, `Waiting for: ${names}`),
  greed: (name: string, times: number) => l(`${name} ×${times}`, `${name} ×${times}`),
  greedTitle: l('Avaricia (repeticiones este turno)', 'Greed (repeats this turn)'),
  players: l('Jugadores', 'Players'),
  enemies: l('Enemigos (los dirige el DJ)', 'Enemies (the GM runs them)'),
  bars: l('Barras', 'Bars'),
  table: l('Cartas donadas en la mesa', 'Cards donated to the table'),
  hand: l('Mano', 'Hand'),
  cards: (n: number) => counted(n, ['{n} carta', '{n} cartas'], ['{n} card', '{n} cards']),
  hidden: (n: number) => counted(n, ['{n} oculta', '{n} ocultas'], ['{n} hidden', '{n} hidden']),
  cardWithValue: (card: string, value: number) => l(`${card}, valor ${value}`, `${card}, value ${value}`),
  deck: (n: number) => l(`mazo ${n}`, `deck ${n}`),
  fallen: l('caído', 'fallen'),
  withdrawn: l('retirado', 'withdrawn'),
  defeated: l('derrotado', 'defeated'),
  prepared: l('preparado', 'prepared'),
  interrupted: l('interrumpido', 'interrupted'),
  nextTurn: (n: number) => l(`próximo turno: ${n} acción`, `next turn: ${n} action`),
  threat: (n: number) => l(`amenaza ${n}`, `threat ${n}`),
  by: (name: string) => l(`de ${name}`, `from ${name}`),
  spectating: l('Estás mirando el encuentro.', 'You are watching the encounter.'),
  partyWins: l('Victoria del grupo', 'The party wins'),
  gmWins: l('Ganan los enemigos (el DJ)', 'The enemies (the GM) prevail'),
  unresolved: l('Sin resolver', 'Unresolved'),
};
