'use client';

import { useMemo, useState } from 'react';
import type { GameEntry } from '@cronica/games';
import type { DeckValidationOptions } from '@cronica/rules-kernel';
import type { Lang } from '@cronica/util';
import type { GameCatalog } from '../../lib/card-catalogs';
import { readPastedList, validateSource, type DeckDraft } from '../../lib/deck-editor';
import { deckMessages } from '../../lib/deck-messages';
import { translator } from '../../lib/i18n';
import { ListTextField } from './ListTextField';
import { VerdictPanel } from './VerdictPanel';
import { FormDone } from '../FormParts';

const m = deckMessages.paste;

interface PasteProps {
  catalog: GameCatalog;
  game: GameEntry;
  deckRules: DeckValidationOptions;
  onUse: (draft: DeckDraft) => void;
  lang: Lang;
}

/** The pasted text, its verdict as typed, and loading it into the builder (said once done, until the text changes). */
function usePastedList({ catalog, game, deckRules, onUse }: PasteProps) {
  const [source, setSource] = useState('');
  const [loaded, setLoaded] = useState(false);
  const verdict = useMemo(() => validateSource(source, game, deckRules, catalog), [source, game, deckRules, catalog]);
  const edit = (text: string) => {
    setSource(text);
    setLoaded(false);
  };
  const use = () => {
    const pasted = readPastedList(source, catalog, game);
    if (pasted.kind === 'unreadable') return;
    onUse(pasted.draft);
    setLoaded(true);
  };
  return { source, loaded, verdict, edit, use };
}

/**
 * Paste (or type) a text list: the game's validator checks it line by line as it is typed, and
 * "use this list" loads it into the builder (lines the parser cannot read stay listed).
 */
export function PastePanel(props: PasteProps) {
  const t = translator(props.lang);
  const { source, loaded, verdict, edit, use } = usePastedList(props);
  return (
    <details className="paste-panel panel" data-testid="paste-panel">
      <summary>{t(m.title)}</summary>
      <p className="legend">{t(m.hint)}</p>
      <ListTextField label={t(m.label)} rows={10} text={source} onText={edit} />
      <VerdictPanel
        valid={verdict.valid}
        errors={verdict.errors}
        empty={source.trim() === ''}
        lang={props.lang}
        testId="paste-verdict"
      />
      <p>
        <button type="button" className="button" onClick={use} disabled={source.trim() === ''}>
          {t(m.use)}
        </button>{' '}
        <FormDone text={loaded && t(m.replaced)} inline />
      </p>
    </details>
  );
}
