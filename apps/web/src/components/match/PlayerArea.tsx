import type { BladesView } from '@cronica/blades-of-ash';
import type { Translate } from '../../lib/i18n';
import { cardName, cardText, dieLabel } from '../../lib/blades';
import { matchMessages as m } from '../../lib/match-messages';
import { HeroCard } from './HeroCard';

/** One side of the table: heroes, dice, hand (when this viewer may see it), deck and graveyard. */
export function PlayerArea({ view, seat, label, t }: { view: BladesView; seat: number; label: string; t: Translate }) {
  const player = view.players[seat]!;
  const active = new Set(view.clash ? [view.clash.heroes[0], view.clash.heroes[1]] : []);
  const heroes = view.heroes.filter((hero) => hero.seat === seat);
  return (
    <section className="side" aria-label={label} data-testid={`side-${seat}`}>
      <header className="side__head">
        <h2>{label}</h2>
        <span className="muted">
          {t(m.deck(player.deckCount))} · {t(m.graveyard(player.graveyard.length))}
          {view.attacker === seat ? ` · ${t(m.attacker)}` : ''}
        </span>
      </header>
      <ul className="heroes">
        {heroes.map((hero) => (
          <HeroCard key={hero.index} hero={hero} active={active.has(hero.index)} t={t} />
        ))}
      </ul>
      <div className="side__row">
        <span className="side__label">{t(m.dice)}</span>
        {player.dice.length === 0 ? (
          <span className="muted">{t(m.noDice)}</span>
        ) : (
          <ul className="dice" data-testid={`dice-${seat}`}>
            {player.dice.map((die, index) => (
              <li key={index} className={`die die--${die.color}${die.spent ? ' die--spent' : ''}`} title={`${t(dieLabel(die))}${die.spent ? ` (${t(m.spent)})` : ''}`}>
                {die.face}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="side__row">
        <span className="side__label">{t(m.hand)}</span>
        {player.hand === null ? (
          <span className="muted">{t(m.handHidden(player.handCount))}</span>
        ) : (
          <ul className="hand" data-testid={`hand-${seat}`}>
            {player.hand.map((id, index) => {
              const text = cardText(id);
              return (
                <li key={`${id}-${index}`} className="card" title={text ? t(text) : undefined}>
                  {t(cardName(id))}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
