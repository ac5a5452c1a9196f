import type { TroopView, WotView, ZoneView } from '@cronica/warlords-of-terra';
import type { Translate } from '../../../../lib/i18n';
import styles from './wot.module.css';
import { wotWords as w } from './words';

/** What the battlefield may be clicked for: my troops with moves, and zones a picked move goes to. */
export interface FieldPicking {
  readonly keys: ReadonlySet<string>;
  readonly selected: string | null;
  readonly zones: ReadonlySet<number>;
  readonly onPick: (key: string) => void;
  readonly onZone: (zone: number) => void;
}

/**
 * The battlefield (RULES-NOTES.md, "The base game"): zones by row, the viewer's summoning line at
 * the bottom, each zone with its troop (attack, life left, speed) or field object, and whether a
 * rival troop threatens it.
 */
export function WotField({ view, me, picking, t }: { view: WotView; me: number; picking: FieldPicking; t: Translate }) {
  const rows = Array.from({ length: view.board.rows }, (_, row) => row);
  const ordered = me === 0 ? [...rows].reverse() : rows;
  return (
    <section className={`side ${styles.fieldBox}`} aria-label={t(w.field)}>
      <h2 className={styles.title}>{t(w.field)}</h2>
      <div className={styles.field} style={{ gridTemplateColumns: `repeat(${view.board.columns}, minmax(0, 1fr))` }} data-testid="wot-field">
        {ordered.flatMap((row) =>
          view.board.zones.filter((zone) => zone.row === row).map((zone) => <Zone key={zone.zone} view={view} zone={zone} me={me} picking={picking} t={t} />),
        )}
      </div>
      <p className={styles.small}>{t(w.fieldHint)}</p>
    </section>
  );
}

function Zone({ view, zone, me, picking, t }: { view: WotView; zone: ZoneView; me: number; picking: FieldPicking; t: Translate }) {
  const troop = zone.troop === null ? undefined : view.troops.find((x) => x.uid === zone.troop);
  const object = zone.fieldObject === null ? undefined : view.fieldObjects.find((f) => f.uid === zone.fieldObject);
  const key = troop ? `uid:${troop.uid}` : null;
  const target = picking.zones.has(zone.zone);
  const own = key !== null && picking.keys.has(key);
  const threatened = zone.threatenedBy.includes(1 - me);
  const classes = [
    styles.zone,
    zone.lineOf === me ? styles.myLine : zone.lineOf !== null ? styles.rivalLine : '',
    own ? styles.actionable : '',
    target ? styles.target : '',
    key !== null && picking.selected === key ? styles.selected : '',
  ].join(' ');
  const content = (
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
  const onClick = target ? () => picking.onZone(zone.zone) : own && key !== null ? () => picking.onPick(key) : undefined;
  return onClick ? (
    <button
      type="button"
      className={classes}
      onClick={onClick}
      data-testid="wot-zone"
      data-zone={zone.name}
      data-target={target}
      aria-pressed={key !== null && picking.selected === key}
    >
      {content}
    </button>
  ) : (
    <div className={classes} data-testid="wot-zone" data-zone={zone.name}>
      {content}
    </div>
  );
}

function TroopBody({ troop, me, t }: { troop: TroopView; me: number; t: Translate }) {
  const flags = [troop.preparing ? t(w.preparing) : null, troop.tension ? t(w.tension) : null, troop.flipped ? t(w.flipped) : null].filter(Boolean).join(', ');
  return (
    <span
      className={`${styles.troop} ${troop.seat === me ? styles.mine : styles.theirs}`}
      title={[t(troop.name), ...troop.keywords.map((k) => t(k.name)), flags].filter(Boolean).join(' · ')}
      data-testid="wot-troop"
    >
      <span className={styles.troopName}>{t(troop.name)}</span>
      <span>
        ⚔{troop.atk} ♥{troop.life - troop.damage}
      </span>
      <span className={styles.muted}>
        ➜{troop.speed}
        {troop.objects.length > 0 ? ` +${troop.objects.length}` : ''}
        {flags ? ' ·' : ''}
      </span>
    </span>
  );
}
