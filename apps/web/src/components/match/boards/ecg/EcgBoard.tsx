'use client';

import { useMemo, useState } from 'react';
import { ecgEndReason, ecgManeuverFace, ecgStackFace, type EcgView, type Maneuver } from '@cronica/ecg';
import type { LegalCommand } from '../../../../graphql/match';
import { CardStrip, DuelTable, GameCard, seatOnTurn } from '../../kit';
import { MovePanel, type BoardMovesProps } from '../MovePanel';
import { commandOf, groupBy, moveKeyBy, numberField, stringField, typeOf } from '../picks';
import type { BoardProps } from '../types';
import { viewOfShape } from '../view-shape';
import { EcgBattle } from './EcgBattle';
import { ForcedDiscard, ReinforceChoices } from './HandDiscards';
import { EcgSide, type Picking } from './EcgSide';
import styles from './ecg.module.css';
import { ecgWords as w } from './words';

/** The ECG view as the API sends it (`EcgView` of `@cronica/ecg`), or null for another shape. */
const parseEcgView = (state: unknown) =>
  viewOfShape<EcgView>(
    state,
    (view) => Array.isArray(view.players) && typeof view.phase === 'string' && typeof view.cards === 'object',
  );

const objectKey = moveKeyBy([
  { kind: 'card', field: 'card', types: ['PlayToCourt', 'Train', 'PlayCard'] },
  { kind: 'obj', field: 'source', types: ['UseAbility'] },
  { kind: 'obj', field: 'troop', types: ['Maneuver'] },
]);

/**
 * Which object a move belongs to: a hand card, a card in play (its instance), or the turn itself;
 * reinforcing and a discard an effect asks for have parts of their own (`reinforce`, `discard`: which
 * cards go, ticked in the hand).
 */
export const ecgMoveKey = (entry: LegalCommand): string =>
  typeOf(entry) === 'Reinforce' ? 'reinforce' : typeOf(entry) === 'Discard' ? 'discard' : objectKey(entry);

/** Keys that are no object on the table to pick: the turn's moves, and the parts with their own controls. */
const OWN_PARTS = ['turn', 'reinforce', 'discard'];

/** The move picked, its commands, and the troops they aim at, by instance. */
function chosenOf(byKey: ReadonlyMap<string, LegalCommand[]>, selected: string | null) {
  const chosen = selected !== null && byKey.has(selected) ? selected : null;
  const chosenMoves = chosen === null ? [] : byKey.get(chosen)!;
  const targets = new Map<number, LegalCommand[]>();
  for (const entry of chosenMoves) {
    const target = numberField(entry, 'target');
    if (target !== null) targets.set(target, [...(targets.get(target) ?? []), entry]);
  }
  return { chosen, chosenMoves, targets };
}

/**
 * ECG v1.0 (004_e0e2bf9ed9dd62bf.txt): both heroes (morale, renown, madness, prayers), courts with
 * their resources ready and used, both formation lines with strength, wounds and preparation, the
 * stack, my hand and the rival's hand size. Moves are picked from the object they belong to:
 * a card in hand, a troop (its maneuvers and abilities) or the hero; targets by tapping the troop.
 */
export function EcgBoard({ state, mySeat, canAct, ended, legal, busy, send, seatName, match, t }: BoardProps) {
  const view = parseEcgView(state);
  const { picking, moves } = useEcgPicking(canAct ? legal : [], send);
  if (!view) return null;
  const me = mySeat ?? 0;
  const active = seatOnTurn(view, ended);
  // A phone reads the table top to bottom, the rival first and her hand last; the battle shows the
  // sides facing each other, the rival's lines above, hers below.
  return (
    <DuelTable
      board="ecg"
      phase={view.phase}
      prompt={{ canAct, live: match.status === 'live', t }}
      columnsClassName={styles.columns}
      seats={{ mySeat, active, seatName }}
      side={(side) => <EcgSide view={view} player={view.players[side.seat]!} {...side} picking={picking} t={t} />}
      turn={<TurnLine view={view} active={active} seatName={seatName} t={t} />}
      moves={<Moves view={view} me={me} {...moves} busy={busy} t={t} />}
      stack={<Stack view={view} seatName={seatName} t={t} />}
      field={<EcgBattle view={view} me={me} seated={mySeat !== null} seatName={seatName} picking={picking} t={t} />}
    />
  );
}

