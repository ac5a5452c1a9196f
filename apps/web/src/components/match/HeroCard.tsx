import { COUNTER_RULES, STAT_NAMES, heroById, type HeroView } from '@cronica/blades-of-ash';
import type { Translate } from '../../lib/i18n';
import { cardName } from '../../lib/blades';
import { matchMessages as m } from '../../lib/match-messages';

function Stats({ hero, t }: { hero: HeroView; t: Translate }) {
  const def = heroById(hero.id);
  if (!def) return null;
  const base = { strength: def.strength, agility: def.agility, will: def.will, armor: def.armor } as const;
  return (
    <dl className="hero__stats">
      {(Object.keys(base) as Array<keyof typeof base>).map((stat) => {
        const mod = hero.modifiers[stat] ?? 0;
        return (
          <div key={stat} title={t(STAT_NAMES[stat])}>
            <dt>{t(STAT_NAMES[stat]).slice(0, 3)}</dt>
            <dd className={mod > 0 ? 'up' : mod < 0 ? 'down' : undefined}>{base[stat] + mod}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** One hero on the table: life, stats with modifiers, counters and equipment. */
export function HeroCard({ hero, active, t }: { hero: HeroView; active: boolean; t: Translate }) {
  const classes = ['hero', active ? 'hero--active' : '', hero.out ? 'hero--out' : '', hero.kept === false ? 'hero--benched' : '']
    .filter(Boolean)
    .join(' ');
  const lifePercent = Math.max(0, Math.min(100, (hero.life / hero.maxLife) * 100));
  return (
    <li className={classes} data-testid="hero">
      <div className="hero__head">
        <strong className="hero__name">{t(hero.name)}</strong>
        {hero.out ? <span className="chip chip--bad">{t(m.out)}</span> : null}
        {hero.kept === false ? <span className="chip">{t(m.notKept)}</span> : null}
      </div>
      <div className="hero__life" title={t(m.life)}>
        <span className="hero__life-bar" style={{ width: `${lifePercent}%` }} />
        <span className="hero__life-text">
          {hero.life}/{hero.maxLife}
        </span>
      </div>
      <Stats hero={hero} t={t} />
      {Object.keys(hero.counters).length > 0 ? (
        <ul className="chips">
          {Object.entries(hero.counters).map(([counter, count]) => {
            const rule = COUNTER_RULES[counter as keyof typeof COUNTER_RULES];
            return (
              <li key={counter} className={`chip chip--${rule?.polarity ?? 'boon'}`} title={rule ? t(rule.text) : undefined}>
                {rule ? t(rule.name) : counter} ×{count}
              </li>
            );
          })}
        </ul>
      ) : null}
      {hero.equipment.length > 0 ? (
        <p className="hero__gear">
          {t(m.equipment)}: {hero.equipment.map((id) => t(cardName(id))).join(', ')}
        </p>
      ) : null}
    </li>
  );
}
