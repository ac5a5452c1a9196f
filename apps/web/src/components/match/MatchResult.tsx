import type { MatchView } from '../../graphql/match';
import type { Translate } from '../../lib/i18n';
import { matchMessages as m, namesListed } from '../../lib/match-messages';

interface ResultJson {
  readonly outcome?: string;
  readonly winner?: number;
  /** Every winning seat, when a side of several seats wins together. */
  readonly winners?: readonly number[];
}

function parse(result: unknown): ResultJson | null {
  return typeof result === 'object' && result !== null ? (result as ResultJson) : null;
}

/** How a match ended for one seat: its side won, lost, or nobody won. */
type SeatOutcome = 'won' | 'lost' | 'drawn';

/** How the match ended for the viewer's own seat (a side of several seats wins together); null for a spectator or a judge. */
function outcomeFor(result: ResultJson, seat: number | null | undefined): SeatOutcome | null {
  if (typeof seat !== 'number') return null;
  if (result.outcome !== 'win' || typeof result.winner !== 'number') return 'drawn';
  return (result.winners ?? [result.winner]).includes(seat) ? 'won' : 'lost';
}

export function MatchResult({
  match,
  seatName,
  t,
}: {
  match: MatchView;
  seatName: (seat: number) => string;
  t: Translate;
}) {
  const result = parse(match.result);
  if (!result) return null;
  const yours = outcomeFor(result, match.yourSeat);
  return (
    <section className="result-banner" data-testid="match-result" data-outcome={yours ?? undefined}>
      <h2>{t(m.result.title)}</h2>
      {/* The player's own word first, as game sites put it: the names below may be a whole party's. */}
      {yours ? <p className="result-banner__yours">{t(m.result.yours[yours])}</p> : null}
      <p className="result-banner__main">
        {result.outcome !== 'win' || typeof result.winner !== 'number'
          ? t(m.result.draw)
          : result.winners && result.winners.length > 1
            ? t(m.result.winMany(namesListed(result.winners.map(seatName))))
            : t(m.result.win(seatName(result.winner)))}
      </p>
      {/* The API words the reason in the game's own words; one nobody words is told by the board and the log. */}
      {match.resultReason ? <p className="muted">{match.resultReason}</p> : null}
    </section>
  );
}
