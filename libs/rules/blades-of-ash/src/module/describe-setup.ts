import { readsSeatSecrets, type GameResult } from '@cronica/rules-kernel';
import { localized as l, type Localized } from '@cronica/util';
import type { BladesState } from '../engine/state.js';
import type { Lines } from './describe-events.js';
import { card, count, hero, list, say, seat } from './words.js';

const cards = (state: BladesState, ids: readonly string[]) => list(ids.map((id) => card(state, id)));
const aCard = l('carta', 'card');
const someCards = l('cartas', 'cards');

const RESULT_REASONS: Readonly<Record<string, Localized>> = {
  'rival-heroes-knocked-out': l(
    'todos los héroes rivales están fuera de combate',
    "all the opponent's heroes are knocked out",
  ),
  'mutual-knockout': l('los últimos héroes de ambos cayeron a la vez', "both sides' last heroes fell at once"),
  'round-cap-heroes': l('límite de rondas: más héroes en pie', 'round limit: more heroes standing'),
  'round-cap-life': l('límite de rondas: más vida total', 'round limit: more total life'),
  'round-cap': l('límite de rondas, sin desempate', 'round limit, no tiebreak'),
  concede: l('el rival se rindió', 'the opponent conceded'),
};

export function resultLine(result: GameResult): Localized {
  const why = RESULT_REASONS[result.reason] ?? l(result.reason, result.reason);
  if (result.outcome === 'draw')
    return say(
      { why },
      (w) => `La escaramuza termina en tablas (${w.why})`,
      (w) => `The skirmish ends in a draw (${w.why})`,
    );
  return say(
    { who: seat(result.winner), why },
    (w) => `${w.who} gana la escaramuza (${w.why})`,
    (w) => `${w.who} wins the skirmish (${w.why})`,
  );
}

/** Picking heroes, the opening hands, roles, battle rounds and the end of the skirmish. */
export const SETUP_LINES = {
  HeroesPicked: (e, s, v) =>
    readsSeatSecrets(v, e.data.seat)
      ? say(
          { who: seat(e.data.seat), heroes: list(e.data.keep.map((p) => hero(s, e.data.seat * 5 + p))) },
          (w) => `${w.who} se queda con ${w.heroes}`,
          (w) => `${w.who} keeps ${w.heroes}`,
        )
      : say(
          { who: seat(e.data.seat), n: count(e.data.keep.length, l('héroe', 'hero'), l('héroes', 'heroes')) },
          (w) => `${w.who} elige en secreto ${w.n}`,
          (w) => `${w.who} secretly picks ${w.n}`,
        ),
  DeckShuffled: (e) =>
    say(
      { who: seat(e.data.seat), n: count(e.data.size, aCard, someCards) },
      (w) => `${w.who} baraja su mazo de acción (${w.n})`,
      (w) => `${w.who} shuffles their action deck (${w.n})`,
    ),
  CardsDrawn: (e, s, v) =>
    readsSeatSecrets(v, e.data.seat)
      ? say(
          { who: seat(e.data.seat), what: cards(s, e.data.cards) },
          (w) => `${w.who} roba ${w.what}`,
          (w) => `${w.who} draws ${w.what}`,
        )
      : say(
          { who: seat(e.data.seat), n: count(e.data.count, aCard, someCards) },
          (w) => `${w.who} roba ${w.n}`,
          (w) => `${w.who} draws ${w.n}`,
        ),
  CardsDiscarded: (e, s) => {
    const parts = { who: seat(e.data.seat), what: cards(s, e.data.cards) };
    if (e.data.reason === 'mulligan')
      return say(
        parts,
        (w) => `${w.who} descarta ${w.what} para robar otras tantas`,
        (w) => `${w.who} discards ${w.what} to draw as many`,
      );
    if (e.data.reason === 'handLimit')
      return say(
        parts,
        (w) => `${w.who} descarta ${w.what} por el límite de mano`,
        (w) => `${w.who} discards ${w.what} for the hand limit`,
      );
    return say(
      parts,
      (w) => `${w.who} descarta ${w.what} al azar`,
      (w) => `${w.who} discards ${w.what} at random`,
    );
  },
  MulliganDone: (e) =>
    say(
      { who: seat(e.data.seat) },
      (w) => `${w.who} cierra su mano inicial`,
      (w) => `${w.who} settles their opening hand`,
    ),
  RoleDrawWon: (e) =>
    say(
      { who: seat(e.data.seat) },
      (w) => `${w.who} gana el sorteo y elige entre atacar y defender`,
      (w) => `${w.who} wins the draw and chooses to attack or defend`,
    ),
  RoleChosen: (e) =>
    e.data.role === 'attacker'
      ? say(
          { who: seat(e.data.seat) },
          (w) => `${w.who} elige ser el atacante`,
          (w) => `${w.who} chooses to attack`,
        )
      : say(
          { who: seat(e.data.seat) },
          (w) => `${w.who} elige ser el defensor`,
          (w) => `${w.who} chooses to defend`,
        ),
  RoundStarted: (e) =>
    say(
      { who: seat(e.data.attacker) },
      (w) => `Ronda de batalla ${e.data.round}: ataca ${w.who}`,
      (w) => `Battle round ${e.data.round}: ${w.who} attacks`,
    ),
  HeroesRevealed: (e, s) =>
    say(
      {
        a: list(e.data.picks[0].map((p) => hero(s, p))),
        b: list(e.data.picks[1].map((p) => hero(s, 5 + p))),
        s0: seat(0),
        s1: seat(1),
      },
      (w) => `Se revelan los héroes: ${w.a} (${w.s0}) contra ${w.b} (${w.s1})`,
      (w) => `Heroes revealed: ${w.a} (${w.s0}) against ${w.b} (${w.s1})`,
    ),
  // "El jugador atacante empareja uno de sus héroes con otro del jugador defensor" ("Determinar
  // Atacante y Defensor"): the player who pairs names their own hero first.
  HeroesPaired: (e, s) => {
    const first = e.data.seat ?? 0;
    const parts = {
      a: hero(s, e.data.heroes[first]),
      b: hero(s, e.data.heroes[1 - first]),
      who: e.data.seat === null ? l('', '') : seat(e.data.seat),
    };
    return e.data.seat === null
      ? say(
          parts,
          (w) => `Los héroes restantes se emparejan: ${w.a} contra ${w.b}`,
          (w) => `The heroes left are paired: ${w.a} against ${w.b}`,
        )
      : say(
          parts,
          (w) => `${w.who} empareja ${w.a} contra ${w.b}`,
          (w) => `${w.who} pairs ${w.a} against ${w.b}`,
        );
  },
  RoundEnded: (e) => l(`Termina la ronda de batalla ${e.data.round}`, `Battle round ${e.data.round} ends`),
  Conceded: (e) =>
    say(
      { who: seat(e.data.seat) },
      (w) => `${w.who} se rinde`,
      (w) => `${w.who} concedes`,
    ),
  SkirmishEnded: (e) => resultLine(e.data.result),
} satisfies Partial<Lines>;
