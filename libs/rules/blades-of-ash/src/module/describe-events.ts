import { readsSeatSecrets, type GameResult, type Viewer } from '@cronica/rules-kernel';
import { localized as l, type Localized } from '@cronica/util';
import type { BladesEvent, BladesEventType, EventOf } from '../engine/events.js';
import type { BladesState } from '../engine/state.js';
import { playerOf } from '../engine/state.js';
import { EFFECT_LINES } from './describe-effects.js';
import { triggerSource } from './faces.js';
import { ability, card, count, counterName, dice, die, hero, list, say, seat, when } from './words.js';

/**
 * The game log (000_7cbcfc9bc47f1014.txt, the whole "Las Reglas" in words): one line per event
 * a person wants to read, as `viewer` may read it. Cards drawn and heroes picked in secret are
 * named only to their owner and to judges (the module's `secrets`); everyone else reads counts.
 */
export type LineOf<T extends BladesEventType> = (
  event: EventOf<T>,
  before: BladesState,
  viewer: Viewer,
) => Localized | null;
export type Lines = { readonly [T in BladesEventType]: LineOf<T> };

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

const SETUP_LINES = {
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
  HeroesPaired: (e, s) => {
    const parts = {
      a: hero(s, e.data.heroes[0]),
      b: hero(s, e.data.heroes[1]),
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

const CLASH_LINES = {
  ClashStarted: (e, s) =>
    say(
      { a: hero(s, e.data.heroes[0]), b: hero(s, e.data.heroes[1]) },
      (w) => `Choque ${e.data.index + 1}: ${w.a} contra ${w.b}`,
      (w) => `Clash ${e.data.index + 1}: ${w.a} against ${w.b}`,
    ),
  DiceRolled: (e) =>
    say(
      { who: seat(e.data.seat), dice: list(e.data.dice.map((d) => die(d.color, d.face))) },
      (w) => `${w.who} tira sus dados: ${w.dice}`,
      (w) => `${w.who} rolls: ${w.dice}`,
    ),
  DiceRerolled: (e, s) => {
    const pool = playerOf(s, e.data.seat).dice;
    const changes = list(
      e.data.indices.map((at, k) =>
        l(
          `${die(pool[at]!.color, pool[at]!.face).es} → ${e.data.faces[k]}`,
          `${die(pool[at]!.color, pool[at]!.face).en} → ${e.data.faces[k]}`,
        ),
      ),
    );
    return say(
      { who: seat(e.data.seat), changes, kept: count(e.data.kept.length, l('dado', 'die'), l('dados', 'dice')) },
      (w) => `${w.who} guarda ${w.kept} y vuelve a tirar: ${w.changes}`,
      (w) => `${w.who} keeps ${w.kept} and rerolls: ${w.changes}`,
    );
  },
  DiceKept: (e) =>
    say(
      { who: seat(e.data.seat) },
      (w) => `${w.who} prepara sus dados`,
      (w) => `${w.who} prepares their dice`,
    ),
  InitiativeRolled: (e, s) => {
    const heroes = s.clash!.heroes;
    const parts = { a: hero(s, heroes[0]), b: hero(s, heroes[1]), who: seat(e.data.winner) };
    const [ra, rb] = e.data.rolls;
    const [ta, tb] = e.data.totals;
    return say(
      parts,
      (w) => `Iniciativa: ${w.a} ${ra} (total ${ta}), ${w.b} ${rb} (total ${tb}); empieza ${w.who}`,
      (w) => `Initiative: ${w.a} ${ra} (total ${ta}), ${w.b} ${rb} (total ${tb}); ${w.who} goes first`,
    );
  },
  CountersCleaned: (e, s) =>
    say(
      { h: hero(s, e.data.hero), what: list(e.data.removed.map((c) => counterName(c))) },
      (w) => `Limpieza de contadores: ${w.h} pierde 1 de ${w.what}`,
      (w) => `Counter cleanup: ${w.h} loses 1 ${w.what}`,
    ),
  ActionPlayed: (e, s) => {
    const parts = {
      who: hero(s, e.data.performer),
      what: e.data.card !== undefined ? card(s, e.data.card) : ability(s, e.data.performer, e.data.ability ?? ''),
      on:
        e.data.target === null
          ? l('', '')
          : say(
              { t: hero(s, e.data.target) },
              (w) => ` sobre ${w.t}`,
              (w) => ` on ${w.t}`,
            ),
      paid: dice(s, e.data.seat, e.data.dice),
    };
    return e.data.card !== undefined
      ? say(
          parts,
          (w) => `${w.who} juega ${w.what}${w.on} (paga ${w.paid})`,
          (w) => `${w.who} plays ${w.what}${w.on} (pays ${w.paid})`,
        )
      : say(
          parts,
          (w) => `${w.who} usa ${w.what}${w.on} (paga ${w.paid})`,
          (w) => `${w.who} uses ${w.what}${w.on} (pays ${w.paid})`,
        );
  },
  CardDrawAction: (e, s) =>
    say(
      { who: seat(e.data.seat), paid: dice(s, e.data.seat, e.data.dice) },
      (w) => `${w.who} usa Robar una Carta (paga ${w.paid})`,
      (w) => `${w.who} uses Draw a Card (pays ${w.paid})`,
    ),
  TriggerQueued: (e, s) => {
    const named = triggerSource(s, e.data.hero, e.data.on, e.data.effects);
    if (named !== null)
      return say(
        { h: hero(s, e.data.hero), p: named.name, on: when(e.data.on) },
        (w) => `Se dispara ${w.p} de ${w.h} (${w.on})`,
        (w) => `${w.h}'s ${w.p} fires (${w.on})`,
      );
    return say(
      { h: hero(s, e.data.hero), on: when(e.data.on) },
      (w) => `Se dispara una acción de ${w.h} (${w.on})`,
      (w) => `${w.h}'s triggered action fires (${w.on})`,
    );
  },
  TriggerStacked: () => null,
  Passed: (e, s) => {
    const stacked = (s.clash?.stack.length ?? 0) > 0;
    if (e.data.auto)
      return say(
        { who: seat(e.data.seat) },
        (w) => `${w.who} pasa (su héroe activo está fuera de combate)`,
        (w) => `${w.who} passes (their active hero is knocked out)`,
      );
    return stacked
      ? say(
          { who: seat(e.data.seat) },
          (w) => `${w.who} no responde`,
          (w) => `${w.who} does not respond`,
        )
      : say(
          { who: seat(e.data.seat) },
          (w) => `${w.who} pasa`,
          (w) => `${w.who} passes`,
        );
  },
  ActivationEnded: () => null,
  ItemResolving: () => null,
  ItemResolved: () => null,
  ItemCancelled: (e, s) => {
    const item = s.clash?.stack.find((i) => i.id === e.data.id);
    return item === undefined
      ? null
      : say(
          { h: hero(s, item.performer) },
          (w) => `Se anula la acción de ${w.h}`,
          (w) => `${w.h}'s action is cancelled`,
        );
  },
  ClashEnded: (e) => l(`Termina el choque ${e.data.index + 1}`, `Clash ${e.data.index + 1} ends`),
} satisfies Partial<Lines>;

const LINES: Lines = { ...SETUP_LINES, ...CLASH_LINES, ...EFFECT_LINES };

export function describeEvent(event: BladesEvent, before: BladesState, viewer: Viewer): Localized | null {
  return (LINES[event.type] as LineOf<typeof event.type>)(event as never, before, viewer);
}
