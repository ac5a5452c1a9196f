import type { PlayerView, WotView } from '@cronica/warlords-of-terra';
import type { Localized } from '@cronica/util';
import type { Translate } from '../../../../lib/i18n';
import styles from './wot.module.css';
import { wotWords as w } from './words';

interface SideProps {
  readonly view: WotView;
  readonly player: PlayerView;
  readonly name: string;
  readonly mine: boolean;
  readonly keys: ReadonlySet<string>;
  readonly selected: string | null;
  readonly onPick: (key: string) => void;
  readonly t: Translate;
}

const nameOf = (view: WotView, id: string): Localized => view.cards[id]?.name ?? { es: id, en: id };

/** One player's side: hero, life, mana, gold and power, places, armory, hand and both decks (A.1–A.4). */
export function WotSide({ view, player, name, mine, keys, selected, onPick, t }: SideProps) {
  const hero = view.cards[player.hero];
  const active = view.active === player.seat && view.phase !== 'over';
  const chip = (id: string, key: string | null, testId = 'wot-card') => {
    const text = view.cards[id]?.text;
    const pickable = key !== null && keys.has(key);
    const classes = ['card', pickable ? styles.actionable : '', key !== null && selected === key ? styles.selected : ''].join(' ');
    return pickable ? (
      <button type="button" className={classes} title={text ? t(text) : undefined} onClick={() => onPick(key)} data-testid={testId} data-card={id} aria-pressed={selected === key}>
        {t(nameOf(view, id))}
      </button>
    ) : (
      <span className={classes} title={text ? t(text) : undefined} data-testid={testId}>
        {t(nameOf(view, id))}
      </span>
    );
  };
  return (
    <section className={`side ${styles.side}`} data-testid={mine ? 'wot-my-side' : 'wot-rival-side'} aria-label={name}>
      <div className="side__head">
        <h2>
          {name}
          {active ? ' ●' : ''}
        </h2>
        <span className={styles.holder}>
          {t(w.hero)}: {hero ? chip(player.hero, keys.has('hero') ? 'hero' : null, 'wot-hero') : player.hero}
        </span>
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>{t(w.life)}</dt>
          <dd data-testid="wot-life">{player.life}</dd>
        </div>
        <div>
          <dt>{t(w.mana)}</dt>
          <dd>{player.mana}</dd>
        </div>
        <div>
          <dt>{t(w.gold)}</dt>
          <dd>{player.gold}</dd>
        </div>
        <div>
          <dt>{t(w.power)}</dt>
          <dd>{player.power}</dd>
        </div>
      </dl>
      <p className={styles.small}>
        {t(w.production(player.production.mana, player.production.gold))}
        {player.heroPoint ? ` · ${t(w.heroPointUsed)}` : ''}
      </p>
      <Row label={t(w.places)} empty={t(w.empty)} items={player.places.map((p) => chip(p.card, `uid:${p.uid}`))} />
      <Row
        label={t(w.armory(player.armory.length))}
        empty={t(w.empty)}
        items={player.armory.map((o) => (
          <span key={o.uid} className={styles.holder}>
            {chip(o.card, `uid:${o.uid}`)}
            {o.durability !== null ? ` (${o.durability})` : ''}
          </span>
        ))}
      />
      {/* The view holds the hands this viewer may read: her own, and both for a judge (the audit's board). */}
      {player.hand !== null ? (
        <Row label={t(w.hand(player.handCount))} empty={t(w.empty)} testId="wot-hand" items={player.hand.map((id) => chip(id, mine ? `card:${id}` : null, 'wot-hand-card'))} />
      ) : (
        <p className={styles.small} data-testid="wot-rival-hand">
          {t(w.rivalHand(player.handCount))}
        </p>
      )}
      <p className={styles.small}>{t(w.decks(player.battleCount, player.constructionCount, player.discard.length))}</p>
    </section>
  );
}

function Row({ label, items, empty, testId }: { label: string; items: readonly React.ReactNode[]; empty: string; testId?: string }) {
  return (
    <div className={styles.row}>
      <span className="side__label">{label}</span>
      <ul className={styles.cards} data-testid={testId}>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
        {items.length === 0 ? <li className="muted">{empty}</li> : null}
      </ul>
    </div>
  );
}
