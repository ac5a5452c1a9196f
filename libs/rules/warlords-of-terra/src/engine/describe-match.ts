import { readsSeatSecrets, type Viewer } from '@cronica/rules-kernel';
import { counted, type ByType, type Localized } from '@cronica/util';
import type { EventOf, GameEndReason, RulingReason, WotEvent } from './events.js';
import type { BoardEvent } from './board-events.js';
import type { WotState } from './state.js';
import { cardWords, deckWords, join, l, list, seatName, troopWords, type Words } from './words.js';

const END_REASONS: Readonly<Record<GameEndReason, Words>> = {
  life: l('vidas a 0 o menos (A.7.1)', 'life at 0 or less (A.7.1)'),
  decked: l('no puede robar en su paso de robo (A.7.2)', 'cannot draw in the draw step (A.7.2)'),
  reinforcements: l('no puede robar los refuerzos contratados (A.7.2)', 'cannot draw the hired reinforcements (A.7.2)'),
  'mixed-realms': l('mazo con cartas de otro reino (A.7.3)', 'deck with cards of another realm (A.7.3)'),
  sanction: l('sanción de un juez (A.7.4)', "a judge's sanction (A.7.4)"),
  concede: l('rendición', 'concession'),
  time: l('fin de los turnos extra (C.1)', 'end of the extra turns (C.1)'),
};

const RULING_REASONS: Readonly<Record<RulingReason, Words>> = {
  irregularities: l('acumulación de irregularidades', 'accumulated irregularities'),
  'unsporting-conduct': l('conducta antideportiva', 'unsporting conduct'),
  cheating: l('trampas', 'cheating'),
  'mixed-realms': l('cartas de otro reino en el mazo', 'cards of another realm in the deck'),
  'deck-list': l('el mazo no coincide con la lista registrada', 'the deck does not match the registered list'),
};

const STEPS = {
  mana: l('Paso 1: añadir maná', 'Step 1: add mana'),
  gold: l('Paso 2: añadir oro', 'Step 2: add gold'),
  draw: l('Paso 3: robar carta', 'Step 3: draw a card'),
};
const PHASES = {
  summoning: l('Fase de invocación', 'Summoning phase'),
  tactical: l('Fase táctica', 'Tactical phase'),
  end: l('Fase final', 'End phase'),
};

