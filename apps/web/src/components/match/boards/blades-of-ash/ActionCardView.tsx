import { sameInBoth } from '@cronica/util';
import { actionById } from '@cronica/blades-of-ash';
import { cardFace, type CardFace } from '@cronica/rules-kernel';
import type { Translate } from '../../../../lib/i18n';
import { bladesMessages as b } from './messages';
import { CostPips } from './CostPips';
import { CardStrip, CardTitle, GameCard } from '../../kit';
import styles from './blades.module.css';

/**
 * One action card as a player reads it: name, cost in dice, type, when it may be played (a
 * reaction's window, 000_7cbcfc9bc47f1014.txt, "Resolución de Acciones") and its text.
 */
export function ActionCardView({ id, t, compact = false }: { id: string; t: Translate; compact?: boolean }) {
  const card = actionById(id);
  if (!card) return <span className={styles.cardName}>{id}</span>;
  const when = card.window ? (b.windows[card.window] ?? null) : null;
  return (
    <>
      <CardTitle name={t(card.name)}>
        <CostPips cost={card.cost} t={t} />
      </CardTitle>
      <span className={styles.cardKind}>
        {t(b.kinds[card.kind])} · {when ? t(when) : t(b.inYourActivation)}
      </span>
      {compact ? null : <span className={styles.cardText}>{t(card.text)}</span>}
      {!compact && card.equipment?.ability ? (
        <span className={styles.cardText}>
          <strong>{t(card.equipment.ability.name)}</strong> <CostPips cost={card.equipment.ability.cost} t={t} />:{' '}
          {t(card.equipment.ability.text)}
        </span>
      ) : null}
    </>
  );
}

export interface HandPick {
  readonly selected: ReadonlySet<number>;
  readonly toggle: (position: number) => void;
  /** Positions that may be picked now (all when absent). */
  readonly allowed?: ReadonlySet<number>;
}

/**
 * A hand of action cards, each as the Blades view describes it (cost, kind, text a tap or Enter
 * away, and for her own hand why a card can't be played now); with `pick`, each card is a toggle
 * (mulligan, discard, play).
 */
export function HandCards({
  ids,
  faces,
  seat,
  pick,
  t,
}: {
  ids: readonly string[];
  faces: readonly CardFace[];
  seat: number;
  pick?: HandPick | undefined;
  t: Translate;
}) {
  return (
    <CardStrip testId={`hand-${seat}`} wide>
      {ids.map((id, position) => (
        <GameCard
          key={position}
          face={faces[position] ?? cardFace(sameInBoth(id))}
          t={t}
          card={id}
          testId="blades-hand-card"
          {...(pick
            ? {
                pickTestId: 'hand-card',
                onPick: () => pick.toggle(position),
                selected: pick.selected.has(position),
                disabled: pick.allowed !== undefined && !pick.allowed.has(position),
              }
            : {})}
        />
      ))}
    </CardStrip>
  );
}

/** A graveyard, openable, in order (000_7cbcfc9bc47f1014.txt, "Robo de Mano Inicial": "boca arriba, visibles y en orden"). */
export function Graveyard({ ids, seat, t }: { ids: readonly string[]; seat: number; t: Translate }) {
  return (
    <details className={styles.graveyard} data-testid={`graveyard-${seat}`}>
      <summary>{t(b.graveyard(ids.length))}</summary>
      {ids.length === 0 ? (
        <p className="muted">{t(b.graveyardEmpty)}</p>
      ) : (
        <>
          <p className="muted">{t(b.graveyardOrder)}</p>
          <ol className={styles.pile}>
            {ids.map((id, position) => (
              <li key={position} className={styles.card} data-card={id}>
                <ActionCardView id={id} t={t} />
              </li>
            ))}
          </ol>
        </>
      )}
    </details>
  );
}
