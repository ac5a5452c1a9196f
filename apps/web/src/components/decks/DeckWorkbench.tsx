'use client';

import { useMemo, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import type { GameEntry } from '@cronica/games';
import type { DeckValidationOptions } from '@cronica/rules-kernel';
import type { Lang } from '@cronica/util';
import type { GameCatalog } from '../../lib/card-catalogs';
import { useDeckGame } from '../../lib/deck-game';
import {
  changeCount,
  draftTotal,
  draftToText,
  readPastedList,
  validateSource,
  type DeckDraft,
} from '../../lib/deck-editor';
import { deckMessages } from '../../lib/deck-messages';
import { myDeckMessages } from '../../lib/my-deck-messages';
import { translator, type Translate } from '../../lib/i18n';
import { CardBrowser } from './CardBrowser';
import { DraftTally, DRAFT_ANCHOR } from './DraftTally';
import { DraftView } from './DraftView';
import { PastePanel } from './PastePanel';
import { VerdictPanel } from './VerdictPanel';
import { Field, FormDone, Options } from '../FormParts';
import { ControlsOnceHydrated, waitingForItsGame } from '../GameCode';

const m = deckMessages;
/** Outside a tournament a list is checked by the game's standard rules alone (one object: the verdict's memo keeps). */
const NO_TOURNAMENT_RULES: DeckValidationOptions = {};

/** A saved deck the workbench can load (My decks): its name and its text. */
export interface LoadableDeck {
  readonly id: string;
  readonly name: string;
  readonly text: string;
}

/** Loads one of the person's saved decks into the list being written (it replaces it, as a paste does). */
function LoadSaved({
  decks,
  catalog,
  game,
  onUse,
  lang,
}: {
  decks: readonly LoadableDeck[];
  catalog: GameCatalog;
  game: GameEntry;
  onUse: (draft: DeckDraft) => void;
  lang: Lang;
}) {
  const t = translator(lang);
  const [chosen, setChosen] = useState(decks[0]?.id ?? '');
  const [loaded, setLoaded] = useState(false);
  const load = () => {
    const pasted = readPastedList(decks.find((deck) => deck.id === chosen)?.text ?? '', catalog, game);
    if (pasted.kind === 'unreadable') return;
    onUse(pasted.draft);
    setLoaded(true);
  };
  return (
    <div className="load-saved" data-testid="load-saved">
      <SavedSelect decks={decks} chosen={chosen} onChoose={(id) => (setChosen(id), setLoaded(false))} t={t} />
      <button type="button" className="button button--quiet" onClick={load}>
        {t(myDeckMessages.pick.loadButton)}
      </button>{' '}
      <FormDone text={loaded && t(myDeckMessages.pick.loaded)} inline />
    </div>
  );
}

function SavedSelect(props: {
  decks: readonly LoadableDeck[];
  chosen: string;
  onChoose: (id: string) => void;
  t: Translate;
}) {
  const { decks, chosen, onChoose, t } = props;
  return (
    <Field label={t(myDeckMessages.pick.load)}>
      <select value={chosen} onChange={(event) => onChoose(event.target.value)}>
        <Options items={decks} value={(deck) => deck.id} label={(deck) => deck.name} />
      </select>
    </Field>
  );
}

/** The list being written, as text in the game's format, and whether the game's validator accepts it. */
function useDeckSource(draft: DeckDraft, gameId: string, deckRules: DeckValidationOptions, lang: Lang) {
  const { game, catalog } = useDeckGame(gameId);
  const source = useMemo(
    () => (game && catalog ? draftToText(draft, catalog, game, lang) : ''),
    [draft, catalog, game, lang],
  );
  const verdict = useMemo(
    () => (game ? validateSource(source, game, deckRules, catalog) : { valid: false, errors: [] }),
    [source, game, deckRules, catalog],
  );
  return { game, catalog, source, verdict };
}

interface WorkbenchProps {
  gameId: string;
  /** The game's deck rules for the tournament's options (a legendary cap); none outside a tournament. */
  deckRules?: DeckValidationOptions;
  initial: DeckDraft;
  lang: Lang;
  saved?: readonly LoadableDeck[];
  panel: (source: string, valid: boolean) => ReactNode;
}

/** Counts a card up or down in one section of the list. */
const changer = (setDraft: Dispatch<SetStateAction<DeckDraft>>) => (section: string, card: string, delta: number) =>
  setDraft((current) => changeCount(current, section, card, delta));

/**
 * The one deck builder: the game's card browser, the list with its counts, the game's validator
 * re-run on every change, a paste box, the list as text, and (`saved`) the person's saved decks to
 * load. What is done with the list — handed in to a tournament, saved to My decks — is `panel`'s.
 * The browser fetches the game's rules library and catalogue for it (that game's only).
 */
export const DeckWorkbench = waitingForItsGame(Workbench);

function Workbench(props: WorkbenchProps) {
  const { gameId, deckRules = NO_TOURNAMENT_RULES, initial, lang, saved = [], panel } = props;
  const t = translator(lang);
  const [draft, setDraft] = useState<DeckDraft>(initial);
  const { game, catalog, source, verdict } = useDeckSource(draft, gameId, deckRules, lang);
  if (!game || !catalog) return <p className="muted">{t(m.page.unknownGame)}</p>;
  const change = changer(setDraft);
  return (
    <ControlsOnceHydrated>
      <div className="deck-builder" data-testid="deck-builder">
        <div className="deck-builder__list">
          <h2 id={DRAFT_ANCHOR}>{t(m.draft.title)}</h2>
          <VerdictPanel
            valid={verdict.valid}
            errors={verdict.errors}
            empty={source.trim() === ''}
            lines={false}
            lang={lang}
          />
          {panel(source, verdict.valid)}
          <DraftEditor {...{ draft, setDraft, catalog, game, saved, deckRules, lang }} />
          <SourceText source={source} t={t} />
        </div>
        <div className="deck-builder__browse">
          <CardBrowser
            catalog={catalog}
            game={game}
            draft={draft}
            onAdd={(section, card) => change(section, card, 1)}
            lang={lang}
          />
          <DraftTally total={draftTotal(draft)} valid={verdict.valid} problems={verdict.errors.length} lang={lang} />
        </div>
      </div>
    </ControlsOnceHydrated>
  );
}

/** Writing the list: loading a saved deck, counting cards up and down, choosing the faction, pasting a list. */
function DraftEditor(props: {
  draft: DeckDraft;
  setDraft: Dispatch<SetStateAction<DeckDraft>>;
  catalog: GameCatalog;
  game: GameEntry;
  saved: readonly LoadableDeck[];
  deckRules: DeckValidationOptions;
  lang: Lang;
}) {
  const { draft, setDraft, catalog, game, saved, deckRules, lang } = props;
  return (
    <>
      {saved.length > 0 ? <LoadSaved decks={saved} catalog={catalog} game={game} onUse={setDraft} lang={lang} /> : null}
      <DraftView
        draft={draft}
        catalog={catalog}
        game={game}
        onChange={changer(setDraft)}
        onFaction={(faction) => setDraft((current) => ({ ...current, faction }))}
        lang={lang}
      />
      <PastePanel catalog={catalog} game={game} deckRules={deckRules} onUse={setDraft} lang={lang} />
    </>
  );
}

/** The list as text, read-only, to copy. */
function SourceText({ source, t }: { source: string; t: Translate }) {
  return (
    <details className="paste-panel panel">
      <summary>{t(m.paste.asText)}</summary>
      <textarea
        readOnly
        rows={10}
        value={source}
        className="mono deck-text"
        aria-label={t(m.paste.asText)}
        data-testid="deck-text"
      />
    </details>
  );
}
