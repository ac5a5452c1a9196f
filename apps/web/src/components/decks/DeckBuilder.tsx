'use client';

import { useMemo } from 'react';
import type { DeckValidationOptions } from '@cronica/rules-kernel';
import type { Lang } from '@cronica/util';
import { submitDeckList, type DeckState } from '../../app/tournaments/[id]/actions';
import { useDeckGame } from '../../lib/deck-game';
import { draftToText, type DeckDraft } from '../../lib/deck-editor';
import { deckMessages } from '../../lib/deck-messages';
import { translator, type Translate } from '../../lib/i18n';
import { FormError, TournamentForm } from '../FormParts';
import { waitingForItsGame } from '../GameCode';
import { useFormAction } from '../useFormAction';
import { DeckWorkbench, type LoadableDeck } from './DeckWorkbench';

const m = deckMessages;
const initialState: DeckState = { error: null, done: false, problems: [], source: '' };

/** A list handed in whose answer never came keeps the list as sent. */
const listAsSent = (form: FormData) => ({ source: String(form.get('source') ?? '') });

/** What the API found wrong with the list handed in, line by line where it says which. */
function ApiProblems({ problems, t }: { problems: DeckState['problems']; t: Translate }) {
  if (problems.length === 0) return null;
  return (
    <div className="form__error" role="alert" data-testid="deck-problems">
      {t(m.submit.refused)}
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            {problem.line !== null ? `${t(m.verdict.line(problem.line))}: ` : ''}
            {t(problem.message)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Whether the list shown is the one handed in; once there is one, a change not yet handed in says so. */
function SavedStatus({ saved, changed, t }: { saved: boolean; changed: boolean; t: Translate }) {
  return (
    <p
      className={saved ? 'notice-inline' : 'deck-submit__unsaved'}
      role="status"
      data-testid="deck-saved"
      data-saved={saved}
    >
      {saved ? t(m.submit.saved) : changed ? t(m.submit.unsaved) : ''}
    </p>
  );
}

function SubmitPanel(props: {
  tournamentId: string;
  source: string;
  registeredSource: string | null;
  valid: boolean;
  lang: Lang;
}) {
  const { tournamentId, source, registeredSource, valid, lang } = props;
  const t = translator(lang);
  const [state, action, pending] = useFormAction(submitDeckList, initialState, listAsSent);
  // A form sends line breaks as CRLF (HTML form encoding); the list compares without them.
  const sent = state.source.replace(/\r\n/g, '\n');
  const saved = source === (state.done ? sent : registeredSource);
  return (
    <TournamentForm action={action} tournamentId={tournamentId} className="deck-submit" testId="deck-submit">
      <input type="hidden" name="source" value={source} />
      <SavedStatus saved={saved} changed={registeredSource !== null || state.done} t={t} />
      <FormError error={state.error} t={t} />
      <ApiProblems problems={state.problems} t={t} />
      {/* The game's validator already found problems (listed above): nothing to hand in until they are fixed. */}
      {!valid && source.trim() !== '' && !saved ? (
        <p className="muted" data-testid="deck-fix-first">
          {t(m.submit.fixFirst)}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={pending || source.trim() === '' || saved || !valid}>
        {pending
          ? t(m.submit.sending)
          : registeredSource === null && !state.done
            ? t(m.submit.send)
            : t(m.submit.replace)}
      </button>
    </TournamentForm>
  );
}

interface DeckBuilderProps {
  tournamentId: string;
  gameId: string;
  deckRules: DeckValidationOptions;
  initial: DeckDraft;
  registered: boolean;
  saved?: readonly LoadableDeck[];
  lang: Lang;
}

/**
 * The deck builder of a tournament's player: the one deck builder (DeckWorkbench) with the
 * hand-in (SubmitDeckList), and the player's saved decks to load into the list.
 */
export const DeckBuilder = waitingForItsGame(TournamentWorkbench);

function TournamentWorkbench(props: DeckBuilderProps) {
  const { tournamentId, gameId, deckRules, initial, registered, saved, lang } = props;
  const { game, catalog } = useDeckGame(gameId);
  const registeredSource = useMemo(
    () => (registered && game && catalog ? draftToText(initial, catalog, game, lang) : null),
    [registered, initial, catalog, game, lang],
  );
  return (
    <DeckWorkbench
      gameId={gameId}
      deckRules={deckRules}
      initial={initial}
      lang={lang}
      {...(saved ? { saved } : {})}
      panel={(source, valid) => (
        <SubmitPanel
          tournamentId={tournamentId}
          source={source}
          registeredSource={registeredSource}
          valid={valid}
          lang={lang}
        />
      )}
    />
  );
}
