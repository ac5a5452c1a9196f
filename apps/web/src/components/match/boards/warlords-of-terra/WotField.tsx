'use client';

import { useState } from 'react';
import type { TroopView, WotView, ZoneView } from '@cronica/warlords-of-terra';
import type { Translate } from '../../../../lib/i18n';
import { CardDialog, CardStrip, FieldTile, GameCard, kitWords, Legend, Note, type PiecePicking } from '../../kit';
import { faceOf } from './WotSide';
import styles from './wot.module.css';
import { wotWords as w } from './words';

/** What the battlefield may be clicked for: my troops with moves, and zones a picked move goes to. */
export interface FieldPicking extends PiecePicking {
  readonly zones: ReadonlySet<number>;
  readonly onZone: (zone: number) => void;
}

/** The flags a troop carries on the table (just summoned, in tension, flipped), in words. */
const troopFlags = (troop: TroopView) =>
  [troop.preparing ? w.preparing : null, troop.tension ? w.tension : null, troop.flipped ? w.flipped : null].filter(
    (flag) => flag !== null,
  );

/** Beside a troop's card: where it stands and whose it is, the objects it carries by name, and its flags. */
function TroopOnTable({ view, troop, me, t }: { view: WotView; troop: TroopView; me: number; t: Translate }) {
  const objects = troop.objects.map((object) =>
    object.durability === null
      ? t(faceOf(view, object.card).name)
      : `${t(faceOf(view, object.card).name)} (${object.durability})`,
  );
  return (
    <span className="muted">
      {t(w.troopWhere(view.board.zones[troop.zone]?.name ?? '?', troop.seat === me))}
      {objects.length > 0 ? ` · ${t(w.carries(objects.join(', ')))}` : ''}
      {troopFlags(troop).map((flag) => ` · ${t(flag)}`)}
    </span>
  );
}

/** The card of the troop a tap on the field opened (none once it has left the field). */
function InspectedTroop(props: { view: WotView; uid: number | null; me: number; onClose: () => void; t: Translate }) {
  const { view, uid, me, onClose, t } = props;
  const troop = uid === null ? undefined : view.troops.find((x) => x.uid === uid);
  return (
    <CardDialog
      face={troop?.face ?? null}
      pieceKey={String(uid)}
      extra={troop ? <TroopOnTable view={view} troop={troop} me={me} t={t} /> : null}
      onClose={onClose}
      testId="wot-troop-card"
      t={t}
    />
  );
}

/** Every troop on the field as a card face, with the zone it stands in. */
function FieldCards({ view, me, t }: { view: WotView; me: number; t: Translate }) {
  return (
    <details className={styles.fieldCards} data-testid="wot-field-cards">
      <summary>{t(w.fieldCards(view.troops.length))}</summary>
      <CardStrip>
        {view.troops.map((troop) => (
          <GameCard
            key={troop.uid}
            face={troop.face}
            t={t}
            testId="wot-field-card"
            extra={<TroopOnTable view={view} troop={troop} me={me} t={t} />}
          />
        ))}
      </CardStrip>
    </details>
  );
}

/** At most this many troops and field objects on the 25 zones, the field is mostly empty: a laptop shows it small, beside the hand. */
const SPARSE_AT_MOST = 6;

/** Whether the field is empty or nearly so (the start of a game), so its zones may shrink. */
export const fieldIsSparse = (view: WotView): boolean =>
  view.troops.length + view.fieldObjects.length <= SPARSE_AT_MOST;

/**
 * The battlefield (RULES-NOTES.md, "The base game"): zones by row, the viewer's summoning line at
 * the bottom, each zone with its troop (attack, life left, speed) or field object, and whether a
 * rival troop threatens it. A troop a tap can't pick (a rival's, one of mine without moves) opens
 * its whole card instead. Its hint, legend and troop cards are `WotFieldNotes`, laid out apart so
 * the field and the hand share a laptop's first screen.
 */
export function WotField({ view, me, picking, t }: { view: WotView; me: number; picking: FieldPicking; t: Translate }) {
  const [inspected, setInspected] = useState<number | null>(null);
  const rows = Array.from({ length: view.board.rows }, (_, row) => row);
  const ordered = me === 0 ? [...rows].reverse() : rows;
  return (
    <section
      className={`side ${styles.fieldBox}${fieldIsSparse(view) ? ` ${styles.sparse}` : ''}`}
      aria-label={t(w.field)}
    >
      <h2 className={styles.title}>{t(w.field)}</h2>
      <div
        className={styles.field}
        style={{ gridTemplateColumns: `repeat(${view.board.columns}, minmax(0, 1fr))` }}
        data-testid="wot-field"
      >
        {ordered.flatMap((row) =>
          view.board.zones
            .filter((zone) => zone.row === row)
            .map((zone) => (
              <Zone key={zone.zone} view={view} zone={zone} me={me} picking={picking} onInspect={setInspected} t={t} />
            )),
        )}
      </div>
      <InspectedTroop view={view} uid={inspected} me={me} onClose={() => setInspected(null)} t={t} />
    </section>
  );
}

