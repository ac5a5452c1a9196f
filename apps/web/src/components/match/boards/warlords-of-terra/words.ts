import { localized as l, counted } from '@cronica/util';

/** The Warlords of Terra board's words (002_a36596f8eaed8fcc.txt names), Spanish and English. */
export const wotWords = {
  game: (n: number, of: number) => l(`Partida ${n} de ${of}`, `Game ${n} of ${of}`),
  turn: (n: number) => l(`Turno ${n}`, `Turn ${n}`),
  activePlayer: (name: string) => l(`Juega ${name}`, `${name} to play`),
  deciding: (names: string) => l(`Decide: ${names}`, `Deciding: ${names}`),
  wins: (a: number, b: number) => l(`Partidas ganadas ${a}–${b}`, `Games won ${a}–${b}`),
  time: (last: number) => l(`Tiempo: se juega hasta el turno ${last}`, `Time: play ends after turn ${last}`),
  life: l('Vida', 'Life'),
  mana: l('Maná', 'Mana'),
  gold: l('Oro', 'Gold'),
  power: l('Poder', 'Power'),
  production: (mana: number, gold: number) =>
    l(`Producción: +${mana} maná · +${gold} oro`, `Production: +${mana} mana · +${gold} gold`),
  hero: l('Héroe', 'Hero'),
  places: l('Lugares', 'Places'),
  armory: (n: number) => l(`Armería (${n}/3)`, `Armory (${n}/3)`),
  decks: (battle: number, construction: number, discard: number) =>
    l(
      `Mazo de batalla ${battle} · Mazo de construcción ${construction} · Descarte ${discard}`,
      `Battle deck ${battle} · Construction deck ${construction} · Discard ${discard}`,
    ),
  empty: l('vacío', 'empty'),
  /** Beside the name of whoever plays the turn (002 C.1's words), apart from who answers now. */
  activeTag: l('jugador activo', 'active player'),
  notDealt: (discard: number) =>
    l(
      `Mazos aún sin barajar ni repartir (se reparten al acabar el prebanquillo) · Descarte ${discard}`,
      `Decks not shuffled or dealt yet (dealt once the pre-sideboard ends) · Discard ${discard}`,
    ),
  durabilityLeft: (n: number) => l(`durabilidad ${n}`, `durability ${n}`),
  field: l('Campo de batalla', 'Battlefield'),
  fieldHint: l(
    'Tu línea de invocación es la fila de abajo; ⚠ marca las zonas de amenaza rivales. Toca una tropa rival, o la «i» en la esquina de una que puedes elegir, para leer su carta.',
    'Your summoning line is the bottom row; ⚠ marks the rival’s threat areas. Tap a rival troop, or the “i” in the corner of one you can pick, to read its card.',
  ),
  preparing: l('recién llegada', 'just summoned'),
  tension: l('en tensión', 'in tension'),
  flipped: l('volteada', 'flipped'),
  carries: (objects: string) => l(`lleva ${objects}`, `carries ${objects}`),
  objects: (n: number) => counted(n, ['{n} objeto', '{n} objetos'], ['{n} object', '{n} objects']),
  troopStats: (atk: number, life: number, speed: number) =>
    l(
      `ataque ${atk}, vida que le queda ${life}, velocidad ${speed}`,
      `attack ${atk}, life left ${life}, speed ${speed}`,
    ),
  fieldCards: (n: number) =>
    l(`Cartas de las tropas en el campo (${n})`, `Cards of the troops on the battlefield (${n})`),
  troopWhere: (zone: string, mine: boolean) =>
    l(`en ${zone} · ${mine ? 'tuya' : 'rival'}`, `on ${zone} · ${mine ? 'yours' : 'rival'}`),
  legendTitle: l('Leyenda del campo', 'Battlefield legend'),
  legend: [
    ['⚔', l('ataque', 'attack')],
    ['♥', l('vida que le queda', 'life left')],
    ['➜', l('velocidad (zonas por turno)', 'speed (zones per turn)')],
    ['⚠', l('zona de amenaza rival', 'rival threat area')],
  ] as const,
  stack: l('Pila (la de arriba se resuelve primero)', 'Stack (top resolves first)'),
  combat: (attacker: string, step: string) =>
    l(`Combate: ataca ${attacker} (${step})`, `Combat: ${attacker} attacks (${step})`),
  combatStep: {
    declare: l('declaración', 'declaration'),
    sudden: l('ventana de hechizos súbitos', 'sudden-spell window'),
  },
  pickHint: l(
    'Toca una carta de tu mano, una tropa tuya, un objeto de tu armería o un poder del héroe para ver sus jugadas; una carta gris dice por qué no se puede jugar.',
    'Tap a card in your hand, one of your troops, an armory object or a hero power to see its moves; a grey card says why it can’t be played.',
  ),
  zoneHint: l('O toca la zona marcada en el campo de batalla.', 'Or tap the marked zone on the battlefield.'),
  cancel: l('Cancelar', 'Cancel'),
  moves: l('Tus jugadas', 'Your moves'),
  general: l('Jugadas del turno', 'Turn moves'),
  heroPowers: l('Poderes del héroe', 'Hero powers'),
  sideboard: l(
    'Prebanquillo: cambia una carta del mazo por una del prebanquillo',
    'Pre-sideboard: swap a deck card for a pre-sideboard card',
  ),
  swapOut: l('Sale', 'Out'),
  sideboardOpen: (n: number) =>
    counted(
      n,
      [
        'Cambiar cartas con tu prebanquillo (opcional; {n} carta)',
        'Cambiar cartas con tu prebanquillo (opcional; {n} cartas)',
      ],
      [
        'Swap cards with your pre-sideboard (optional; {n} card)',
        'Swap cards with your pre-sideboard (optional; {n} cards)',
      ],
    ),
  sideboardCards: l(
    'Tu prebanquillo (toca una carta para que entre)',
    'Your pre-sideboard (tap a card to bring it in)',
  ),
  noPair: (out: string) =>
    l(
      `No entra en lugar de ${out}: rompería un límite del mazo (C.3).`,
      `Can’t come in for ${out}: it would break a deck limit (C.3).`,
    ),
  swapIn: l('Entra', 'In'),
  swap: l('Cambiar', 'Swap'),
  choose: l('Elige…', 'Choose…'),
  heroPointUsed: l('punto de poder del héroe ya tomado este turno', 'hero power point already taken this turn'),
};
