import { sameInBoth } from '@cronica/util';
import { cardFace, type CardFace } from '@cronica/rules-kernel';
import type { PlayerView, WotView } from '@cronica/warlords-of-terra';
import { Fragment, type ReactNode } from 'react';
import type { Translate } from '../../../../lib/i18n';
import { CardStrip, GameCard, kitWords, Note, Scores, TableSide, useHandPicking, type PiecePicking } from '../../kit';
import styles from './wot.module.css';
import { wotWords as w } from './words';

interface SideProps extends PiecePicking {
  readonly view: WotView;
  readonly player: PlayerView;
  readonly name: string;
  readonly mine: boolean;
  /** Whether this side's turn goes on now (never once the game or the match is over). */
  readonly onTurn: boolean;
  readonly t: Translate;
}

/** The face the game's library gives a card (cost, type, stats, text, why not now); the bare name when the view has none. */
export const faceOf = (view: WotView, id: string): CardFace =>
  view.faces?.[id] ?? cardFace(view.cards[id]?.name ?? sameInBoth(id));

type CardOf = (
  id: string,
  key: string | null,
  testId: string,
  extra?: ReactNode,
  canExplain?: boolean,
  compact?: boolean,
) => ReactNode;

/** A card as the kit lays it out: a choice when it has moves (or, in my hand, a reason it has none), else a plain card. */
function cardMaker({ view, keys, selected, onPick, t }: SideProps): CardOf {
  return (id, key, testId, extra, canExplain = false, compact = false) => {
    const face = faceOf(view, id);
    const pickable = key !== null && keys.has(key);
    const explain = canExplain && face.unavailable !== null;
    return (
      <GameCard
        face={pickable ? { ...face, unavailable: null } : face}
        t={t}
        onPick={pickable ? () => onPick(key) : explain ? () => undefined : undefined}
        selected={key !== null && selected === key}
        testId={testId}
        card={id}
        extra={extra}
        compact={compact}
      />
    );
  };
}

/** The hero's powers: mine are choices when they have moves, or say why they have none. */
function PowersRow({ player, mine, keys, selected, onPick, t }: SideProps) {
  return (
    <Row
      label={t(w.heroPowers)}
      empty={t(w.empty)}
      testId="wot-powers"
      items={(player.powers ?? []).map((power) => {
        const key = `power:${power.id}`;
        const pickable = mine && keys.has(key);
        const explain = mine && power.face.unavailable !== null;
        return (
          <GameCard
            face={pickable ? { ...power.face, unavailable: null } : power.face}
            t={t}
            onPick={pickable ? () => onPick(key) : explain ? () => undefined : undefined}
            selected={selected === key}
            testId="wot-power"
            card={power.id}
          />
        );
      })}
    />
  );
}

/** The cards in play: places, and the armory with each object's durability left. */
function TableRows({ player, card, t }: { player: PlayerView; card: CardOf; t: Translate }) {
  return (
    <>
      <Row
        label={t(w.places)}
        empty={t(w.empty)}
        items={player.places.map((p) => card(p.card, `uid:${p.uid}`, 'wot-card'))}
      />
      <Row
        label={t(w.armory(player.armory.length))}
        empty={t(w.empty)}
        items={player.armory.map((o) =>
          card(
            o.card,
            `uid:${o.uid}`,
            'wot-card',
            o.durability !== null ? <span className="muted">{t(w.durabilityLeft(o.durability))}</span> : null,
          ),
        )}
      />
    </>
  );
}

/** The hand when this viewer may read it, else how many cards it holds; then both decks and the discard. */
function HandAndDecks(props: SideProps) {
  const { view, player, mine, t } = props;
  const copy = useHandPicking(player.hand ?? [], props);
  const card = (index: number) => cardMaker({ ...props, ...copy(index) });
  return (
    <>
      {/* The view holds the hands this viewer may read: her own, and both for a judge (the audit's board). */}
      {player.hand !== null ? (
        <Row
          label={t(kitWords.hand(player.handCount))}
          empty={t(w.empty)}
          testId="wot-hand"
          wide
          items={player.hand.map((id, index) =>
            card(index)(id, mine ? `card:${id}` : null, 'wot-hand-card', null, mine, true),
          )}
        />
      ) : (
        <Note testId="wot-rival-hand">{t(kitWords.rivalHand(player.handCount))}</Note>
      )}
      <Note testId="wot-decks">
        {view.dealt === false
          ? t(w.notDealt(player.discard.length))
          : t(w.decks(player.battleCount, player.constructionCount, player.discard.length))}
      </Note>
    </>
  );
}

/** One player's side: hand and both decks, life, mana, gold and power, hero and its powers, places and armory (A.1–A.4). */
export function WotSide(props: SideProps) {
  const { player, name, mine, onTurn: active, t } = props;
  const card = cardMaker(props);
  return (
    <TableSide name={name} testId={mine ? 'wot-my-side' : 'wot-rival-side'}>
      {/* On a laptop her own name is for a screen reader: the turn line says who plays, the hand opens her side. */}
      <div className={mine ? `side__head ${styles.myHead}` : 'side__head'}>
        <h2>
          {name}
          {active ? ` · ${t(w.activeTag)}` : ''}
        </h2>
      </div>
      {/* The hand first: what is decided now is in sight where the side begins. */}
      <HandAndDecks {...props} />
      <Resources player={player} t={t} />
      <Row label={t(w.hero)} empty={t(w.empty)} items={[card(player.hero, null, 'wot-hero')]} />
      <PowersRow {...props} />
      <TableRows player={player} card={card} t={t} />
    </TableSide>
  );
}

function Resources({ player, t }: { player: PlayerView; t: Translate }) {
  return (
    <>
      <Scores
        items={[
          { label: t(w.life), value: player.life, testId: 'wot-life' },
          { label: t(w.mana), value: player.mana },
          { label: t(w.gold), value: player.gold },
          { label: t(w.power), value: player.power },
        ]}
      />
      <Note>
        {t(w.production(player.production.mana, player.production.gold))}
        {player.heroPoint ? ` · ${t(w.heroPointUsed)}` : ''}
      </Note>
    </>
  );
}

/** A labelled row of cards: the kit's strip, its items keyed by place (a row's cards are read, not reordered). */
function Row({
  label,
  items,
  empty,
  testId,
  wide = false,
}: {
  label: string;
  items: readonly ReactNode[];
  empty: string;
  testId?: string;
  /** The hand: its compact cards fill the row. */
  wide?: boolean;
}) {
  return (
    <CardStrip label={label} empty={empty} wide={wide} compact={wide} {...(testId === undefined ? {} : { testId })}>
      {items.map((item, index) => (
        <Fragment key={index}>{item}</Fragment>
      ))}
    </CardStrip>
  );
}
