'use client';

import { useMemo, useReducer } from 'react';
import type { WotView } from '@cronica/warlords-of-terra';
import type { LegalCommand } from '../../../../graphql/match';
import { DuelTable, seatOnTurn } from '../../kit';
import { MovePanel, type BoardMovesProps, type PickedMoves } from '../MovePanel';
import { commandOf, groupBy, moveKeyBy, numberField, typeOf } from '../picks';
import type { BoardProps } from '../types';
import { NOTHING_PICKED, nextSelection } from './selection';
import { SideboardPicker } from './SideboardPicker';
import { parseWotView } from './view';
import { StackAndCombat } from './WotStack';
import { WotField, WotFieldNotes, type FieldPicking } from './WotField';
import { faceOf, WotSide } from './WotSide';
import styles from './wot.module.css';
import { wotWords as w } from './words';

const HAND_MOVES = ['SummonTroop', 'BuildPlace', 'ForgeObject', 'CastSpell', 'DiscardCard'];

const wotObjectKey = moveKeyBy([
  { kind: 'card', field: 'card', types: HAND_MOVES },
  { kind: 'uid', field: 'troop', types: ['MoveTroop', 'Attack', 'RangedAttack'] },
  { kind: 'uid', field: 'source', types: ['ActivateAbility'] },
  { kind: 'uid', field: 'object', types: ['EquipObject', 'DestroyObject'] },
  { kind: 'power', field: 'power', types: ['UseHeroPower'] },
]);

/** Which object a move belongs to: a hand card, a troop/place/object by uid, the hero, the pre-sideboard or the turn. */
export function wotMoveKey(entry: LegalCommand): string {
  return typeOf(entry) === 'SwapSideboardCard' ? 'sideboard' : wotObjectKey(entry);
}

/** The zone a move goes to or aims at, for picking it on the battlefield. */
function zoneOf(view: WotView, entry: LegalCommand): number | null {
  const data = commandOf(entry).data;
  const zoneOfTroop = (uid: unknown) => view.troops.find((troop) => troop.uid === uid)?.zone ?? null;
  switch (typeOf(entry)) {
    case 'SummonTroop':
      return numberField(entry, 'zone');
    case 'MoveTroop':
      return numberField(entry, 'to');
    case 'RangedAttack':
      return numberField(entry, 'zone');
    case 'Attack':
      return typeof (data.strike as { zone?: unknown })?.zone === 'number'
        ? (data.strike as { zone: number }).zone
        : null;
    case 'EquipObject':
      return zoneOfTroop(data.troop);
    default: {
      const target = data.target as { kind?: string; uid?: number } | undefined;
      return target?.kind === 'troop' ? zoneOfTroop(target.uid) : null;
    }
  }
}

/**
 * Warlords of Terra (002_a36596f8eaed8fcc.txt): the battlefield with summoning lines and threat
 * areas, both sides' life, mana, gold, power, places and armory, my hand and both decks' sizes, the
 * stack and the combat. Moves are picked from their card, troop or object, and their zone on the field.
 */
export function WotBoard({ state, mySeat, canAct, ended, legal, busy, send, seatName, match, t }: BoardProps) {
  const view = parseWotView(state);
  const table = useWotPicking(view, canAct ? legal : [], send);
  if (!view) return null;
  const me = mySeat ?? 0;
  const { picking } = table;
  const active = seatOnTurn(view, ended);
  return (
    <DuelTable
      board="wot"
      phase={view.phase}
      prompt={{ canAct, live: match.status === 'live', t }}
      className={styles.board}
      columnsClassName={styles.columns}
      seats={{ mySeat, active, seatName }}
      side={(side) => <WotSide view={view} player={view.players[side.seat]!} {...side} {...picking} t={t} />}
      turn={<TurnLine view={view} active={active} seatName={seatName} t={t} />}
      moves={<Moves view={view} me={me} {...table.moves} busy={busy} t={t} />}
      stack={<StackAndCombat view={view} seatName={seatName} t={t} />}
      field={<WotField view={view} me={me} picking={picking} t={t} />}
    >
      <WotFieldNotes view={view} me={me} t={t} />
    </DuelTable>
  );
}

