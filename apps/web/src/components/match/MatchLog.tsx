'use client';

import { useState } from 'react';
import { eventNumber } from '@cronica/rules-kernel';
import type { MatchLogLine } from '../../graphql/match';
import type { Translate } from '../../lib/i18n';
import { matchMessages as m } from '../../lib/match-messages';
import { withPersonNames } from '../../lib/person-name';
import { useScrollsItself } from '../useScrollsItself';
import { WhyLink } from './kit/WhyLink';
import { ButtonOnceHydrated } from '../ButtonOnceHydrated';

/** Lines a phone shows before the player asks for the whole log (the page stays a table, not a log). */
export const PHONE_LOG_LINES = 8;

/**
 * The game log in the game's own words, newest first, as this viewer may read it: a player's
 * own hidden cards named, the rival's as counts; spectators see it with the board's delay. On a
 * phone only the newest lines show until the player opens the rest (the lines stay in the page); on
 * a laptop they scroll in a box of their own.
 */
export function MatchLog({ lines, t }: { lines: readonly MatchLogLine[]; t: Translate }) {
  const [whole, setWhole] = useState(false);
  const [box, scrolls] = useScrollsItself<HTMLOListElement>();
  if (lines.length === 0) return null;
  const folds = lines.length > PHONE_LOG_LINES;
  return (
    <section
      className={`match-log${folds && !whole ? ' match-log--recent' : ''}`}
      aria-label={t(m.log)}
      data-testid="match-log"
    >
      <h2 className="section-title">{t(m.log)}</h2>
      {folds ? (
        <ButtonOnceHydrated
          className="button button--quiet match-log__toggle"
          aria-expanded={whole}
          onClick={() => setWhole(!whole)}
        >
          {whole ? t(m.logRecent(PHONE_LOG_LINES)) : t(m.logWhole(lines.length))}
        </ButtonOnceHydrated>
      ) : null}
      {/* Focusable while the lines scroll in their own box (a laptop's long log), to scroll by keyboard too. */}
      <ol ref={box} className="match-log__lines" reversed tabIndex={scrolls ? 0 : undefined} aria-label={t(m.log)}>
        {/* Each line numbered by its event, as the judge's audit and every ruling name it (a line this viewer may not read leaves a gap). */}
        {[...lines].reverse().map((line, newest) => (
          <li
            key={line.index}
            value={eventNumber(line.index)}
            data-index={line.index}
            className={newest >= PHONE_LOG_LINES ? 'match-log__older' : undefined}
          >
            {withPersonNames(line.text, t)}
            <WhyLink rules={line.rules} t={t} />
          </li>
        ))}
      </ol>
    </section>
  );
}
