import { localized as l, type Localized, counted } from '@cronica/util';
import type { EcgPhase, Line } from '@cronica/ecg';

/** The ECG board's words (004_e0e2bf9ed9dd62bf.txt names), Spanish and English. */
export const ecgWords = {
  phase: {
    opening: l('Antes de jugar: mano inicial', 'Before play: opening hand'),
    order: l('Elegir quién empieza', 'Choosing who starts'),
    reinforce: l('Fase de Reforzar', 'Reinforce phase'),
    action: l('Fase de Acción', 'Action phase'),
    over: l('Partida terminada', 'Game over'),
  } satisfies Record<EcgPhase, Localized>,
  line: { infantry: l('Infantería', 'Infantry'), support: l('Soporte', 'Support') } satisfies Record<Line, Localized>,
  /** A formation line on the table: which (front or back, as the sides face each other) and how full. */
  lineName: (line: Line, n: number, limit: number) =>
    line === 'infantry'
      ? l(`Infantería · vanguardia (${n}/${limit})`, `Infantry · front line (${n}/${limit})`)
      : l(`Soporte · retaguardia (${n}/${limit})`, `Support · back line (${n}/${limit})`),
  battle: l('Zona de batalla', 'Battle zone'),
  front: l('Frente de batalla', 'Battle front'),
  yourSide: l('Tu lado', 'Your side'),
  sideOf: (name: string) => l(`Lado de ${name}`, `${name}’s side`),
  turn: (n: number) => l(`Turno ${n}`, `Turn ${n}`),
  activePlayer: (name: string) => l(`Juega ${name}`, `${name} to play`),
  waitingFor: (names: string) => l(`Espera a: ${names}`, `Waiting for: ${names}`),
  morale: l('Moral', 'Morale'),
  renown: l('Renombre', 'Renown'),
  madness: l('Locura', 'Madness'),
  prayers: l('Oraciones', 'Prayers'),
  resources: (ready: number, used: number) => {
    const readyWords = counted(ready, ['{n} listo', '{n} listos'], ['{n} ready', '{n} ready']);
    const usedWords = counted(used, ['{n} usado', '{n} usados'], ['{n} used', '{n} used']);
    return l(`Recursos: ${readyWords.es} · ${usedWords.es}`, `Resources: ${readyWords.en} · ${usedWords.en}`);
  },
  court: (n: number, limit: number) => l(`Corte (${n}/${limit})`, `Court (${n}/${limit})`),
  legacy: l('Legado', 'Legacy'),
  piles: (deck: number, discard: number, exile: number) =>
    l(`Mazo ${deck} · Descarte ${discard} · Exilio ${exile}`, `Deck ${deck} · Discard ${discard} · Exile ${exile}`),
  reshuffles: (n: number) => l(`barajadas del descarte restantes: ${n}`, `discard reshuffles left: ${n}`),
  yourDiscard: l('Tu descarte y exilio', 'Your discard and exile'),
  empty: l('vacía', 'empty'),
  strength: l('Fuerza', 'Strength'),
  wounds: (n: number) => counted(n, ['{n} herida', '{n} heridas'], ['{n} wound', '{n} wounds']),
  preparation: (n: number) => l(`preparación ${n}`, `preparation ${n}`),
  ready: l('lista', 'ready'),
  maneuvered: l('ya maniobró', 'maneuvered'),
  used: l('usada', 'used'),
  stack: l('Pila (la de arriba se resuelve primero)', 'Stack (top resolves first)'),
  moves: l('Tus jugadas', 'Your moves'),
  pickHint: l(
    'Toca una carta marcada de tu mano, una tropa o tu héroe para ver sus jugadas.',
    'Tap a marked card in your hand, a troop or your hero to see its moves.',
  ),
  targetHint: l('O toca la tropa objetivo en la mesa.', 'Or tap the target troop on the table.'),
  cancel: l('Cancelar', 'Cancel'),
  withMoves: l('con jugadas', 'has moves'),
  general: l('Jugadas del turno', 'Turn moves'),
  pending: (n: number) => l(`Debe descartar ${n}`, `Must discard ${n}`),
  reinforce: l('Reforzar', 'Reinforce'),
  /** A draw the hand limit makes discard first ("Cartas en la Mano"). */
  drawDiscarding: (draw: number, discard: number) =>
    counted(
      discard,
      [
        `Reforzar: robar ${draw}, descartando antes {n} carta…`,
        `Reforzar: robar ${draw}, descartando antes {n} cartas…`,
      ],
      [`Reinforce: draw ${draw}, discarding {n} card first…`, `Reinforce: draw ${draw}, discarding {n} cards first…`],
    ),
  chooseDiscard: (n: number) =>
    counted(
      n,
      [
        'Marca la carta que descartas (la mano llegaría a su límite)',
        'Marca las {n} cartas que descartas (la mano llegaría a su límite)',
      ],
      [
        'Tick the card you discard (the hand would reach its limit)',
        'Tick the {n} cards you discard (the hand would reach its limit)',
      ],
    ),
  forcedDiscard: (n: number) =>
    counted(
      n,
      ['Debes descartar {n} carta: márcala', 'Debes descartar {n} cartas: márcalas'],
      ['You must discard {n} card: tick it', 'You must discard {n} cards: tick them'],
    ),
  ticked: (ticked: number, of: number) => l(`Marcadas ${ticked} de ${of}`, `${ticked} of ${of} ticked`),
  reshuffleOffered: l(
    'Mazo vacío: decide si baraja el descarte como mazo nuevo',
    'Deck empty: deciding whether to shuffle the discard into a new deck',
  ),
  endedBecause: (why: Localized) => l(`Terminó porque ${why.es}`, `It ended because ${why.en}`),
  lastTurn: (n: number) => l(`Último turno: ${n}`, `Last turn: ${n}`),
};
