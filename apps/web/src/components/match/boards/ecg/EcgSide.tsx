import { ecgCardFace, ecgHandFace, type EcgPlayerView, type EcgView } from '@cronica/ecg';
import { CardStrip, GameCard, kitWords, Note, Scores, TableSide, useHandPicking, type PiecePicking } from '../../kit';
import type { Translate } from '../../../../lib/i18n';
import styles from './ecg.module.css';
import { CardChip, CardZone, Piles } from './EcgZones';
import { ecgWords as w } from './words';

/** What a side may be clicked for: objects with moves of their own, and troops a picked move can target. */
export interface Picking extends PiecePicking {
  /** Instances the selected move can target (cards in play are keyed `obj:<instance>`). */
  readonly targets: ReadonlySet<number>;
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

/**
 * One player's cards outside the battle: hero, court, resources, hand and piles (her formation
 * lines face the rival's in EcgBattle). The player's own hand opens her side, under her name: what
 * she decides with is in sight first. `onTurn`: this side's turn goes on now (never once the game
 * or the match is over).
 */
export function EcgSide({ view, player, name, mine, onTurn, picking, t }: SideProps & { onTurn: boolean }) {
  const limit = view.format.courtLimit;
  const hand = <HandRow view={view} player={player} mine={mine} picking={picking} t={t} />;
  return (
    <TableSide name={name} testId={mine ? 'ecg-my-side' : 'ecg-rival-side'}>
      <div className="side__head">
        <h2>
          {name}
          {onTurn ? ' ●' : ''}
        </h2>
      </div>
      {mine ? hand : null}
      <HeroPanel view={view} player={player} picking={picking} t={t} />
      <Note testId="ecg-resources">{t(w.resources(player.resources.ready, player.resources.used))}</Note>
      <CardZone
        label={t(w.court(player.court.length, limit))}
        cards={player.court}
        seat={player.seat}
        view={view}
        picking={picking}
        t={t}
      />
      {player.legacy.length > 0 ? (
        <CardZone label={t(w.legacy)} cards={player.legacy} seat={player.seat} view={view} picking={picking} t={t} />
      ) : null}
      {mine ? null : hand}
      <Piles view={view} player={player} t={t} />
    </TableSide>
  );
}

/** The hero's card beside its morale and scores (side by side where the side is wide enough). */
function HeroPanel({ view, player, picking, t }: Omit<SideProps, 'mine' | 'name'>) {
  const hero = player.hero;
  const share = hero.maxMorale > 0 ? Math.max(0, Math.min(1, hero.morale / hero.maxMorale)) : 0;
  return (
    <div className={styles.hero}>
      <div className={styles.heroCard}>
        <CardChip view={view} id={hero.card} instance={hero.instance} seat={player.seat} picking={picking} t={t} />
      </div>
      <div className={styles.heroCounts}>
        <div className="life-meter" title={t(w.morale)}>
          <span className="life-meter__fill" style={{ width: `${share * 100}%` }} />
          <span className="life-meter__text" data-testid="ecg-morale">
            {t(w.morale)} {hero.morale}/{hero.maxMorale}
          </span>
        </div>
        <HeroScores view={view} player={player} t={t} />
      </div>
    </div>
  );
}

/** Renown, madness and prayers, each against what the format makes it count for (004_e0e2bf9ed9dd62bf.txt, "¿Cómo se gana el juego?"). */
function HeroScores({ view, player, t }: { view: EcgView; player: EcgPlayerView; t: Translate }) {
  const hero = player.hero;
  return (
    <Scores
      items={[
        { label: t(w.renown), value: `${hero.renown}/${view.format.renownToWin}`, testId: 'ecg-renown' },
        { label: t(w.madness), value: `${hero.madness}/${view.format.madnessThreshold}` },
        { label: t(w.prayers), value: `${player.prayers}/${view.format.prayersToWin}` },
      ]}
    />
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
  const pick = mine ? picking : READ_ONLY;
  const copy = useHandPicking(player.hand ?? [], pick);
  if (player.hand === null) return <Note testId="ecg-rival-hand">{t(kitWords.rivalHand(player.handCount))}</Note>;
  return (
    <CardStrip label={t(kitWords.hand(player.handCount))} testId="ecg-hand" wide compact>
      {player.hand.map((id, index) => (
        <HandCard
          key={`${id}-${index}`}
          view={view}
          id={id}
          seat={player.seat}
          mine={mine}
          pick={{ ...pick, ...copy(index) }}
          t={t}
        />
      ))}
    </CardStrip>
  );
}

/** A hand card as the library's face; the viewer's own also says why it can't be played now. */
function HandCard(props: { view: EcgView; id: string; seat: number; mine: boolean; pick: Picking; t: Translate }) {
  const { view, id, seat, mine, pick, t } = props;
  const key = `card:${id}`;
  return (
    <GameCard
      face={mine ? ecgHandFace(view, id, seat) : ecgCardFace(view, id, seat)}
      t={t}
      testId="ecg-hand-card"
      card={id}
      compact
      selected={pick.selected === key}
      {...(pick.keys.has(key) ? { onPick: () => pick.onPick(key) } : {})}
    />
  );
}
