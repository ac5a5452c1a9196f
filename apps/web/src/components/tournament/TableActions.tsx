'use client';

import Link from 'next/link';
import type { Lang } from '@cronica/util';
import { callJudge, startTableMatch } from '../../app/tournaments/[id]/table-actions';
import type { PairingRow } from '../../graphql/tournament';
import { translator } from '../../lib/i18n';
import { judgeMessages } from '../../lib/judge-messages';
import { matchesMessages } from '../../lib/matches-messages';
import { ActionOutcome, FormError, SubmitButton, TournamentForm } from '../FormParts';
import { useTournamentAction } from '../useFormAction';

/** The online match of the player's table: open it, or create it (once) and go play. */
export function TableMatchLink({
  tournamentId,
  pairing,
  matchId,
  lang,
}: {
  tournamentId: string;
  pairing: PairingRow;
  matchId: string | null;
  lang: Lang;
}) {
  const t = translator(lang);
  const [state, action, pending] = useTournamentAction(startTableMatch);
  if (matchId) {
    return (
      <p>
        <Link href={`/matches/${encodeURIComponent(matchId)}`} className="button" data-testid="my-match-link">
          {t(matchesMessages.goToMatch)}
        </Link>
      </p>
    );
  }
  return (
    <TournamentForm action={action} tournamentId={tournamentId} className="table-match">
      <input type="hidden" name="round" value={pairing.round} />
      <input type="hidden" name="table" value={pairing.table} />
      <SubmitButton pending={pending} label={matchesMessages.startMatch} t={t} />{' '}
      <span className="legend">{t(matchesMessages.startHint)}</span>
      <FormError error={state.error} t={t} />
    </TournamentForm>
  );
}

/** A player asks for a judge at their own table; staff see the call live on their desk. */
export function CallJudgeForm({ tournamentId, lang }: { tournamentId: string; lang: Lang }) {
  const t = translator(lang);
  const m = judgeMessages.call;
  const [state, action, pending] = useTournamentAction(callJudge);
  return (
    <TournamentForm action={action} tournamentId={tournamentId} className="form call-judge" testId="call-judge">
      <label className="form__field">
        <span>
          {t(m.title)} {t(m.reason)}
        </span>
        <input name="reason" maxLength={200} required />
      </label>
      <ActionOutcome state={state} done={m.sent} t={t} />
      <SubmitButton pending={pending} label={m.submit} t={t} />
    </TournamentForm>
  );
}
