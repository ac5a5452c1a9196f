import type { Lang } from '@cronica/util';
import type { StandingRow } from '../../graphql/tournament';
import { tiebreakMessages as tm } from '../../lib/draft-messages';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { DeskCommand } from './DeskCommand';

/**
 * When the standings say a prize or cut place hangs on a random order (002 C.2.4.2, "Clasificación
 * relevante – Desempate"), the organizer pairs the tiebreak matches from here; the API pairs them
 * and refuses, with its own message, when it is not the moment.
 */
export function TiebreakDesk({
  tournamentId,
  standings,
  lang,
}: {
  tournamentId: string;
  standings: readonly StandingRow[];
  lang: Lang;
}) {
  const t = translator(lang);
  const tied = standings.filter((row) => row.tiebreakMatch);
  if (tied.length === 0) return null;
  return (
    <div className="tiebreak-desk" data-testid="tiebreak-desk">
      <h3>{t(tm.title)}</h3>
      <p className="legend">{t(tm.why)}</p>
      <ul className="tiebreak-desk__players">
        {tied.map((row) => (
          <li key={row.playerId}>{t(tm.row(row.rank, row.playerName, row.points))}</li>
        ))}
      </ul>
      <DeskCommand
        tournamentId={tournamentId}
        command="pairTiebreakRound"
        label={t(messages.staff.commands.pairTiebreakRound)}
        what={t(tm.confirm)}
        lang={lang}
      />
    </div>
  );
}
