import type { MatchView } from '../../graphql/match';
import type { Translate } from '../../lib/i18n';
import { matchMessages as m } from '../../lib/match-messages';

interface ResultJson {
  readonly outcome?: string;
  readonly winner?: number;
  readonly reason?: string;
}

function parse(result: unknown): ResultJson | null {
  return typeof result === 'object' && result !== null ? (result as ResultJson) : null;
}

function reasonText(reason: string, t: Translate): string {
  const known = m.result.reasons as Readonly<Record<string, (typeof m.result.reasons)['round-cap']>>;
  return known[reason] ? t(known[reason]) : reason;
}

export function MatchResult({ match, seatName, t }: { match: MatchView; seatName: (seat: number) => string; t: Translate }) {
  const result = parse(match.result);
  if (!result) return null;
  return (
    <section className="result-banner" data-testid="match-result">
      <h2>{t(m.result.title)}</h2>
      <p className="result-banner__main">
        {result.outcome === 'win' && typeof result.winner === 'number' ? t(m.result.win(seatName(result.winner))) : t(m.result.draw)}
      </p>
      {result.reason ? <p className="muted">{reasonText(result.reason, t)}</p> : null}
    </section>
  );
}
