import {
  ecgCardFace,
  ecgHandFace,
  type EcgCardInfo,
  type EcgPlayerView,
  type EcgTroopView,
  type EcgView,
  type Line,
} from '@cronica/ecg';
import { GameCard } from '../../kit';
import type { Localized } from '@cronica/util';
import type { Translate } from '../../../../lib/i18n';
import styles from './ecg.module.css';
import { ecgWords as w } from './words';

/** What a side may be clicked for: objects with moves of their own, and troops a picked move can target. */
export interface Picking {
  /** Selection keys that have moves (`card:<id>` for hand cards, `obj:<instance>` for cards in play). */
  readonly keys: ReadonlySet<string>;
  readonly selected: string | null;
  /** Instances the selected move can target. */
  readonly targets: ReadonlySet<number>;
  readonly onPick: (key: string) => void;
  readonly onTarget: (instance: number) => void;
}

interface SideProps {
  readonly view: EcgView;
  readonly player: EcgPlayerView;
  readonly name: string;
  readonly mine: boolean;
  readonly picking: Picking;
  readonly t: Translate;
}

const nameOf = (view: EcgView, id: string): Localized => view.cards[id]?.name ?? { es: id, en: id };

/** One player's half of the table: hero, court, resources, both formation lines, hand and piles. */
export function EcgSide({ view, player, name, mine, picking, t }: SideProps) {
  const lines: Line[] = mine ? ['infantry', 'support'] : ['support', 'infantry'];
  const limit = view.format.courtLimit;
  return (
    <section className={`side ${styles.side}`} data-testid={mine ? 'ecg-my-side' : 'ecg-rival-side'} aria-label={name}>
      <HeroPanel view={view} player={player} name={name} picking={picking} t={t} />
      <p className={styles.small} data-testid="ecg-resources">
        {t(w.resources(player.resources.ready, player.resources.used))}
      </p>
      <div className={styles.zone}>
        <span className="side__label">{t(w.court(player.court.length, limit))}</span>
        <ul className={styles.cards}>
          {player.court.map((c) => (
            <li key={c.instance}>
              <CardChip
                view={view}
                id={c.card}
                instance={c.instance}
                picking={picking}
                t={t}
                note={c.used ? t(w.used) : null}
                dim={c.used}
              />
            </li>
          ))}
          {player.court.length === 0 ? <li className="muted">{t(w.empty)}</li> : null}
        </ul>
      </div>
      {player.legacy.length > 0 ? (
        <div className={styles.zone}>
          <span className="side__label">{t(w.legacy)}</span>
          <ul className={styles.cards}>
            {player.legacy.map((c) => (
              <li key={c.instance}>
                <CardChip view={view} id={c.card} instance={c.instance} picking={picking} t={t} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {lines.map((line) => (
        <FormationLine key={line} view={view} line={line} troops={player[line]} picking={picking} t={t} />
      ))}
      <HandRow view={view} player={player} mine={mine} picking={picking} t={t} />
      <p className={styles.small}>
        {t(w.piles(player.deckCount, player.discardCount, player.exileCount))} ·{' '}
        {t(w.reshuffles(player.reshufflesLeft))}
      </p>
      {player.discard !== null && player.discard.length + (player.exile?.length ?? 0) > 0 ? (
        <details className={styles.small}>
          <summary>{t(w.yourDiscard)}</summary>
          <p>{[...player.discard, ...(player.exile ?? [])].map((id) => t(nameOf(view, id))).join(' · ')}</p>
        </details>
      ) : null}
    </section>
  );
}

function HeroPanel({ view, player, name, picking, t }: Omit<SideProps, 'mine'>) {
  const hero = player.hero;
  const share = hero.maxMorale > 0 ? Math.max(0, Math.min(1, hero.morale / hero.maxMorale)) : 0;
  const active = view.active === player.seat && view.phase !== 'over';
  return (
    <div className={styles.hero}>
      <div className="side__head">
        <h2>
          {name}
          {active ? ' ●' : ''}
        </h2>
        <CardChip view={view} id={hero.card} instance={hero.instance} picking={picking} t={t} />
      </div>
      <div className="hero__life" title={t(w.morale)}>
        <span className="hero__life-bar" style={{ width: `${share * 100}%` }} />
        <span className="hero__life-text" data-testid="ecg-morale">
          {t(w.morale)} {hero.morale}/{hero.maxMorale}
        </span>
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>{t(w.renown)}</dt>
          <dd data-testid="ecg-renown">
            {hero.renown}/{view.format.renownToWin}
          </dd>
        </div>
        <div>
          <dt>{t(w.madness)}</dt>
          <dd>
            {hero.madness}/{view.format.madnessThreshold}
          </dd>
        </div>
        <div>
          <dt>{t(w.prayers)}</dt>
          <dd>
            {player.prayers}/{view.format.prayersToWin}
          </dd>
        </div>
      </dl>
    </div>
  );
}

function FormationLine({
  view,
  line,
  troops,
  picking,
  t,
}: {
  view: EcgView;
  line: Line;
  troops: readonly EcgTroopView[];
  picking: Picking;
  t: Translate;
}) {
  return (
    <div className={styles.zone} data-line={line}>
      <span className="side__label">
        {t(w.line[line])} ({troops.length}/{view.format.lineLimit})
      </span>
      <ul className={styles.troops}>
        {troops.map((troop) => (
          <li key={troop.instance}>
            <TroopTile view={view} troop={troop} picking={picking} t={t} />
          </li>
        ))}
        {troops.length === 0 ? <li className="muted">{t(w.empty)}</li> : null}
      </ul>
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
  const info: EcgCardInfo | undefined = view.cards[troop.card];
  const classes = [
    styles.troop,
    active ? styles.actionable : '',
    target ? styles.target : '',
    picking.selected === key ? styles.selected : '',
  ].join(' ');
  const onClick = target ? () => picking.onTarget(troop.instance) : active ? () => picking.onPick(key) : undefined;
  const body = (
    <>
      <strong>{t(nameOf(view, troop.card))}</strong>
      <span>
        ⚔ {troop.strength}
        {info ? `/${info.strength}` : ''}
        {troop.wounds > 0 ? ` · ${t(w.wounds(troop.wounds))}` : ''}
      </span>
      <span className="muted">
        {troop.preparation > 0 ? t(w.preparation(troop.preparation)) : troop.maneuvered ? t(w.maneuvered) : t(w.ready)}
      </span>
    </>
  );
  return onClick ? (
    <button
      type="button"
      className={classes}
      onClick={onClick}
      data-testid="ecg-troop"
      data-instance={troop.instance}
      aria-pressed={picking.selected === key}
    >
      {body}
    </button>
  ) : (
    <div className={classes} data-testid="ecg-troop" data-instance={troop.instance}>
      {body}
    </div>
  );
}

/** Picks nothing: a hand that is not the viewer's is read, never played from (a judge's board shows both). */
const READ_ONLY: Picking = {
  keys: new Set(),
  selected: null,
  targets: new Set(),
  onPick: () => undefined,
  onTarget: () => undefined,
};

/**
 * The hand the view holds (her own; both for a judge), else how many cards it has. Each card is
 * the library's face: cost for her realm, type and line, strength and preparation, text a tap away;
 * a card with moves is a button.
 */
function HandRow({
  view,
  player,
  mine,
  picking,
  t,
}: {
  view: EcgView;
  player: EcgPlayerView;
  mine: boolean;
  picking: Picking;
  t: Translate;
}) {
  if (player.hand === null)
    return (
      <p className={styles.small} data-testid="ecg-rival-hand">
        {t(w.rivalHand(player.handCount))}
      </p>
    );
  const pick = mine ? picking : READ_ONLY;
  return (
    <div className={styles.zone}>
      <span className="side__label">{t(w.hand(player.handCount))}</span>
      <ul className={`${styles.cards} ${styles.hand}`} data-testid="ecg-hand">
        {player.hand.map((id, index) => {
          const key = `card:${id}`;
          return (
            <li key={`${id}-${index}`}>
              <GameCard
                face={mine ? ecgHandFace(view, id, player.seat) : ecgCardFace(view, id, player.seat)}
                t={t}
                testId="ecg-hand-card"
                card={id}
                selected={pick.selected === key}
                {...(pick.keys.has(key) ? { onPick: () => pick.onPick(key) } : {})}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

interface ChipProps {
  readonly view: EcgView;
  readonly id: string;
  readonly instance?: number;
  readonly picking: Picking;
  readonly t: Translate;
  readonly note?: string | null;
  readonly dim?: boolean;
  readonly testId?: string;
}

/** A card by name (its text on hover); a button when it has moves of its own. */
function CardChip({ view, id, instance, picking, t, note = null, dim = false, testId = 'ecg-card' }: ChipProps) {
  const key = instance === undefined ? `card:${id}` : `obj:${instance}`;
  const info = view.cards[id];
  const label = `${t(nameOf(view, id))}${info && info.type === 'troop' && instance === undefined ? ` ⚔${info.strength}` : ''}${note ? ` · ${note}` : ''}`;
  const title = info ? t(info.text) : undefined;
  const classes = [
    'card',
    dim ? styles.dim : '',
    picking.keys.has(key) ? styles.actionable : '',
    picking.selected === key ? styles.selected : '',
  ].join(' ');
  if (!picking.keys.has(key))
    return (
      <span className={classes} title={title} data-testid={testId}>
        {label}
      </span>
    );
  return (
    <button
      type="button"
      className={classes}
      title={title}
      onClick={() => picking.onPick(key)}
      data-testid={testId}
      data-card={id}
      aria-pressed={picking.selected === key}
    >
      {label}
    </button>
  );
}
