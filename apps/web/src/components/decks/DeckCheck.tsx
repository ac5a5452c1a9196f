'use client';

import { useActionState, useMemo, useState } from 'react';
import { findGame, type GameEntry } from '@cronica/games';
import type { Lang } from '@cronica/util';
import { checkDeck } from '../../app/tournaments/[id]/judge-actions';
import type { GameCatalog } from '../../lib/card-catalogs';
import { catalogFor } from '../../lib/card-catalogs';
import { deckCheckMessages as m } from '../../lib/deck-check-messages';
import { deckDiff, draftFromTicks, withExtraCards, type DeckDiff } from '../../lib/deck-diff';
import { cardsById, readPastedList, type DeckDraft } from '../../lib/deck-editor';
import { translator, type Translate } from '../../lib/i18n';
import type { ActionState } from '../../lib/tournament-action';
import { FormError } from '../FormParts';
import { RegisteredList } from './RegisteredList';

type Mode = 'ticks' | 'text';

function TickList({
  registered,
  catalog,
  found,
  onFound,
  t,
}: {
  registered: DeckDraft;
  catalog: GameCatalog;
  found: Record<string, number>;
  onFound: (key: string, n: number) => void;
  t: Translate;
}) {
  const cards = cardsById(catalog);
  return (
    <ul className="tick-list" data-testid="tick-list">
      {Object.entries(registered.sections).flatMap(([section, entries]) =>
        entries.map((entry) => {
          const key = `${section}:${entry.card}`;
          const name = cards.get(entry.card) ? t(cards.get(entry.card)!.name) : entry.card;
          const count = found[key] ?? 0;
          return (
            <li key={key} data-card={entry.card}>
              <input
                type="checkbox"
                checked={count === entry.count}
                onChange={(event) => onFound(key, event.target.checked ? entry.count : 0)}
                aria-label={t(m.tickAll(name))}
              />
              <span>
                {name} <span className="muted">× {entry.count}</span>
              </span>
              <input
                type="number"
                min={0}
                max={99}
                value={count}
                onChange={(event) => onFound(key, Math.max(0, Number(event.target.value) || 0))}
                aria-label={t(m.found(name))}
              />
            </li>
          );
        }),
      )}
    </ul>
  );
}

function ModeSwitch({ mode, onMode, t }: { mode: Mode; onMode: (mode: Mode) => void; t: Translate }) {
  return (
    <div className="mode-switch" role="group" aria-label={t(m.inPlay)}>
      {(['ticks', 'text'] as const).map((choice) => (
        <button key={choice} type="button" aria-pressed={mode === choice} onClick={() => onMode(choice)}>
          {t(choice === 'ticks' ? m.byTicks : m.byText)}
        </button>
      ))}
    </div>
  );
}

/** The deck in play counted on the registered list, plus cards found that it does not list. */
function TickEntry(props: {
  registered: DeckDraft;
  catalog: GameCatalog;
  found: Record<string, number>;
  onFound: (key: string, n: number) => void;
  extra: string;
  onExtra: (text: string) => void;
  t: Translate;
}) {
  const { registered, catalog, found, onFound, extra, onExtra, t } = props;
  return (
    <>
      <p className="legend">{t(m.ticksHint)}</p>
      <TickList registered={registered} catalog={catalog} found={found} onFound={onFound} t={t} />
      <label className="form__field">
        <span>{t(m.extra)}</span>
        <textarea
          rows={3}
          value={extra}
          onChange={(event) => onExtra(event.target.value)}
          className="mono"
          spellCheck={false}
        />
      </label>
    </>
  );
}