/** What is picked on the table (a card, a troop, then maybe a zone) and the moves it leaves. */
function useWotPicking(view: WotView | null, legal: readonly LegalCommand[], send: BoardProps['send']) {
  const [selection, dispatch] = useReducer(nextSelection, NOTHING_PICKED);
  const byKey = useMemo(() => groupBy(legal, wotMoveKey), [legal]);
  const chosen = selection.key !== null && byKey.has(selection.key) ? selection.key : null;
  const sendMove: BoardProps['send'] = (command) => {
    dispatch({ kind: 'sent' });
    send(command);
  };
  const chosenMoves = chosen === null ? [] : byKey.get(chosen)!;
  const byZone = groupBy(
    chosenMoves.filter((entry) => view !== null && zoneOf(view, entry) !== null),
    (entry) => String(zoneOf(view!, entry)),
  );
  const pick = (key: string) => dispatch({ kind: 'pick', key, shown: chosen });
  const picking: FieldPicking = {
    keys: new Set([...byKey.keys()].filter((key) => key !== 'turn' && key !== 'sideboard')),
    selected: chosen,
    zones: new Set([...byZone.keys()].map(Number)),
    onPick: pick,
    onZone: (zone) => {
      const options = byZone.get(String(zone)) ?? [];
      if (options.length === 1) sendMove(commandOf(options[0]!));
      else dispatch({ kind: 'zone', zone });
    },
  };
  const zoneFilter = chosen === null ? null : selection.zone;
  const shown = zoneFilter === null ? chosenMoves : (byZone.get(String(zoneFilter)) ?? chosenMoves);
  return { picking, moves: { byKey, chosen, shown, onCancel: () => pick(chosen ?? ''), send: sendMove } };
}

/** The game and turn, phase and step, whose turn it is (`active`, null once over), who decides, games won and time. */
function TurnLine(props: {
  view: WotView;
  active: number | null;
  seatName: (seat: number) => string;
  t: BoardProps['t'];
}) {
  const { view, active, seatName, t } = props;
  const wins = [0, 1].map((seat) => view.games.filter((game) => game.winner === seat).length);
  return (
    <p className={`match__meta ${styles.turn}`} data-testid="wot-turn">
      <span>
        {t(w.game(view.game, view.bestOf))} · {t(w.turn(view.turn))}
      </span>
      <span>
        {t(view.labels.phase)}
        {view.labels.step ? ` · ${t(view.labels.step)}` : ''}
      </span>
      {active !== null ? <span>{t(w.activePlayer(seatName(active)))}</span> : null}
      {view.decision.seats.length > 0 ? (
        <span className="muted">{t(w.deciding(view.decision.seats.map(seatName).join(', ')))}</span>
      ) : null}
      {view.bestOf > 1 ? <span>{t(w.wins(wins[0]!, wins[1]!))}</span> : null}
      {view.time ? <span>{t(w.time(view.time.lastTurn))}</span> : null}
    </p>
  );
}

interface MovesProps extends BoardMovesProps<WotView> {
  readonly me: number;
  readonly shown: readonly LegalCommand[];
}

/** My moves: the pre-sideboard between games, the picked object's moves (aimed at a zone too), then the turn's. */
function Moves({ view, me, byKey, chosen, shown, onCancel, busy, send, t }: MovesProps) {
  const card = pickedCard(view, chosen);
  const picked: PickedMoves | null =
    chosen === null
      ? null
      : {
          card,
          moves: shown,
          aimHint: shown.some((entry) => zoneOf(view, entry) !== null) ? w.zoneHint : null,
          onCancel,
        };
  return (
    <MovePanel
      board="wot"
      byKey={byKey}
      unpickable={['sideboard']}
      picked={picked}
      responding={view.active !== me && (view.stack.length > 0 || view.combat !== null)}
      words={w}
      busy={busy}
      send={send}
      t={t}
    >
      {view.labels.decision ? (
        <p className={styles.decision} role="status" data-testid="wot-decision">
          {t(view.labels.decision)}
        </p>
      ) : null}
      {byKey.has('sideboard') ? (
        <SideboardPicker view={view} entries={byKey.get('sideboard')!} busy={busy} send={send} t={t} />
      ) : null}
    </MovePanel>
  );
}

/** The picked object's card, name and full text, shown above its moves. */
function pickedCard(view: WotView, chosen: string | null): PickedMoves['card'] {
  if (chosen === null) return undefined;
  const [kind, id] = [chosen.slice(0, chosen.indexOf(':')), chosen.slice(chosen.indexOf(':') + 1)];
  if (kind === 'card') return faceOf(view, id);
  if (kind === 'power') return view.players.flatMap((p) => p.powers ?? []).find((p) => p.id === id)?.face;
  const troop = view.troops.find((x) => x.uid === Number(id));
  if (troop) return troop.face;
  const object = view.players.flatMap((p) => [...p.places, ...p.armory]).find((x) => x.uid === Number(id));
  return object ? faceOf(view, object.card) : undefined;
}