/** Set-up, turns and the match: the only lines with fields some viewers may not read. */
export const MATCH_LINES: ByType<Exclude<WotEvent, BoardEvent>, [WotState, Viewer], Localized | null> = {
  SideboardSwapped: (event, s, viewer) => {
    const { seat } = event.data;
    if (!readsSeatSecrets(viewer, seat))
      return join(seatName(seat), l(' cambia una carta con su prebanquillo', ' swaps a card with the pre-sideboard'));
    return join(
      seatName(seat),
      l(' saca ', ' takes out '),
      cardWords(s, event.data.out),
      l(' y mete ', ' and puts in '),
      cardWords(s, event.data.in),
    );
  },
  SideboardReset: (event) =>
    join(seatName(event.data.seat), l(' restablece su mazo registrado', ' restores the registered deck')),
  DeckReady: (event) => join(seatName(event.data.seat), l(' está listo para jugar', ' is ready to play')),
  GameStarted: (event) =>
    join(
      l(`Partida ${event.data.game}: empieza `, `Game ${event.data.game}: `),
      seatName(event.data.first),
      l(' (no roba en su primer turno)', ' starts (no draw on the first turn)'),
    ),
  DeckShuffled: (event) =>
    join(seatName(event.data.seat), l(' baraja su ', ' shuffles the '), deckWords(event.data.deck)),
  CardsDrawn: (event, s, viewer) => drawn(s, event, viewer),
  HandReturned: (event) =>
    join(
      seatName(event.data.seat),
      counted(
        event.data.count,
        [' devuelve su {n} carta a los mazos', ' devuelve sus {n} cartas a los mazos'],
        [' returns its {n} card to the decks', ' returns all {n} cards to the decks'],
      ),
    ),
  MulliganTaken: (event) =>
    join(seatName(event.data.seat), l(' cambia de mano (una sola vez)', ' takes the one mulligan')),
  HandKept: (event) => join(seatName(event.data.seat), l(' se queda la mano', ' keeps the hand')),
  TurnStarted: (event) => join(l(`Turno ${event.data.turn}: `, `Turn ${event.data.turn}: `), seatName(event.data.seat)),
  ResourceAdded: (event) => resourceLine(event),
  ReinforcementsHired: (event) =>
    join(seatName(event.data.seat), l(' contrata refuerzos (−5 oro)', ' hires reinforcements (−5 gold)')),
  DrawSkipped: (event) =>
    join(seatName(event.data.seat), l(' no roba en su primer turno (A.1)', ' does not draw on the first turn (A.1)')),
  StepBegan: (event) => STEPS[event.data.step],
  PhaseBegan: (event) => PHASES[event.data.phase],
  TensionForced: (event, s) =>
    join(
      l('Tropas en tensión deben combatir: ', 'Troops in tension must fight: '),
      list(event.data.troops.map((u) => troopWords(s, u))),
    ),
  CardsDiscarded: (event, s) =>
    join(seatName(event.data.seat), l(' descarta ', ' discards '), list(event.data.cards.map((c) => cardWords(s, c)))),
  TurnEnded: () => null,
  TimeCalled: (event) =>
    l(
      `Tiempo: se juegan el turno activo y ${event.data.lastTurn - Math.max(event.data.turn, 1)} más (hasta el turno ${event.data.lastTurn}, C.1)`,
      `Time: the active turn and ${event.data.lastTurn - Math.max(event.data.turn, 1)} more are played (until turn ${event.data.lastTurn}, C.1)`,
    ),
  RulingApplied: (event) =>
    join(
      l('Juez: ', 'Judge: '),
      event.data.penalty === 'game-loss'
        ? l('pérdida de partida para ', 'game loss for ')
        : l('pérdida del encuentro para ', 'match loss for '),
      seatName(event.data.against),
      ' — ',
      RULING_REASONS[event.data.reason],
    ),
  Conceded: (event) =>
    join(
      seatName(event.data.seat),
      event.data.scope === 'game'
        ? l(' se rinde en esta partida', ' concedes this game')
        : l(' se rinde', ' concedes the match'),
    ),
  GameEnded: (event) =>
    join(
      l(`Fin de la partida ${event.data.game}: `, `Game ${event.data.game} over: `),
      event.data.winner === null
        ? l('empate', 'draw')
        : join(l('gana ', ''), seatName(event.data.winner), l('', ' wins')),
      ' — ',
      END_REASONS[event.data.reason],
      ` (${event.data.life[0]}–${event.data.life[1]})`,
    ),
  MatchEnded: (event) =>
    event.data.result.outcome === 'draw'
      ? l('El encuentro termina en empate', 'The match is a draw')
      : join(l('Gana el encuentro ', 'Match won by '), seatName(event.data.result.winner)),
};

function drawn(s: WotState, event: EventOf<'CardsDrawn'>, viewer: Viewer): Words {
  const { seat, deck, count } = event.data;
  if (!readsSeatSecrets(viewer, seat))
    return join(
      seatName(seat),
      counted(
        count,
        [' roba {n} carta del ', ' roba {n} cartas del '],
        [' draws {n} card from the ', ' draws {n} cards from the '],
      ),
      deckWords(deck),
    );
  return join(
    seatName(seat),
    l(' roba ', ' draws '),
    list(event.data.cards.map((c) => cardWords(s, c))),
    l(' del ', ' from the '),
    deckWords(deck),
  );
}

function resourceLine(event: EventOf<'ResourceAdded'>): Words {
  const { seat, resource, produced, heroPoint, total } = event.data;
  const what = resource === 'mana' ? l('maná', 'mana') : l('oro', 'gold');
  return join(
    seatName(seat),
    l(` añade ${produced}${heroPoint ? ' − 1' : ''} de `, ` adds ${produced}${heroPoint ? ' − 1' : ''} `),
    what,
    ` (${total})`,
    heroPoint ? l(' y da 1 punto de poder a su héroe', ' and gives 1 power point to the hero') : '',
  );
}
