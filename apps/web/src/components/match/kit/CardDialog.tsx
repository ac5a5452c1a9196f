'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import type { CardFace } from '@cronica/rules-kernel';
import type { Translate } from '../../../lib/i18n';
import { GameCard } from './GameCard';
import { kitWords as k } from './words';
import styles from './kit.module.css';

interface CardDialogProps {
  /** The card shown; null while the dialog is closed. */
  readonly face: CardFace | null;
  /** Which piece it is (a new piece opens with its text shown, whatever the last one's was). */
  readonly pieceKey: string;
  /** What belongs to this copy on the table (where it stands, whose it is). */
  readonly extra?: ReactNode;
  readonly onClose: () => void;
  readonly testId: string;
  readonly t: Translate;
}

/**
 * A piece's whole card over the table, for a field whose tiles are too small for its text (a
 * troop in one of 25 zones on a phone): opened by a tap on the piece, closed by its button, by
 * Escape or by a tap beside it. A modal dialog keeps focus inside while open and hands it back to
 * the piece when closed.
 */
export function CardDialog({ face, pieceKey, extra, onClose, testId, t }: CardDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog === null) return;
    if (face !== null && !dialog.open) dialog.showModal();
    if (face === null && dialog.open) dialog.close();
  }, [face]);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      data-testid={testId}
      aria-label={face ? t(face.name) : undefined}
      onClose={onClose}
      // A tap on the backdrop lands on the dialog itself; a tap on the card lands inside it.
      onClick={(event) => (event.target === event.currentTarget ? event.currentTarget.close() : undefined)}
    >
      {face ? (
        <div className={styles.dialogBody}>
          <GameCard key={pieceKey} face={face} t={t} open extra={extra} />
          <form method="dialog">
            <button type="submit" className="button" autoFocus>
              {t(k.close)}
            </button>
          </form>
        </div>
      ) : null}
    </dialog>
  );
}
