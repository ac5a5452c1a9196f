import { cardLabel, type AccionView, type EnemyView, type PlayerView } from '@cronica/accion';
import { pick, type Lang } from '@cronica/util';
import type { Translate } from '../../../../lib/i18n';
import { boardWords as words } from './words';
import styles from './accion.module.css';
import { PlayingCards } from './PlayingCards';

function Meter({ value, max, label }: { value: number; max: number; label: string }) {
  return (
    <meter className={styles.meter} min={0} max={Math.max(max, 1)} value={Math.max(value, 0)} aria-label={label} />
  );
}

function PlayerRow({
  p,
  view,
  seatName,
  t,
}: {
  p: PlayerView;
  view: AccionView;
  seatName: (seat: number) => string;
  t: Translate;
}) {
  const flags = [
    p.fallen && t(words.fallen),
    p.withdrawn && t(words.withdrawn),
    p.prepared && t(words.prepared),
    p.nextTurnActions < 3 && t(words.nextTurn(p.nextTurnActions)),
  ].filter(Boolean);
  const name = p.name ? `${p.name} (${seatName(p.seat)})` : seatName(p.seat);
  return (
    <li
      className={view.turn?.actor === p.actor ? `${styles.figure} ${styles.figureActive}` : styles.figure}
      data-testid={`accion-player-${p.seat}`}
    >
      <strong>{name}</strong>
      {p.marker ? <span className="muted"> ({t(p.marker)})</span> : null} · HP {p.hp}/{p.maxHp}{' '}
      <Meter value={p.hp} max={p.maxHp} label={`HP ${name}`} /> · MP {p.mp} · {t(words.deck(p.deckCount))}
      {flags.length > 0 ? <span className="muted"> · {flags.join(' · ')}</span> : null}
      <br />
      {t(words.hand)}:{' '}
      {p.hand !== null ? (
        <PlayingCards cards={p.hand} testId="accion-own-hand" t={t} />
      ) : (
        <span className="muted">{t(words.hidden(p.handCount))}</span>
      )}
    </li>
  );
}

function EnemyRow({ e, view, lang, t }: { e: EnemyView; view: AccionView; lang: Lang; t: Translate }) {
  const name = pick(e.name, lang);
  const flags = [e.defeated && t(words.defeated), e.interrupted && t(words.interrupted)].filter(Boolean);
  return (
    <li
      className={view.turn?.actor === e.id ? `${styles.figure} ${styles.figureActive}` : styles.figure}
      data-testid={`accion-enemy-${e.id}`}
    >
      <strong>{name}</strong>
      {e.marker ? <span className="muted"> ({t(e.marker)})</span> : null} · HP {e.hp}/{e.maxHp}{' '}
      <Meter value={e.hp} max={e.maxHp} label={`HP ${name}`} /> · {t(words.threat(e.threat))}
      {flags.length > 0 ? <span className="muted"> · {flags.join(' · ')}</span> : null}
      <br />
      {t(words.hand)}:{' '}
      {e.hand !== null ? (
        <PlayingCards cards={e.hand} testId="accion-enemy-hand" t={t} />
      ) : (
        <span className="muted">{t(words.hidden(e.handCount))}</span>
      )}
    </li>
  );
}

/** The encounter's bars: each objective's progress and threat, and the threat bar itself. */
export function AccionBars({ view, lang, t }: { view: AccionView; lang: Lang; t: Translate }) {
  return (
    <div>
      <h3>{t(words.bars)}</h3>
      <ul className={styles.list}>
        {view.objectives.map((b) => (
          <li key={b.id}>
            {pick(b.name, lang)} · {b.progress}/{b.size}{' '}
            <Meter value={b.progress} max={b.size} label={pick(b.name, lang)} /> · {t(words.threat(b.threat))}
          </li>
        ))}
        {view.threat ? (
          <li>
            {pick(view.threat.name, lang)} · {view.threat.progress}/{view.threat.size}{' '}
            <Meter value={view.threat.progress} max={view.threat.size} label={pick(view.threat.name, lang)} />
          </li>
        ) : null}
      </ul>
    </div>
  );
}

interface SidesProps {
  view: AccionView;
  seatName: (seat: number) => string;
  lang: Lang;
  t: Translate;
}

/** The two sides facing each other: the players' characters and the GM's enemies. */
export function AccionSides({ view, seatName, lang, t }: SidesProps) {
  return (
    <div className={styles.sides}>
      <div>
        <h3>{t(words.players)}</h3>
        <ul className={styles.list}>
          {view.players.map((p) => (
            <PlayerRow key={p.seat} p={p} view={view} seatName={seatName} t={t} />
          ))}
        </ul>
      </div>
      <div>
        <h3>{t(words.enemies)}</h3>
        <ul className={styles.list}>
          {view.enemies.map((e) => (
            <EnemyRow key={e.id} e={e} view={view} lang={lang} t={t} />
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The cards donated to the table, each with who gave it. */
export function TableCards({ view, seatName, t }: Omit<SidesProps, 'lang'>) {
  return (
    <p>
      {t(words.table)}: {view.table.map((c) => `${cardLabel(c.card)} (${t(words.by(seatName(c.donor)))})`).join(' · ')}
    </p>
  );
}
