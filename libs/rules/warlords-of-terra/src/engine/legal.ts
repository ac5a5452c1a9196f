import type { Seat } from '@cronica/rules-kernel';
import type { TargetSpec } from '../cards/vocabulary.js';
import { lineZones } from './board.js';
import { listedCommand } from './command-schema.js';
import type { WotCommand } from './commands.js';
import { commandProblem } from './decide.js';
import { decisionOf, reactionTroops, type Decision } from './decision.js';
import { decidingSeats } from './gate.js';
import { abilitySource } from './rules-cards.js';
import { troopAbilities } from './stats.js';
import { targetsFor } from './targets.js';
import { meleeTargets, moveZones, rangedTargets, tensioned, threatsFor } from './threat.js';
import type { TargetRef, WotState } from './state.js';
import { playerOf } from './update.js';

/**
 * legalCommands(state, seat): exactly the commands `decide` accepts from that seat now. Candidates
 * are generated per kind of decision and kept only when `commandProblem` finds nothing, so the
 * list and the refusals can never disagree. Concede and the platform's commands are accepted at
 * any time and are not listed (a bot never concedes).
 */
export function legalCommands(state: WotState, seat: Seat): WotCommand[] {
  const decision = decisionOf(state);
  if (!decidingSeats(state, decision).includes(seat)) return [];
  return candidates(state, seat, decision)
    .filter((command) => commandProblem(state, command, decision) === null)
    .map(listedCommand);
}

function candidates(state: WotState, seat: Seat, decision: Decision): WotCommand[] {
  switch (decision.kind) {
    case 'none':
      return [];
    case 'sideboard':
      return sideboardCandidates(state, seat);
    case 'mulligan':
      return [
        { type: 'KeepHand', data: { seat } },
        { type: 'Mulligan', data: { seat } },
      ];
    case 'armory':
      return playerOf(state, seat).armory.map((o) => ({ type: 'DestroyObject', data: { seat, object: o.uid } }));
    case 'resource':
      return resourceCandidates(seat, decision.step);
    case 'priority':
      return [{ type: 'Pass', data: { seat } }, ...spells(state, seat), ...abilities(state, seat, 'sudden')];
    case 'reaction':
      return [
        { type: 'Pass', data: { seat } },
        ...abilities(
          state,
          seat,
          'flip',
          reactionTroops(state).map((t) => t.uid),
        ),
      ];
    case 'forced':
      return tensioned(state).flatMap((t) =>
        meleeTargets(state, t).map((strike): WotCommand => ({ type: 'Attack', data: { seat, troop: t.uid, strike } })),
      );
    case 'main':
      return decision.phase === 'summoning' ? summoningCandidates(state, seat) : tacticalCandidates(state, seat);
    case 'discard':
      return distinct(playerOf(state, seat).hand).map((c) => ({
        type: 'DiscardCard',
        data: { seat, card: state.catalog[c]!.id },
      }));
  }
}

const distinct = (cards: readonly number[]): number[] => [...new Set(cards)];
const ids = (state: WotState, cards: readonly number[]): string[] => distinct(cards).map((c) => state.catalog[c]!.id);

function sideboardCandidates(state: WotState, seat: Seat): WotCommand[] {
  const deck = playerOf(state, seat).deck;
  const swaps = ids(state, deck.sideboard).flatMap((into) =>
    ids(state, [...deck.battle, ...deck.construction]).map((out): WotCommand => ({
      type: 'SwapSideboardCard',
      data: { seat, out, in: into },
    })),
  );
  return [{ type: 'ConfirmDeck', data: { seat } }, { type: 'ResetSideboard', data: { seat } }, ...swaps];
}

function resourceCandidates(seat: Seat, step: 'mana' | 'gold' | 'draw'): WotCommand[] {
  switch (step) {
    case 'mana':
      return [false, true].map((heroPoint) => ({ type: 'AddMana', data: { seat, heroPoint } }));
    case 'gold':
      return [false, true].flatMap((heroPoint) =>
        [false, true].map((hire): WotCommand => ({ type: 'AddGold', data: { seat, heroPoint, hire } })),
      );
    case 'draw':
      return (['battle', 'construction'] as const).map((deck) => ({ type: 'DrawCard', data: { seat, deck } }));
  }
}

/** Each choice of target for a spec, or the one untargeted play. */
function withTargets(
  state: WotState,
  seat: Seat,
  spec: TargetSpec | undefined,
  bySpell: boolean,
): (TargetRef | undefined)[] {
  return spec === undefined ? [undefined] : targetsFor(state, seat, spec, bySpell);
}

