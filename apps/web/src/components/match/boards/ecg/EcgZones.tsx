import { ecgCardFace, type EcgPlayerView, type EcgView } from '@cronica/ecg';
import { sameInBoth, type Localized } from '@cronica/util';
import { CardStrip, GameCard, Note } from '../../kit';
import type { Translate } from '../../../../lib/i18n';
import type { Picking } from './EcgSide';
import styles from './ecg.module.css';
import { ecgWords as w } from './words';

// The cards and piles of a side outside its formation lines: hero, court, legacy, deck and discard.

export const nameOf = (view: EcgView, id: string): Localized => view.cards[id]?.name ?? sameInBoth(id);

export /** Deck, discard and exile counts; the viewer's own discard and exile by name. */
function Piles({ view, player, t }: { view: EcgView; player: EcgPlayerView; t: Translate }) {
  return (
    <>
      <Note>
        {t(w.piles(player.deckCount, player.discardCount, player.exileCount))} ·{' '}
        {t(w.reshuffles(player.reshufflesLeft))}
      </Note>
      {player.discard !== null && player.discard.length + (player.exile?.length ?? 0) > 0 ? (
        <details className={styles.piles}>
          <summary>{t(w.yourDiscard)}</summary>
          <p>{[...player.discard, ...(player.exile ?? [])].map((id) => t(nameOf(view, id))).join(' · ')}</p>
        </details>
      ) : null}
    </>
  );
}

export /** Cards in play outside the lines (the court, the legacy): each the library's face, its text a tap away. */
function CardZone({
  label,
  cards,
  seat,
  view,
  picking,
  t,
}: {
  label: string;
  cards: readonly { readonly card: string; readonly instance: number; readonly used?: boolean }[];
  seat: number;
  view: EcgView;
  picking: Picking;
  t: Translate;
}) {
  return (
    <CardStrip label={label} empty={t(w.empty)}>
      {cards.map((c) => (
        <CardChip
          key={c.instance}
          view={view}
          id={c.card}
          instance={c.instance}
          seat={seat}
          picking={picking}
          t={t}
          used={c.used}
        />
      ))}
    </CardStrip>
  );
}

interface ChipProps {
  readonly view: EcgView;
  readonly id: string;
  readonly instance: number;
  readonly seat: number;
  readonly picking: Picking;
  readonly t: Translate;
  readonly used?: boolean | undefined;
}

/**
 * A card in play (hero, court, legacy) as the kit's card: cost, type and stats in sight, its text a
 * tap or Enter away (never only on hover); a choice when it has moves of its own.
 */
export function CardChip({ view, id, instance, seat, picking, t, used = false }: ChipProps) {
  const key = `obj:${instance}`;
  return (
    <GameCard
      face={ecgCardFace(view, id, seat)}
      t={t}
      testId="ecg-card"
      card={id}
      selected={picking.selected === key}
      extra={used ? <span className="muted">{t(w.used)}</span> : undefined}
      {...(picking.keys.has(key) ? { onPick: () => picking.onPick(key), pickTestId: 'ecg-card-pick' } : {})}
    />
  );
}
