import type { EcgCardInfo, EcgTroopView, EcgView, Line } from '@cronica/ecg';
import { CardStrip, CardTextToggle, FieldTile } from '../../kit';
import type { Translate } from '../../../../lib/i18n';
import type { Picking } from './EcgSide';
import styles from './ecg.module.css';
import { nameOf } from './EcgZones';
import { ecgWords as w } from './words';

interface BattleProps {
  readonly view: EcgView;
  /** The seat shown at the bottom: the player's own (seat 0 for a judge or a spectator). */
  readonly me: number;
  /** Whether the bottom half is the viewer's own side ("Tu lado") or only a seat's ("Lado de …"). */
  readonly seated: boolean;
  readonly seatName: (seat: number) => string;
  readonly picking: Picking;
  readonly t: Translate;
}

/**
 * The battle zone (004_e0e2bf9ed9dd62bf.txt, "Zonas de Juego"), the two sides facing each other as
 * at a real table: the rival's back line (Soporte) at the very top, its front line (Infantería)
 * towards the middle, then the player's front line and her back line below. Adjacency runs across
 * that order (libs/rules/ecg board.ts, `linesAcross`); the web only lays it out.
 */
export function EcgBattle({ view, me, seated, seatName, picking, t }: BattleProps) {
  const rival = 1 - me;
  const half = (seat: number, lines: readonly Line[], mine: boolean) => {
    const owner = mine && seated ? w.yourSide : w.sideOf(seatName(seat));
    return (
      <div
        className={`${styles.half} ${mine ? styles.mineHalf : styles.rivalHalf}`}
        data-testid={mine ? 'ecg-my-lines' : 'ecg-rival-lines'}
        data-seat={seat}
      >
        <h3 className={styles.halfTitle}>{t(owner)}</h3>
        {lines.map((line) => (
          <FormationLine key={line} view={view} line={line} seat={seat} picking={picking} t={t} />
        ))}
      </div>
    );
  };
  return (
    <section className={`side ${styles.battle}`} aria-label={t(w.battle)} data-testid="ecg-battle">
      {half(rival, ['support', 'infantry'], false)}
      <p className={styles.front}>{t(w.front)}</p>
      {half(me, ['infantry', 'support'], true)}
    </section>
  );
}

/** One formation line: which it is (front or back) and how full, beside its troops. */
function FormationLine({
  view,
  line,
  seat,
  picking,
  t,
}: {
  view: EcgView;
  line: Line;
  seat: number;
  picking: Picking;
  t: Translate;
}) {
  const troops = view.players[seat]![line];
  return (
    <div className={styles.line} data-line={line}>
      <span className={`side__label ${styles.lineLabel}`}>
        {t(w.lineName(line, troops.length, view.format.lineLimit))}
      </span>
      <CardStrip empty={t(w.empty)} field>
        {troops.map((troop) => (
          <div key={troop.instance} className={styles.troopCell}>
            <TroopTile view={view} troop={troop} picking={picking} t={t} />
            <TroopText view={view} troop={troop} t={t} />
          </div>
        ))}
      </CardStrip>
    </div>
  );
}

function TroopTile({
  view,
  troop,
  picking,
  t,
}: {
  view: EcgView;
  troop: EcgTroopView;
  picking: Picking;
  t: Translate;
}) {
  const key = `obj:${troop.instance}`;
  const target = picking.targets.has(troop.instance);
  const active = picking.keys.has(key);
  return (
    <FieldTile
      className={styles.troop}
      actionable={active}
      target={target}
      picked={picking.selected === key}
      onPress={target ? () => picking.onTarget(troop.instance) : active ? () => picking.onPick(key) : undefined}
      testId="ecg-troop"
      data={{ 'data-instance': troop.instance }}
    >
      <TroopLines view={view} troop={troop} t={t} />
    </FieldTile>
  );
}

/** The troop's card text beside its tile, a tap away: what it does is read where it is targeted or maneuvered. */
function TroopText({ view, troop, t }: { view: EcgView; troop: EcgTroopView; t: Translate }) {
  const text = view.cards[troop.card]?.text;
  return text ? <CardTextToggle text={text} t={t} /> : null;
}

/** A troop's name over its strength (now/printed), wounds, and whether it is preparing, has maneuvered or is ready: two lines. */
function TroopLines({ view, troop, t }: { view: EcgView; troop: EcgTroopView; t: Translate }) {
  const info: EcgCardInfo | undefined = view.cards[troop.card];
  return (
    <>
      <strong>{t(nameOf(view, troop.card))}</strong>
      <span>
        ⚔ {troop.strength}
        {info ? `/${info.strength}` : ''}
        {troop.wounds > 0 ? ` · ${t(w.wounds(troop.wounds))}` : ''} ·{' '}
        <span className="muted">
          {troop.preparation > 0
            ? t(w.preparation(troop.preparation))
            : troop.maneuvered
              ? t(w.maneuvered)
              : t(w.ready)}
        </span>
      </span>
    </>
  );
}