/** What the field's marks mean, where the player's line is, and every troop on it as a card. */
export function WotFieldNotes({ view, me, t }: { view: WotView; me: number; t: Translate }) {
  return (
    <section className={`side ${styles.fieldBox}`} aria-label={t(w.legendTitle)}>
      <Note>{t(w.fieldHint)}</Note>
      <Legend title={w.legendTitle} items={w.legend} t={t} testId="wot-legend" />
      {view.troops.length > 0 ? <FieldCards view={view} me={me} t={t} /> : null}
    </section>
  );
}

interface ZoneProps {
  view: WotView;
  zone: ZoneView;
  me: number;
  picking: FieldPicking;
  /** Opens a troop's card (a tap on a troop that is no choice now). */
  onInspect: (uid: number) => void;
  t: Translate;
}

/** What stands in a zone: its troop and field object, and whether a rival troop threatens it. */
function ZoneContent({ view, zone, me, t }: Omit<ZoneProps, 'picking' | 'onInspect'>) {
  const troop = zone.troop === null ? undefined : view.troops.find((x) => x.uid === zone.troop);
  const object = zone.fieldObject === null ? undefined : view.fieldObjects.find((f) => f.uid === zone.fieldObject);
  const threatened = zone.threatenedBy.includes(1 - me);
  return (
    <>
      <span className={styles.zoneName}>
        {zone.name}
        {threatened ? ' ⚠' : ''}
      </span>
      {troop ? <TroopBody troop={troop} me={me} t={t} /> : null}
      {object ? (
        <span className={styles.object}>
          {t(object.name)} ({object.durability})
        </span>
      ) : null}
    </>
  );
}

function Zone({ view, zone, me, picking, onInspect, t }: ZoneProps) {
  const standing = zone.troop === null ? undefined : view.troops.find((x) => x.uid === zone.troop);
  const troop = standing?.uid ?? null;
  const troopName = standing?.name;
  const key = troop === null ? null : `uid:${troop}`;
  const target = picking.zones.has(zone.zone);
  const own = key !== null && picking.keys.has(key);
  const line = zone.lineOf === me ? styles.myLine : zone.lineOf !== null ? styles.rivalLine : '';
  const onPress = target
    ? () => picking.onZone(zone.zone)
    : own && key !== null
      ? () => picking.onPick(key)
      : undefined;
  return (
    <FieldTile
      className={`${styles.zone} ${line}`}
      actionable={own}
      target={target}
      picked={key !== null && picking.selected === key}
      onPress={onPress}
      onInspect={troop === null ? undefined : () => onInspect(troop)}
      inspectLabel={troopName === undefined ? undefined : t(kitWords.readCard(t(troopName)))}
      testId="wot-zone"
      data={onPress ? { 'data-zone': zone.name, 'data-target': target } : { 'data-zone': zone.name }}
    >
      <ZoneContent view={view} zone={zone} me={me} t={t} />
    </FieldTile>
  );
}

function TroopBody({ troop, me, t }: { troop: TroopView; me: number; t: Translate }) {
  const flags = troopFlags(troop);
  return (
    <span
      className={`${styles.troop} ${troop.seat === me ? styles.mine : styles.theirs}`}
      data-testid="wot-troop"
      data-mine={troop.seat === me}
    >
      <span className={styles.troopName}>{t(troop.name)}</span>
      <span aria-hidden="true">
        ⚔{troop.atk} ♥{troop.life - troop.damage} ➜{troop.speed}
      </span>
      <span className="visually-hidden">{t(w.troopStats(troop.atk, troop.life - troop.damage, troop.speed))}</span>
      {troop.objects.length > 0 || flags.length > 0 ? (
        <span className={styles.muted}>
          {troop.objects.length > 0 ? <span>{t(w.objects(troop.objects.length))} </span> : null}
          {flags.map((f) => (
            <span key={f.en}>{t(f)} </span>
          ))}
        </span>
      ) : null}
    </span>
  );
}
