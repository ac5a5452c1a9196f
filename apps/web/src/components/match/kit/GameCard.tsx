'use client';

import { useId, useState, type ReactNode } from 'react';
import type { CardFace } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import type { Translate } from '../../../lib/i18n';
import { kitWords as k } from './words';
import styles from './kit.module.css';

interface GameCardProps {
  readonly face: CardFace;
  readonly t: Translate;
  /** When given, the card is a choice: one tap picks it (disabled, with its reason, when the face says it is unavailable). */
  readonly onPick?: () => void;
  readonly selected?: boolean;
  /** Text shown at once (a stack item waiting for an answer, a card being decided on); otherwise behind "Texto". */
  readonly open?: boolean;
  readonly testId?: string;
  readonly card?: string;
  /** Marks beside the stats that belong to this copy on the table (damage, counters, durability). */
  readonly extra?: ReactNode;
  /** Off while the choice of the moment does not take this card, though the rules raise nothing against it. */
  readonly disabled?: boolean;
  /** Test id of the pick button, which then carries `data-card` (the wrapper does not). */
  readonly pickTestId?: string;
  /** Smaller type and padding (a hand of many cards): name, cost and stats in sight; type, text and reason a tap away. */
  readonly compact?: boolean;
}

/** A card's top line, the same in every game: its name, and its cost (or whatever the game puts there) at the right. */
export function CardTitle({ name, children }: { name: string; children?: ReactNode }) {
  return (
    <span className={styles.top}>
      <strong className={styles.name}>{name}</strong>
      {children}
    </span>
  );
}

/** A card's cost and stats as the game computes them: the value the rules use, the printed one beside it when they differ. */
export function CardLine({ face, t, kind = true }: { face: CardFace; t: Translate; kind?: boolean }) {
  return (
    <>
      <CardTitle name={t(face.name)}>
        {face.cost ? (
          <span className={styles.cost}>
            <span className="visually-hidden">{t(k.cost)}: </span>
            {t(face.cost)}
          </span>
        ) : null}
      </CardTitle>
      {face.kind && kind ? <span className={styles.kind}>{t(face.kind)}</span> : null}
      {face.stats.length > 0 ? (
        <span className={styles.stats}>
          {face.stats.map((stat) => (
            <span
              key={stat.short.en}
              className={stat.printed !== undefined && stat.printed !== stat.value ? styles.changed : undefined}
            >
              <span className={styles.short} aria-hidden="true">
                {t(stat.short)}
              </span>
              <span className="visually-hidden">{t(stat.label)}</span> {stat.value}
              {stat.printed !== undefined && stat.printed !== stat.value ? (
                <span className={styles.printed}> {t(k.printed(stat.printed))}</span>
              ) : null}
            </span>
          ))}
        </span>
      ) : null}
    </>
  );
}

/** The full text behind a button that says so: shown on tap, click or Enter, never only in a tooltip. */
function CardText({
  text,
  id,
  shown,
  toggle,
  t,
  kind,
}: {
  text: Localized;
  id: string;
  shown: boolean;
  toggle: () => void;
  t: Translate;
  /** A compact card's type, read with its text. */
  kind?: Localized | null;
}) {
  return (
    <>
      <button type="button" className={styles.more} aria-expanded={shown} aria-controls={id} onClick={toggle}>
        {shown ? t(k.hideText) : t(k.showText)}
      </button>
      <span id={id} className={styles.text} hidden={!shown}>
        {kind ? <span className={`${styles.kind} ${styles.kindApart}`}>{t(kind)}</span> : null}
        {t(text)}
      </span>
    </>
  );
}

/** A card's text behind its own "Texto" button, for a board that lays the card's other lines out itself (a troop in a line). */
export function CardTextToggle({ text, t }: { text: Localized; t: Translate }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return <CardText text={text} id={id} shown={shown} toggle={() => setShown((v) => !v)} t={t} />;
}

/** A compact card that can't be played now: a tap on it shows (and hides) why, with its text. */
interface Reveal {
  readonly shown: boolean;
  readonly controls: string;
  readonly toggle: () => void;
}

/**
 * The card's lines: a toggle button when it is a choice (`onPick`), else plain text, described by
 * its text and reason; a compact card that can't be played now is a button that shows why.
 */
function PickOrRead(
  props: GameCardProps & { disabled: boolean; described: string | undefined; reveal: Reveal | null },
) {
  const { face, t, onPick, selected = false, extra, disabled, described, pickTestId, card, compact = false } = props;
  const { reveal } = props;
  const body = (
    <>
      <CardLine face={face} t={t} kind={!(compact && face.text)} />
      {extra}
    </>
  );
  if (!onPick)
    return (
      <div className={styles.pick} aria-describedby={described}>
        {body}
      </div>
    );
  // A choice says whether it is picked; a card that can't be played says whether its reason is shown.
  const role = reveal
    ? { onClick: reveal.toggle, 'aria-expanded': reveal.shown, 'aria-controls': reveal.controls }
    : { onClick: onPick, disabled, 'aria-pressed': selected };
  return (
    <button
      type="button"
      className={styles.pick}
      {...role}
      aria-describedby={described}
      data-testid={pickTestId}
      data-card={pickTestId === undefined ? undefined : card}
    >
      {body}
    </button>
  );
}

/**
 * One card where a player decides: name, cost, type and stats always in sight; the full text one
 * tap (or keyboard focus) away, never only in a tooltip; as a choice, a button that says why it
 * can't be picked now.
 */
export function GameCard(props: GameCardProps) {
  const { face, t, selected = false, open = false, testId, card, disabled = false, pickTestId } = props;
  const compact = props.compact ?? false;
  const [shown, setShown] = useState(open);
  const textId = useId();
  const reasonId = useId();
  const unavailable = face.unavailable !== null;
  const described =
    [face.text && shown ? textId : '', unavailable ? reasonId : ''].filter(Boolean).join(' ') || undefined;
  const looks = { [styles.selected!]: selected, [styles.unavailable!]: unavailable, [styles.compact!]: compact };
  // A compact card keeps its reason a tap away: a tap on the card itself shows it, as a tap on "Texto" does.
  const reveal =
    compact && unavailable && face.text !== null && props.onPick
      ? { shown, controls: `${reasonId} ${textId}`, toggle: () => setShown((v) => !v) }
      : null;
  return (
    <div
      className={[styles.card, ...Object.keys(looks).filter((name) => looks[name])].join(' ')}
      data-testid={testId}
      data-card={pickTestId === undefined ? card : undefined}
    >
      <PickOrRead {...props} disabled={unavailable || disabled} described={described} reveal={reveal} />
      {/* A compact card (a hand of many) keeps its reason with its text, a tap away; its dashed edge says it can't be played. */}
      {unavailable ? (
        <span id={reasonId} className={styles.reason} hidden={compact && face.text !== null && !shown}>
          {t(face.unavailable!)}
        </span>
      ) : null}
      {face.text ? (
        <CardText
          text={face.text}
          id={textId}
          shown={shown}
          toggle={() => setShown((v) => !v)}
          t={t}
          kind={compact ? face.kind : null}
        />
      ) : null}
    </div>
  );
}
