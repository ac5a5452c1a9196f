import { localized as l } from '@cronica/util';
import { playerOf } from '../engine/state.js';
import type { Lines } from './describe-events.js';
import { triggerSource } from './faces.js';
import { ability, card, count, counterName, dice, die, hero, list, say, seat, when } from './words.js';

/** A clash between two heroes: dice, initiative, actions played, triggers, passes and the stack. */
export const CLASH_LINES = {
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
