import { eventNumber } from '@cronica/rules-kernel';
import type { MatchLogLine } from '../../graphql/match';
import type { Translate } from '../../lib/i18n';
import { matchMessages as m } from '../../lib/match-messages';
import { WhyLink } from './kit/WhyLink';

/**
 * The game log in the game's own words, newest first, as this viewer may read it: a player's
 * own hidden cards named, the rival's as counts; spectators see it with the board's delay.
 */
export function MatchLog({ lines, t }: { lines: readonly MatchLogLine[]; t: Translate }) {
  if (lines.length === 0) return null;
  return (
    <section className="match-log" aria-label={t(m.log)} data-testid="match-log">
      <h2 className="section-title">{t(m.log)}</h2>
      <ol className="match-log__lines" reversed>
        {/* Each line numbered by its event, as the judge's audit and every ruling name it (a line this viewer may not read leaves a gap). */}
        {[...lines].reverse().map((line) => (
          <li key={line.index} value={eventNumber(line.index)} data-index={line.index}>
            {line.text}
            <WhyLink rules={line.rules} t={t} />
          </li>
        ))}
      </ol>
    </section>
  );
}
