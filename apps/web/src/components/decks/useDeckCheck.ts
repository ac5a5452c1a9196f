import { useMemo, useState } from 'react';
import type { GameEntry } from '@cronica/games';
import type { GameCatalog } from '../../lib/card-catalogs';
import { deckDiff, draftFromTicks, withExtraCards } from '../../lib/deck-diff';
import { readPastedList, type DeckDraft } from '../../lib/deck-editor';
import type { Mode } from './DeckCheckEntry';

/** The deck in play as the judge enters it (ticked on the list, or typed) and its difference from the registered list. */
export function useDeckCheck(registered: DeckDraft, catalog: GameCatalog, game: GameEntry) {
  const [mode, setMode] = useState<Mode>('ticks');
  const [found, setFound] = useState<Record<string, number>>({});
  const [extra, setExtra] = useState('');
  const [text, setText] = useState('');
  const presented = useMemo(() => {
    if (mode === 'ticks')
      return withExtraCards(draftFromTicks(registered, found), extra, catalog, game.deckSections[0]?.key ?? 'main');
    const pasted = readPastedList(text, catalog, game);
    return pasted.kind === 'list' ? pasted.draft : null;
  }, [mode, registered, found, extra, text, catalog, game]);
  const started =
    mode === 'ticks' ? Object.values(found).some((n) => n > 0) || extra.trim() !== '' : text.trim() !== '';
  const diff =
    presented && started
      ? deckDiff(
          registered,
          presented,
          game.deckSections.map((s) => s.key),
        )
      : null;
  const onFound = (key: string, n: number) => setFound((current) => ({ ...current, [key]: n }));
  return { mode, setMode, found, onFound, extra, setExtra, text, setText, presented, diff };
}
