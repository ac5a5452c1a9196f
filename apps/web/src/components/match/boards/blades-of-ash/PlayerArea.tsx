import type { BladesView } from '@cronica/blades-of-ash';
import type { Translate } from '../../../../lib/i18n';
import { bladesMessages as b } from './messages';
import { matchMessages as m } from '../../../../lib/match-messages';
import { Graveyard, HandCards, type HandPick } from './ActionCardView';
import { DiceTray, type DicePick } from './DiceTray';
import { HeroCard, type HeroPick } from './HeroCard';
import board from './blades.module.css';
import styles from './heroes.module.css';

export interface SidePicks {
  readonly hand?: HandPick | undefined;
  readonly dice?: DicePick | undefined;
  readonly hero?: HeroPick | undefined;
}

interface AreaProps {
  view: BladesView;
  seat: number;
  label: string;
  picks: SidePicks;
  /** A player at the table (not a spectator, a judge or a replay's public view): in the draft she reads every hero. */
  seated: boolean;
  t: Translate;
}

/** The seat's name, deck size and role in the round (attacker or defender). */
function SideHead({ view, seat, label, t }: Omit<AreaProps, 'picks' | 'seated'>) {
  const player = view.players[seat]!;
  return (
    <header className="side__head">
      <h2>{label}</h2>
      <span className="muted">
        {t(b.deck(player.deckCount))}
        {view.attacker !== null ? ` · ${view.attacker === seat ? t(b.attacker) : t(b.defender)}` : ''}
      </span>
    </header>
  );
}

/**
 * The seat's heroes; those in the clash (or all, in the draft, to a player choosing against them)
 * show their abilities open, the others a tap away: a judge's or a spectator's draft is names and
 * stats, not ten heroes' full text on a phone. Those benched by the draft follow in one short line.
 */
function HeroList({ view, seat, picks, seated, t }: Omit<AreaProps, 'label'>) {
  const active = new Set(view.clash ? [view.clash.heroes[0], view.clash.heroes[1]] : []);
  const heroes = view.heroes.filter((hero) => hero.seat === seat);
  const openAbilities = (index: number) => (view.phase === 'draft' && seated) || active.has(index);
  const card = (hero: BladesView['heroes'][number]) => (
    <HeroCard
      key={hero.index}
      hero={hero}
      active={active.has(hero.index)}
      open={openAbilities(hero.index)}
      pick={picks.hero}
      t={t}
    />
  );
  const benched = heroes.filter((hero) => hero.kept === false);
  return (
    <>
      <ul className={styles.heroes}>{heroes.filter((hero) => hero.kept !== false).map(card)}</ul>
      {benched.length > 0 ? <ul className={styles.benched}>{benched.map(card)}</ul> : null}
    </>
  );
}

/** One side of the table: heroes, dice, hand (as cards, or a count when hidden), deck and graveyard. */
export function PlayerArea({ view, seat, label, picks, seated, t }: AreaProps) {
  const player = view.players[seat]!;
  return (
    <section className="side" aria-label={label} data-testid={`side-${seat}`}>
      <SideHead view={view} seat={seat} label={label} t={t} />
      <HeroList view={view} seat={seat} picks={picks} seated={seated} t={t} />
      <div className="side__row">
        <span className="side__label">{t(m.dice)}</span>
        {player.dice.length === 0 ? (
          <span className="muted">{t(b.noDice)}</span>
        ) : (
          <DiceTray dice={player.dice} seat={seat} pick={picks.dice} t={t} />
        )}
      </div>
      <div className={`side__row ${board.handRow}`} data-testid={`hand-row-${seat}`}>
        <span className="side__label">{t(b.hand)}</span>
        {player.hand === null ? (
          <span className="muted" data-testid={`hand-count-${seat}`}>
            {t(b.hiddenHand(player.handCount))}
          </span>
        ) : player.hand.length === 0 ? (
          <span className="muted">{t(b.hiddenHand(0))}</span>
        ) : (
          <HandCards ids={player.hand} faces={player.handFaces ?? []} seat={seat} pick={picks.hand} t={t} />
        )}
      </div>
      <Graveyard ids={player.graveyard} seat={seat} t={t} />
    </section>
  );
}
