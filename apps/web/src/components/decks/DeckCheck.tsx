'use client';

import type { Lang } from '@cronica/util';
import { checkDeck } from '../../app/tournaments/[id]/judge-actions';
import type { GameCatalog } from '../../lib/card-catalogs';
import { useDeckGame } from '../../lib/deck-game';
import { deckCheckMessages as m } from '../../lib/deck-check-messages';
import type { DeckDiff } from '../../lib/deck-diff';
import type { DeckDraft } from '../../lib/deck-editor';
import { translator, type Translate } from '../../lib/i18n';
import { FormDone, FormError, TournamentForm } from '../FormParts';
import { ControlsOnceHydrated, waitingForItsGame } from '../GameCode';
import { ModeSwitch, TextEntry, TickEntry } from './DeckCheckEntry';
import { DiffView } from './DeckDiffView';
import { RegisteredList } from './RegisteredList';
import { useDeckCheck } from './useDeckCheck';
import { useTournamentAction } from '../useFormAction';

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
  const [state, action, pending] = useTournamentAction(checkDeck);
  return (
    <TournamentForm action={action} tournamentId={tournamentId} className="form">
      <input type="hidden" name="playerId" value={playerId} />
      <input type="hidden" name="source" value={source ?? ''} />
      <FormError error={state.error} t={t} />
      <FormDone
        text={
          state.done && (
            <>
              {t(m.recorded)} {mismatch ? t(m.penaltyHint) : ''}
            </>
          )
        }
      />
      <button type="submit" className="button" disabled={pending || source === null}>
        {t(m.record)}
      </button>
    </TournamentForm>
  );
}

interface CheckProps {
  tournamentId: string;
  gameId: string;
  playerId: string;
  playerName: string;
  registered: DeckDraft;
  registeredJson: string;
  hash: string;
  lang: Lang;
}

/**
 * A judge's deck check: the registered list in full beside the deck in play (ticked on the list
 * or typed as text), the difference card by card, and the check recorded in the tournament.
 * A match is shown calmly; a mismatch is the alarming state.
 */
export const DeckCheck = waitingForItsGame(CheckAtTheTable);

function CheckAtTheTable(props: CheckProps) {
  const { gameId, playerName, registered, hash, lang } = props;
  const t = translator(lang);
  const loaded = useDeckGame(gameId);
  const game = loaded.game!;
  const catalog = loaded.catalog!;
  const check = useDeckCheck(registered, catalog, game);
  const { mode, diff, presented } = check;
  return (
    <ControlsOnceHydrated>
      <div className="deck-check" data-testid="deck-check">
        <section>
          <h2>{t(m.registered(playerName))}</h2>
          <RegisteredList draft={registered} catalog={catalog} game={game} hash={hash} lang={lang} />
        </section>
        <section>
          <h2>{t(m.inPlay)}</h2>
          <ModeSwitch mode={mode} onMode={check.setMode} t={t} />
          <InPlayEntry check={check} registered={registered} catalog={catalog} t={t} />
          <div className="deck-check__result">
            {diff ? (
              <DiffView diff={diff} catalog={catalog} game={game} t={t} />
            ) : (
              <p className="muted">{t(m.nothingYet)}</p>
            )}
            <CheckRecord {...props} diff={diff} presented={presented} t={t} />
          </div>
        </section>
      </div>
    </ControlsOnceHydrated>
  );
}

function CheckRecord(props: CheckProps & { diff: DeckDiff | null; presented: DeckDraft | null; t: Translate }) {
  const { tournamentId, playerId, gameId, registeredJson, diff, presented, t } = props;
  return (
    <RecordForm
      tournamentId={tournamentId}
      playerId={playerId}
      source={diff && presented ? presentedSource(gameId, diff, registeredJson, presented) : null}
      mismatch={diff !== null && !diff.matches}
      t={t}
    />
  );
}

/** The deck in play, ticked on the registered list or typed as text, as the judge chose. */
function InPlayEntry(props: {
  check: ReturnType<typeof useDeckCheck>;
  registered: DeckDraft;
  catalog: GameCatalog;
  t: Translate;
}) {
  const { check, registered, catalog, t } = props;
  if (check.mode === 'text') return <TextEntry text={check.text} onText={check.setText} t={t} />;
  return (
    <TickEntry
      registered={registered}
      catalog={catalog}
      found={check.found}
      onFound={check.onFound}
      extra={check.extra}
      onExtra={check.setExtra}
      t={t}
    />
  );
}
