import type { ByType, Localized } from '@cronica/util';
import type { Ctx } from './describe-events.js';
import type { EventOf, FigureChangeType, Roll } from './events.js';
import { both, KIND_NAMES, squareText } from './names.js';

// HP and MP as 003 and the board write them, in both languages ("Barra de Falla/HP").
const damage = (amount: number, l: 'es' | 'en') => (l === 'es' ? `${amount} de daño` : `${amount} damage`);

const dice = (r: Roll) => (r.dice.length === 1 ? `${r.kept}` : `${r.dice.join('/')} → ${r.kept}`);

/** Rolls, damage, Effort, moves and conditions. */
type CombatEvent = EventOf<
  | 'ActionTaken'
  | 'CheckRolled'
  | 'EffortAdded'
  | FigureChangeType
  | 'ChargeDeclared'
  | 'InterceptionOffered'
  | 'InterceptionDeclined'
>;

export const COMBAT_LINES: ByType<Exclude<CombatEvent, EnemyEvent>, [Ctx], Localized | null> = {
  ActionTaken: () => null,
  CheckRolled: (event, { n }) => {
    const e = event.data;
    return both(
      (l) =>
        `${n(e.actor)[l]}: ${l === 'es' ? 'tirada' : 'roll'} ${KIND_NAMES[e.kind][l]} ${l === 'es' ? 'contra' : 'against'} ${n(e.against)[l]} (${l === 'es' ? 'amenaza' : 'threat'} ${e.threat}, ${e.target}+): ${dice(e.roll)} — ${e.success ? (l === 'es' ? 'éxito' : 'success') : l === 'es' ? 'fallo' : 'miss'}`,
    );
  },
  EffortAdded: (event, { n }) =>
    both(
      (l) =>
        `+${event.data.amount} ${l === 'es' ? 'de Esfuerzo a' : 'Effort to'} ${n(event.data.objective)[l]} (${event.data.progress})`,
    ),
  EnemyDamaged: (event, { n }) =>
    both(
      (l) =>
        `${n(event.data.enemy)[l]} ${l === 'es' ? 'recibe' : 'takes'} ${damage(event.data.amount, l)} (HP ${event.data.hp})`,
    ),
  EnemyDefeated: (event, { n }) => both((l) => `${n(event.data.enemy)[l]} ${l === 'es' ? 'cae' : 'is defeated'}`),
  Moved: (event, { n }) =>
    both((l) => `${n(event.data.actor)[l]} → ${n(event.data.scene)[l]} ${squareText(event.data.to)}`),
  Prepared: (event, { s }) => both((l) => `${s(event.data.seat)[l]} ${l === 'es' ? 'se prepara' : 'is prepared'}`),
  PreparationUsed: () => null,
  EnemyInterrupted: (event, { n, s }) =>
    both((l) => `${s(event.data.by)[l]} ${l === 'es' ? 'interrumpe a' : 'interrupts'} ${n(event.data.enemy)[l]}`),
  Concentrated: (event, { s }) =>
    both((l) => `${s(event.data.seat)[l]} ${l === 'es' ? 'se concentra' : 'concentrates'}`),
  ConcentrationUsed: () => null,
  ChargeDeclared: (event, { n }) =>
    both((l) => `${n(event.data.actor)[l]} ${l === 'es' ? 'embiste a' : 'charges'} ${n(event.data.target)[l]}`),
  InterceptionOffered: (event, { s }) =>
    both(
      (l) =>
        `${l === 'es' ? 'Pueden interceptar' : 'May intercept'}: ${event.data.eligible.map((x) => s(x)[l]).join(', ')}`,
    ),
  Intercepted: (event, { s }) =>
    both(
      (l) => `${s(event.data.seat)[l]} ${l === 'es' ? 'intercepta en' : 'intercepts at'} ${squareText(event.data.to)}`,
    ),
  InterceptionDeclined: () => null,
};

/** The enemies' attacks, harrying and schemes, and what they do to the players. */
type EnemyEvent = EventOf<
  'EnemyAttacked' | 'EnemyHexed' | 'ThreatAdvanced' | 'PlayerDamaged' | 'PlayerFell' | 'HpRestored'
>;

export const ENEMY_LINES: ByType<EnemyEvent, [Ctx], Localized | null> = {
  EnemyAttacked: (event, { n, s }) => {
    const e = event.data;
    return both(
      (l) =>
        `${n(e.enemy)[l]} ${l === 'es' ? (e.instant ? 'ataca al paso a' : 'ataca a') : e.instant ? 'strikes at' : 'attacks'} ${s(e.target)[l]}: ${dice(e.roll)} vs ${e.guard} — ${e.hit ? (l === 'es' ? 'impacta' : 'hit') : l === 'es' ? 'falla' : 'miss'}`,
    );
  },
  EnemyHexed: (event, { n, s }) => {
    const e = event.data;
    return both(
      (l) =>
        `${n(e.enemy)[l]} ${l === 'es' ? 'hostiga a' : 'harries'} ${s(e.target)[l]}: ${dice(e.roll)} vs ${dice(e.resist)} — ${e.success ? (l === 'es' ? 'lo consigue' : 'succeeds') : l === 'es' ? 'no lo consigue' : 'fails'}`,
    );
  },
  ThreatAdvanced: (event, { n }) =>
    both(
      (l) =>
        `${n(event.data.enemy)[l]} ${l === 'es' ? 'trama' : 'schemes'}: +${event.data.amount} (${event.data.progress})`,
    ),
  PlayerDamaged: (event, { s }) =>
    both(
      (l) =>
        `${s(event.data.seat)[l]} ${l === 'es' ? 'recibe' : 'takes'} ${damage(event.data.amount, l)}${event.data.halved ? (l === 'es' ? ' (a la mitad)' : ' (halved)') : ''} (HP ${event.data.hp})`,
    ),
  PlayerFell: (event, { s }) => both((l) => `${s(event.data.seat)[l]} ${l === 'es' ? 'cae' : 'falls'}`),
  HpRestored: (event, { s }) =>
    both(
      (l) =>
        `${s(event.data.seat)[l]} ${l === 'es' ? 'recupera' : 'recovers'} ${event.data.amount} HP (${l === 'es' ? 'ahora' : 'now'} ${event.data.hp})`,
    ),
};
