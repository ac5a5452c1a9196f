import type { MatchView } from '../../graphql/match';
import type { Translate } from '../../lib/i18n';
import { matchMessages as m } from '../../lib/match-messages';

interface ResultJson {
  readonly outcome?: string;
  readonly winner?: number;
  /** Every winning seat, when a side of several seats wins together. */
  readonly winners?: readonly number[];
}

function parse(result: unknown): ResultJson | null {
  return typeof result === 'object' && result !== null ? (result as ResultJson) : null;
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
  return (
    <section className="result-banner" data-testid="match-result">
      <h2>{t(m.result.title)}</h2>
      <p className="result-banner__main">
        {result.outcome !== 'win' || typeof result.winner !== 'number'
          ? t(m.result.draw)
          : result.winners && result.winners.length > 1
            ? t(m.result.winMany(result.winners.map(seatName).join(', ')))
            : t(m.result.win(seatName(result.winner)))}
      </p>
      {/* The API words the reason in the game's own words; one nobody words is told by the board and the log. */}
      {match.resultReason ? <p className="muted">{match.resultReason}</p> : null}
    </section>
  );
}