function spells(state: WotState, seat: Seat): WotCommand[] {
  return distinct(playerOf(state, seat).hand).flatMap((c) => {
    const card = state.catalog[c]!;
    if (card.playType !== 'spell' && card.playType !== 'sudden' && card.playType !== 'shout') return [];
    return withTargets(state, seat, card.target, card.playType !== 'shout').map((target): WotCommand => ({
      type: 'CastSpell',
      data: target === undefined ? { seat, card: card.id } : { seat, card: card.id, target },
    }));
  });
}

function abilities(state: WotState, seat: Seat, timing: 'flip' | 'sudden', only?: readonly number[]): WotCommand[] {
  const sources = [
    ...state.troops
      .filter((t) => t.seat === seat && (only === undefined || only.includes(t.uid)))
      .flatMap((t) => troopAbilities(state, t).map((a) => [t.uid, a.id] as const)),
    ...(only === undefined
      ? playerOf(state, seat).places.flatMap((p) => {
          const a = state.catalog[p.card]!.place!.ability;
          return a === undefined ? [] : [[p.uid, a.id] as const];
        })
      : []),
  ];
  return sources.flatMap(([source, id]) => {
    const ability = abilitySource(state, seat, source, id)!.ability;
    if (ability.timing !== timing) return [];
    return withTargets(state, seat, ability.target, false).map((target): WotCommand => ({
      type: 'ActivateAbility',
      data: target === undefined ? { seat, source, ability: id } : { seat, source, ability: id, target },
    }));
  });
}

function powers(state: WotState, seat: Seat): WotCommand[] {
  return state.catalog[playerOf(state, seat).hero]!.hero!.powers.flatMap((power) =>
    withTargets(state, seat, power.target, false).map((target): WotCommand => ({
      type: 'UseHeroPower',
      data: target === undefined ? { seat, power: power.id } : { seat, power: power.id, target },
    })),
  );
}

function equips(state: WotState, seat: Seat): WotCommand[] {
  const own = state.troops.filter((t) => t.seat === seat);
  return playerOf(state, seat).armory.flatMap((o) =>
    own.map((t): WotCommand => ({ type: 'EquipObject', data: { seat, object: o.uid, troop: t.uid } })),
  );
}

function summoningCandidates(state: WotState, seat: Seat): WotCommand[] {
  const hand = distinct(playerOf(state, seat).hand).map((c) => state.catalog[c]!);
  return [
    { type: 'EndPhase', data: { seat } },
    ...hand
      .filter((c) => c.playType === 'troop')
      .flatMap((c) =>
        lineZones(seat).map((zone): WotCommand => ({ type: 'SummonTroop', data: { seat, card: c.id, zone } })),
      ),
    ...hand
      .filter((c) => c.playType === 'place')
      .map((c): WotCommand => ({ type: 'BuildPlace', data: { seat, card: c.id } })),
    ...hand
      .filter((c) => c.playType === 'object')
      .map((c): WotCommand => ({ type: 'ForgeObject', data: { seat, card: c.id } })),
    ...equips(state, seat),
    ...powers(state, seat),
  ];
}

function tacticalCandidates(state: WotState, seat: Seat): WotCommand[] {
  const own = state.troops.filter((t) => t.seat === seat);
  const moves = own.flatMap((t) =>
    moveZones(state, t).flatMap((to) => {
      if (threatsFor(state, t, to).length === 0)
        return [{ type: 'MoveTroop', data: { seat, troop: t.uid, to } } as WotCommand];
      return meleeTargets(state, t, to).map((strike): WotCommand => ({
        type: 'MoveTroop',
        data: { seat, troop: t.uid, to, strike },
      }));
    }),
  );
  return [
    { type: 'EndPhase', data: { seat } },
    ...moves,
    ...own.flatMap((t) =>
      meleeTargets(state, t).map((strike): WotCommand => ({ type: 'Attack', data: { seat, troop: t.uid, strike } })),
    ),
    ...own.flatMap((t) =>
      rangedTargets(state, t).map((zone): WotCommand => ({ type: 'RangedAttack', data: { seat, troop: t.uid, zone } })),
    ),
    ...abilities(state, seat, 'flip'),
    ...abilities(state, seat, 'sudden'),
    ...spells(state, seat),
    ...powers(state, seat),
    ...equips(state, seat),
  ];
}
