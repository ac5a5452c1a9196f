import { COUNTER_RULES, actionById, heroById, type HeroView } from '@cronica/blades-of-ash';
import type { Translate } from '../../../../lib/i18n';
import { bladesMessages as b } from './messages';
import { matchMessages as m } from '../../../../lib/match-messages';
import { CostPips } from './CostPips';
import table from '../../kit/table.module.css';
import styles from './heroes.module.css';

/**
 * The four attributes (000_7cbcfc9bc47f1014.txt, "Resolviendo Ataques") as the library's view
 * gives them: the value the rules use now, printed → effective when passives, equipment or
 * counters change it.
 */
function Stats({ hero, t }: { hero: HeroView; t: Translate }) {
  return (
    <dl className={`${table.counts} ${styles.stats}`}>
      {hero.stats.map((stat) => {
        const changed = stat.printed !== undefined && stat.printed !== stat.value;
        return (
          <div key={stat.label.en}>
            <dt>
              <span aria-hidden="true">{t(stat.short)}</span>
              <span className="visually-hidden">{t(stat.label)}</span>
            </dt>
            <dd
              className={changed ? (stat.value > stat.printed! ? styles.up : styles.down) : undefined}
              data-stat={stat.label.en.toLowerCase()}
            >
              {changed ? `${stat.printed}→${stat.value}` : stat.value}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Active abilities as the view gives them (its own, then its equipment's), with dice cost and text; then its passives. */
function Abilities({ hero, t }: { hero: HeroView; t: Translate }) {
  const def = heroById(hero.id);
  if (!def) return null;
  return (
    <ul className={styles.abilities} aria-label={t(b.abilities)}>
      {hero.abilities.map((ability) => (
        <li key={ability.id} data-ability={ability.id}>
          <span className="ability__head">
            <strong>{t(ability.name)}</strong> <CostPips cost={ability.cost} t={t} />
          </span>
          <span className="ability__text">{t(ability.text)}</span>
        </li>
      ))}
      {def.passives.map((passive) => (
        <li key={passive.id}>
          <span className="ability__head">
            <strong>{t(passive.name)}</strong> <span className="muted">({t(b.passive)})</span>
          </span>
          <span className="ability__text">{t(passive.text)}</span>
        </li>
      ))}
    </ul>
  );
}

export interface HeroPick {
  readonly selected: ReadonlySet<number>;
  readonly allowed: ReadonlySet<number>;
  /** What the button does to this hero ("Elegir", "Enfrentar", "Objetivo"). */
  readonly label: (hero: number) => string;
  readonly choose: (hero: number) => void;
}

interface HeroCardProps {
  hero: HeroView;
  active: boolean;
  open: boolean;
  pick?: HeroPick | undefined;
  t: Translate;
}

function heroClasses(hero: HeroView, active: boolean, picked: boolean): string {
  return [
    styles.hero,
    active ? styles.heroActive : '',
    hero.out ? styles.heroOut : '',
    hero.kept === false ? styles.heroBenched : '',
    picked ? styles.heroPicked : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The button that picks this hero when the table asks for one. */
function PickButton({ hero, pick, picked, t }: { hero: HeroView; pick: HeroPick; picked: boolean; t: Translate }) {
  return (
    <button
      type="button"
      className={`button ${styles.heroPick}${picked ? ` ${styles.pickOn}` : ''}`}
      aria-pressed={picked}
      aria-label={`${pick.label(hero.index)}: ${t(hero.name)}`}
      onClick={() => pick.choose(hero.index)}
      data-testid="hero-pick"
    >
      {picked ? '✓ ' : ''}
      {pick.label(hero.index)}
    </button>
  );
}

function LifeBar({ hero, t }: { hero: HeroView; t: Translate }) {
  const lifePercent = Math.max(0, Math.min(100, (hero.life / hero.maxLife) * 100));
  return (
    <div className="life-meter" title={t(m.life)}>
      <span className="life-meter__fill" style={{ width: `${lifePercent}%` }} />
      <span className="life-meter__text">
        {t(m.life)} {hero.life}/{hero.maxLife}
      </span>
    </div>
  );
}

/** The counters on the hero, each with its rule's name and text (boons and banes told apart). */
function Counters({ hero, t }: { hero: HeroView; t: Translate }) {
  return (
    <ul className={`${table.chips} ${styles.chips}`}>
      {Object.entries(hero.counters).map(([counter, count]) => {
        const rule = COUNTER_RULES[counter as keyof typeof COUNTER_RULES];
        return (
          <li
            key={counter}
            className={`${styles.chip} ${rule?.polarity === 'bane' ? styles.chipBad : styles.chipBoon}`}
            title={rule ? t(rule.text) : undefined}
          >
            {rule ? t(rule.name) : counter} ×{count}
          </li>
        );
      })}
    </ul>
  );
}

/** One hero on the table: life, attributes, counters, equipment, abilities; a pick button when the table asks for a hero. */
export function HeroCard({ hero, active, open, pick, t }: HeroCardProps) {
  const picked = pick?.selected.has(hero.index) ?? false;
  const classes = heroClasses(hero, active, picked);
  if (hero.kept === false) {
    return (
      <li className={classes} data-testid="hero" data-hero={hero.index}>
        <div className={styles.heroHead}>
          <strong className={styles.heroName}>{t(hero.name)}</strong>
          <span className={styles.chip}>{t(b.notKept)}</span>
        </div>
      </li>
    );
  }
  return (
    <li className={classes} data-testid="hero" data-hero={hero.index}>
      <div className={styles.heroHead}>
        <strong className={styles.heroName}>{t(hero.name)}</strong>
        {hero.out ? <span className={`${styles.chip} ${styles.chipBad}`}>{t(b.out)}</span> : null}
      </div>
      {pick && pick.allowed.has(hero.index) ? <PickButton hero={hero} pick={pick} picked={picked} t={t} /> : null}
      <LifeBar hero={hero} t={t} />
      <Stats hero={hero} t={t} />
      {Object.keys(hero.counters).length > 0 ? <Counters hero={hero} t={t} /> : null}
      {hero.equipment.length > 0 ? (
        <p className={styles.gear}>
          {t(b.equipment)}: {hero.equipment.map((id) => (actionById(id) ? t(actionById(id)!.name) : id)).join(', ')}
        </p>
      ) : null}
      <details className={styles.heroAbilities} open={open || undefined}>
        <summary>{t(b.abilities)}</summary>
        <Abilities hero={hero} t={t} />
      </details>
    </li>
  );
}
