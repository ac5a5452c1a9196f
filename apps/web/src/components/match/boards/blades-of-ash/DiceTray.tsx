import { DIE_COLOR_NAMES, type Die } from '@cronica/blades-of-ash';
import type { Translate } from '../../../../lib/i18n';
import { bladesMessages as b } from './messages';
import { COLOUR_GLYPH } from './CostPips';
import table from '../../kit/table.module.css';
import styles from './blades.module.css';

export interface DicePick {
  readonly selected: ReadonlySet<number>;
  readonly toggle: (index: number) => void;
}

function dieWords(die: Die, t: Translate): string {
  return `${t(DIE_COLOR_NAMES[die.color])} ${die.face}`;
}

/** One die: a toggle button when it can be picked (prepared, with `pick`), else its face. */
function DieFace({ die, index, pick, t }: { die: Die; index: number; pick?: DicePick | undefined; t: Translate }) {
  const label = dieWords(die, t);
  const inner = (
    <>
      <span aria-hidden="true" className={styles.dieGlyph}>
        {COLOUR_GLYPH[die.color]}
      </span>
      {die.face}
    </>
  );
  if (pick && !die.spent) {
    const on = pick.selected.has(index);
    return (
      <li>
        <button
          type="button"
          className={`${styles.die} ${styles[die.color]}${on ? ` ${styles.diePicked}` : ''}`}
          aria-pressed={on}
          aria-label={label}
          onClick={() => pick.toggle(index)}
          data-testid="die"
          data-index={index}
        >
          {inner}
        </button>
      </li>
    );
  }
  return (
    <li
      className={`${styles.die} ${die.spent ? styles.dieSpent : styles[die.color]}`}
      title={label}
      aria-label={label}
      data-testid="die"
      data-index={index}
    >
      {inner}
    </li>
  );
}

interface TrayProps {
  dice: readonly Die[];
  seat: number;
  pick?: DicePick | undefined;
  t: Translate;
  /** Another tray of the same dice (the payment step's) needs its own test id. */
  testId?: string;
  withSpent?: boolean;
}

/**
 * A seat's dice (000_7cbcfc9bc47f1014.txt, "Preparar Dados de Acción"): prepared dice, then the
 * spent ones kept visible with their faces. With `pick`, prepared dice are toggle buttons.
 */
export function DiceTray({ dice, seat, pick, t, testId = `dice-${seat}`, withSpent = true }: TrayProps) {
  const prepared = dice.map((die, index) => ({ die, index })).filter(({ die }) => !die.spent);
  const spent = withSpent ? dice.map((die, index) => ({ die, index })).filter(({ die }) => die.spent) : [];
  const face = ({ die, index }: { die: Die; index: number }) => (
    <DieFace key={index} die={die} index={index} pick={pick} t={t} />
  );
  return (
    <div className={styles.tray} data-testid={testId}>
      <ul className={table.chips} aria-label={t(b.prepared)}>
        {prepared.map(face)}
      </ul>
      {spent.length > 0 ? (
        <>
          <span className="side__label">{t(b.spent)}</span>
          <ul className={table.chips} aria-label={t(b.spent)}>
            {spent.map(face)}
          </ul>
        </>
      ) : null}
    </div>
  );
}
