'use client';

import { useActionState, useMemo, useState } from 'react';
import { findGame } from '@cronica/games';
import type { Lang } from '@cronica/util';
import { submitDeckList, type DeckState } from '../../app/tournaments/[id]/actions';
import { catalogFor } from '../../lib/card-catalogs';
import { changeCount, draftToText, validateSource, type DeckDraft } from '../../lib/deck-editor';
import { deckMessages } from '../../lib/deck-messages';
import { translator } from '../../lib/i18n';
import { FormError } from '../FormParts';
import { CardBrowser } from './CardBrowser';
import { DraftView } from './DraftView';
import { PastePanel } from './PastePanel';
import { VerdictPanel } from './VerdictPanel';

const m = deckMessages;
const initialState: DeckState = { error: null, done: false, problems: [], source: '' };

function SubmitPanel(props: { tournamentId: string; source: string; registeredSource: string | null; valid: boolean; lang: Lang }) {
  const { tournamentId, source, registeredSource, valid, lang } = props;
  const t = translator(lang);
  const [state, action, pending] = useActionState<DeckState, FormData>(submitDeckList, initialState);
  // A form sends line breaks as CRLF (HTML form encoding); the list compares without them.
  const sent = state.source.replace(/\r\n/g, '\n');
  const saved = source === (state.done ? sent : registeredSource);
  return (
    <form action={action} className="deck-submit" data-testid="deck-submit">
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <input type="hidden" name="source" value={source} />
      <p className={saved ? 'notice-inline' : 'deck-submit__unsaved'} role="status" data-testid="deck-saved" data-saved={saved}>
        {saved ? t(m.submit.saved) : registeredSource !== null || state.done ? t(m.submit.unsaved) : ''}
      </p>
      <FormError error={state.error} t={t} />
      {state.problems.length > 0 ? (
        <div className="form__error" role="alert" data-testid="deck-problems">
          {t(m.submit.refused)}
          <ul>
            {state.problems.map((problem, index) => (
              <li key={index}>
                {problem.line !== null ? `${t(m.verdict.line(problem.line))}: ` : ''}
                {t(problem.message)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* The game's validator already found problems (listed above): nothing to hand in until they are fixed. */}
      {!valid && source.trim() !== '' && !saved ? (
        <p className="muted" data-testid="deck-fix-first">
          {t(m.submit.fixFirst)}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={pending || source.trim() === '' || saved || !valid}>
        {pending ? t(m.submit.sending) : registeredSource === null && !state.done ? t(m.submit.send) : t(m.submit.replace)}
      </button>
    </form>
  );
}

/**
 * The deck builder of a tournament's player: the game's card browser, the list with its counts,
 * the game's validator re-run on every change, a paste box, and the hand-in (SubmitDeckList).
 */
export function DeckBuilder(props: { tournamentId: string; gameId: string; legendaryLimit: number | undefined; initial: DeckDraft; registered: boolean; lang: Lang }) {
  const { tournamentId, gameId, legendaryLimit, initial, registered, lang } = props;
  const t = translator(lang);
  const game = findGame(gameId);
  const catalog = catalogFor(gameId);
  const [draft, setDraft] = useState<DeckDraft>(initial);
  const source = useMemo(() => (game && catalog ? draftToText(draft, catalog, game, lang) : ''), [draft, catalog, game, lang]);
  const registeredSource = useMemo(() => (registered && game && catalog ? draftToText(initial, catalog, game, lang) : null), [registered, initial, catalog, game, lang]);
  const verdict = useMemo(() => (game ? validateSource(source, game, legendaryLimit, catalog) : { valid: false, errors: [] }), [source, game, legendaryLimit, catalog]);
  if (!game || !catalog) return <p className="muted">{t(m.page.unknownGame)}</p>;
  const change = (section: string, card: string, delta: number) => setDraft((current) => changeCount(current, section, card, delta));
  return (
    <div className="deck-builder" data-testid="deck-builder">
      <div className="deck-builder__list">
        <h2>{t(m.draft.title)}</h2>
        <VerdictPanel valid={verdict.valid} errors={verdict.errors} empty={source.trim() === ''} lines={false} lang={lang} />
        <SubmitPanel tournamentId={tournamentId} source={source} registeredSource={registeredSource} valid={verdict.valid} lang={lang} />
        <DraftView draft={draft} catalog={catalog} game={game} onChange={change} onFaction={(faction) => setDraft((current) => ({ ...current, faction }))} lang={lang} />
        <PastePanel catalog={catalog} game={game} legendaryLimit={legendaryLimit} onUse={setDraft} lang={lang} />
        <details className="paste-panel">
          <summary>{t(m.paste.asText)}</summary>
          <textarea readOnly rows={10} value={source} className="mono deck-text" aria-label={t(m.paste.asText)} data-testid="deck-text" />
        </details>
      </div>
      <CardBrowser catalog={catalog} game={game} draft={draft} onAdd={(section, card) => change(section, card, 1)} lang={lang} />
    </div>
  );
}
