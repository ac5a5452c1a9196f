import type { ReactNode } from 'react';

/** What a board's pieces may be picked for: those with moves of their own (by selection key), the one picked, and the pick. */
export interface PiecePicking {
  /** Selection keys that have moves (`card:<id>` for hand cards; each game keys its pieces in play its own way). */
  readonly keys: ReadonlySet<string>;
  readonly selected: string | null;
  readonly onPick: (key: string) => void;
}

type DataAttributes = { readonly [name: `data-${string}`]: string | number | boolean | undefined };

interface PickableProps extends DataAttributes {
  /** What picking it does; none, and it is only shown. */
  readonly onClick: (() => void) | undefined;
  /** Whether it is the piece picked so far (a choice of several steps); absent for a tap that only shows it. */
  readonly pressed?: boolean;
  /** What a tap that is no choice opens: the piece's card, in a dialog. */
  readonly opens?: 'dialog';
  readonly className: string;
  readonly children: ReactNode;
}

/**
 * A piece on the table a pending choice may pick (a troop, a zone): a button, pressed once picked,
 * while it can be picked; a plain box otherwise, so a keyboard only stops where there is a choice.
 */
export function Pickable({ onClick, pressed, opens, className, children, ...data }: PickableProps) {
  return onClick ? (
    <button
      type="button"
      className={className}
      onClick={onClick}
      aria-pressed={pressed}
      aria-haspopup={opens}
      {...data}
    >
      {children}
    </button>
  ) : (
    <div className={className} {...data}>
      {children}
    </div>
  );
}