function DiffView({ diff, catalog, game, t }: { diff: DeckDiff; catalog: GameCatalog; game: GameEntry; t: Translate }) {
  const cards = cardsById(catalog);
  const factionName = (id: string | null) =>
    id === null ? '—' : t(catalog.faction?.options.find((f) => f.id === id)?.label ?? { es: id, en: id });
  const sectionName = (key: string) => t(game.deckSections.find((s) => s.key === key)?.name ?? { es: key, en: key });
  return (
    <div
      className={`check-verdict ${diff.matches ? 'check-verdict--match' : 'check-verdict--mismatch'}`}
      role="status"
      aria-live="polite"
      data-testid="check-verdict"
      data-matches={diff.matches}
    >
      <p className="check-verdict__title">
        {diff.matches ? `✓ ${t(m.match)}` : `⚠ ${t(m.mismatch(diff.rows.length + (diff.faction ? 1 : 0)))}`}
      </p>
      {diff.faction ? (
        <p>{t(m.factionDiffers(factionName(diff.faction.registered), factionName(diff.faction.presented)))}</p>
      ) : null}
      {diff.rows.length > 0 ? (
        <table className="diff" data-testid="deck-diff">
          <thead>
            <tr>
              <th>{t(m.card)}</th>
              <th>{t(m.section)}</th>
              <th className="num">{t(m.listed)}</th>
              <th className="num">{t(m.inDeck)}</th>
            </tr>
          </thead>
          <tbody>
            {diff.rows.map((row) => (
              <tr key={`${row.section}:${row.card}`} data-card={row.card}>
                <td>{cards.get(row.card) ? t(cards.get(row.card)!.name) : <em>{row.card}</em>}</td>
                <td>{sectionName(row.section)}</td>
                <td className="num">{row.registered}</td>
                <td className={`num ${row.presented > row.registered ? 'diff__more' : 'diff__less'}`}>
                  {row.presented}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/** The deck in play as a list the API can check: the registered JSON itself when nothing differs, else the cards found, by catalog id. */
function presentedSource(gameId: string, diff: DeckDiff, registeredJson: string, presented: DeckDraft): string {
  if (diff.matches) return registeredJson;
  return JSON.stringify({
    game: gameId,
    ...(presented.faction ? { faction: presented.faction } : {}),
    sections: presented.sections,
  });
}

/** Records the check in the tournament (CheckDeck); the API compares it with the registered list too. */
function RecordForm({
  tournamentId,
  playerId,
  source,
  mismatch,
  t,
}: {
  tournamentId: string;
  playerId: string;
  source: string | null;
  mismatch: boolean;
  t: Translate;
}) {
  const [state, action, pending] = useActionState<ActionState, FormData>(checkDeck, { error: null, done: false });
  return (
    <form action={action} className="form">
      <input type="hidden" name="tournamentId" value={tournamentId} />
      <input type="hidden" name="playerId" value={playerId} />
      <input type="hidden" name="source" value={source ?? ''} />
      <FormError error={state.error} t={t} />
      {state.done ? (
        <p className="notice-inline" role="status">
          {t(m.recorded)} {mismatch ? t(m.penaltyHint) : ''}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={pending || source === null}>
        {t(m.record)}
      </button>
    </form>
  );
}

/**
 * A judge's deck check: the registered list in full beside the deck in play (ticked on the list
 * or typed as text), the difference card by card, and the check recorded in the tournament.
 * A match is shown calmly; a mismatch is the alarming state.
 */
export function DeckCheck(props: {
  tournamentId: string;
  gameId: string;
  playerId: string;
  playerName: string;
  registered: DeckDraft;
  registeredJson: string;
  hash: string;
  lang: Lang;
}) {
  const { tournamentId, gameId, playerId, playerName, registered, registeredJson, hash, lang } = props;
  const t = translator(lang);
  const game = findGame(gameId)!;
  const catalog = catalogFor(gameId)!;
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
  return (
    <div className="deck-check" data-testid="deck-check">
      <section>
        <h2>{t(m.registered(playerName))}</h2>
        <RegisteredList draft={registered} catalog={catalog} game={game} hash={hash} lang={lang} />
      </section>
      <section>
        <h2>{t(m.inPlay)}</h2>
        <ModeSwitch mode={mode} onMode={setMode} t={t} />
        {mode === 'ticks' ? (
          <TickEntry
            registered={registered}
            catalog={catalog}
            found={found}
            onFound={(key, n) => setFound((current) => ({ ...current, [key]: n }))}
            extra={extra}
            onExtra={setExtra}
            t={t}
          />
        ) : (
          <label className="form__field">
            <span>{t(m.textLabel)}</span>
            <textarea
              rows={12}
              value={text}
              onChange={(event) => setText(event.target.value)}
              className="mono"
              spellCheck={false}
            />
          </label>
        )}
        <div className="deck-check__result">
          {diff ? (
            <DiffView diff={diff} catalog={catalog} game={game} t={t} />
          ) : (
            <p className="muted">{t(m.nothingYet)}</p>
          )}
          <RecordForm
            tournamentId={tournamentId}
            playerId={playerId}
            source={diff && presented ? presentedSource(gameId, diff, registeredJson, presented) : null}
            mismatch={diff !== null && !diff.matches}
            t={t}
          />
        </div>
      </section>
    </div>
  );
}
