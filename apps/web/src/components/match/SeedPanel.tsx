import type { MatchView } from '../../graphql/match';
import type { Translate } from '../../lib/i18n';
import { matchMessages as m } from '../../lib/match-messages';

interface SeedPanelProps {
  match: MatchView;
  seatName: (seat: number) => string;
  busy: boolean;
  onContribute: () => void;
  t: Translate;
}

/** My part: add my seed, or wait for the others once it is in. */
function MySeed({ match, busy, onContribute, t }: Omit<SeedPanelProps, 'seatName'>) {
  const mine = match.yourSeat === null ? null : match.seats.find((s) => s.seat === match.yourSeat);
  if (mine && !mine.seedContributed)
    return (
      <button type="button" className="button" disabled={busy} onClick={onContribute}>
        {t(m.seed.contribute)}
      </button>
    );
  return mine ? <p className="waiting">{t(m.seed.waitingOthers)}</p> : null;
}

/** The commitment is shown first, then each player adds a seed. */
export function SeedPanel({ match, seatName, busy, onContribute, t }: SeedPanelProps) {
  return (
    <section className="seed-panel" data-testid="seed-panel">
      <h2>{t(m.seed.title)}</h2>
      <p>{t(m.seed.explain)}</p>
      <p>
        <span className="section-title">{t(m.seed.commitment)}</span>
        <br />
        <code className="mono hash" data-testid="seed-commitment">
          {match.seedCommitment}
        </code>
      </p>
      <ul className="seed-panel__seats">
        {match.seats.map((seat) => (
          <li key={seat.seat}>
            {seatName(seat.seat)}: {seat.seedContributed ? t(m.seed.contributed) : t(m.seed.pending)}
          </li>
        ))}
      </ul>
      <MySeed match={match} busy={busy} onContribute={onContribute} t={t} />
    </section>
  );
}