/** What is picked on the table (a hand card, a troop, the hero), the moves it leaves, and the troops they target. */
function useEcgPicking(legal: readonly LegalCommand[], send: BoardProps['send']) {
  const [selected, setSelected] = useState<string | null>(null);
  const byKey = useMemo(() => groupBy(legal, ecgMoveKey), [legal]);
  // A move made clears the pick: the next view asks anew (a played card is gone from the hand).
  const play: BoardProps['send'] = (command) => {
    setSelected(null);
    send(command);
  };
  const { chosen, chosenMoves, targets } = chosenOf(byKey, selected);
  const picking: Picking = {
    keys: new Set([...byKey.keys()].filter((key) => !OWN_PARTS.includes(key))),
    selected: chosen,
    targets: new Set(targets.keys()),
    onPick: (key) => setSelected(key === chosen ? null : key),
    onTarget: (instance) => {
      const options = targets.get(instance) ?? [];
      if (options.length === 1) play(commandOf(options[0]!));
    },
  };
  return { picking, moves: { byKey, chosen, chosenMoves, onCancel: () => setSelected(null), send: play } };
}

function TurnLine({
  view,
  active,
  seatName,
  t,
}: {
  view: EcgView;
  /** Whose turn goes on: null once the game or the match is over. */
  active: number | null;
  seatName: (seat: number) => string;
  t: Pick<BoardProps, 't'>['t'];
}) {
  return (
    <p className={`match__meta ${styles.turn}`} data-testid="ecg-turn">
      <span>
        {t(w.turn(view.turn))} · {t(w.phase[view.phase])}
      </span>
      {active !== null ? <span>{t(w.activePlayer(seatName(active)))}</span> : null}
      {view.waitingFor.length > 0 ? (
        <span className="muted">{t(w.waitingFor(view.waitingFor.map(seatName).join(', ')))}</span>
      ) : null}
      {view.pending ? (
        <span>
          {seatName(view.pending.seat)}: {t(w.pending(view.pending.count))}
        </span>
      ) : null}
      {view.reshuffleOffered ? (
        <span data-testid="ecg-reshuffle">
          {seatName(view.active)}: {t(w.reshuffleOffered)}
        </span>
      ) : null}
      {view.lastTurn !== null ? <span className="muted">{t(w.lastTurn(view.lastTurn))}</span> : null}
      {view.result ? (
        <span data-testid="ecg-end-reason">{t(w.endedBecause(ecgEndReason(view.result.reason)))}</span>
      ) : null}
    </p>
  );
}

/** The stack, top first; each item reads whole (the library's face), the top one open: it is what may be answered now. */
function Stack({ view, seatName, t }: { view: EcgView; seatName: (seat: number) => string; t: BoardProps['t'] }) {
  if (view.stack.length === 0) return null;
  return (
    <section className="clash" aria-label={t(w.stack)}>
      <h2>{t(w.stack)}</h2>
      <ol className="stack" data-testid="ecg-stack">
        {[...view.stack].reverse().map((item, at) => (
          <li key={item.id} data-testid="ecg-stack-item">
            <GameCard
              face={ecgStackFace(view, item)}
              t={t}
              open={at === 0}
              extra={<span className="muted">{seatName(item.seat)}</span>}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The maneuvers a picked troop may make, each with what it does (RULES-NOTES.md, "Battle maneuvers"). */
export function Maneuvers({ view, moves, t }: { view: EcgView; moves: readonly LegalCommand[]; t: BoardProps['t'] }) {
  const kinds = [
    ...new Set(
      moves.filter((entry) => typeOf(entry) === 'Maneuver').map((entry) => stringField(entry, 'maneuver') as Maneuver),
    ),
  ];
  if (kinds.length === 0) return null;
  return (
    <CardStrip testId="ecg-maneuvers">
      {kinds.map((kind) => (
        <GameCard key={kind} face={ecgManeuverFace(kind, view.format.chargeBonus)} t={t} open />
      ))}
    </CardStrip>
  );
}

interface MovesProps extends BoardMovesProps<EcgView> {
  readonly me: number;
  readonly chosenMoves: readonly LegalCommand[];
}

/** My moves: the picked object's (aimed at a target troop too), then the turn's own (reinforce, pass, end the turn…) by kind. */
function Moves({ view, me, byKey, chosen, chosenMoves, onCancel, busy, send, t }: MovesProps) {
  const card = chosen?.startsWith('card:') ? view.cards[chosen.slice(5)] : undefined;
  const aimHint = chosenMoves.some((entry) => numberField(entry, 'target') !== null) ? w.targetHint : null;
  return (
    <MovePanel
      board="ecg"
      byKey={byKey}
      unpickable={OWN_PARTS}
      picked={chosen === null ? null : { card, moves: chosenMoves, aimHint, onCancel }}
      responding={view.active !== me && view.stack.length > 0}
      words={w}
      busy={busy}
      send={send}
      t={t}
    >
      {byKey.has('reinforce') ? (
        <ReinforceChoices view={view} entries={byKey.get('reinforce')!} busy={busy} send={send} t={t} />
      ) : null}
      {byKey.has('discard') ? (
        <ForcedDiscard view={view} entries={byKey.get('discard')!} busy={busy} send={send} t={t} />
      ) : null}
      <Maneuvers view={view} moves={chosenMoves} t={t} />
    </MovePanel>
  );
}
