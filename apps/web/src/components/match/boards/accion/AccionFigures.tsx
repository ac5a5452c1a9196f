import { cardLabel, type AccionView, type EnemyView, type PlayerView } from '@cronica/accion';
import type { ReactNode } from 'react';
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

/** What a player's character and an enemy both show: name and marker, HP with its bar, then its own stats, flags and hand. */
interface FigureRowProps {
  figure: PlayerView | EnemyView;
  name: string;
  active: boolean;
  testId: string;
  handTestId: string;
  flags: readonly (string | false)[];
  /** What follows the HP bar: a player's MP and deck, an enemy's threat. */
  stats: ReactNode;
  t: Translate;
}

function FigureRow({ figure, name, active, testId, handTestId, flags, stats, t }: FigureRowProps) {
  const shown = flags.filter(Boolean);
  return (
    <li className={active ? `${styles.figure} ${styles.figureActive}` : styles.figure} data-testid={testId}>
      <strong>{name}</strong>
      {figure.marker ? <span className="muted"> ({t(figure.marker)})</span> : null} · HP {figure.hp}/{figure.maxHp}{' '}
      <Meter value={figure.hp} max={figure.maxHp} label={`HP ${name}`} /> · {stats}
      {shown.length > 0 ? <span className="muted"> · {shown.join(' · ')}</span> : null}
      <br />
      {t(words.hand)}:{' '}
      {figure.hand !== null ? (
        <PlayingCards cards={figure.hand} testId={handTestId} t={t} />
      ) : (
        <span className="muted">{t(words.hidden(figure.handCount))}</span>
      )}
    </li>
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
  ];
  return (
    <FigureRow
      figure={p}
      name={p.name ? `${p.name} (${seatName(p.seat)})` : seatName(p.seat)}
      active={view.turn?.actor === p.actor}
      testId={`accion-player-${p.seat}`}
      handTestId="accion-own-hand"
      flags={flags}
      stats={`MP ${p.mp} · ${t(words.deck(p.deckCount))}`}
      t={t}
    />
  );
}

function EnemyRow({ e, view, lang, t }: { e: EnemyView; view: AccionView; lang: Lang; t: Translate }) {
  return (
    <FigureRow
      figure={e}
      name={pick(e.name, lang)}
      active={view.turn?.actor === e.id}
      testId={`accion-enemy-${e.id}`}
      handTestId="accion-enemy-hand"
      flags={[e.defeated && t(words.defeated), e.interrupted && t(words.interrupted)]}
      stats={t(words.threat(e.threat))}
      t={t}
    />
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

/** One side of the table under its heading: its figures, one row each. */
function Side({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3>{title}</h3>
      <ul className={styles.list}>{children}</ul>
    </div>
  );
}

/** The two sides facing each other: the players' characters and the GM's enemies. */
export function AccionSides({ view, seatName, lang, t }: SidesProps) {
  return (
    <div className={styles.sides}>
      <Side title={t(words.players)}>
        {view.players.map((p) => (
          <PlayerRow key={p.seat} p={p} view={view} seatName={seatName} t={t} />
        ))}
      </Side>
      <Side title={t(words.enemies)}>
        {view.enemies.map((e) => (
          <EnemyRow key={e.id} e={e} view={view} lang={lang} t={t} />
        ))}
      </Side>
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
