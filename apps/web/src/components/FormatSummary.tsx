import type { Lang } from '@cronica/util';
import type { TournamentFormat } from '../graphql/tournament';
import { translator } from '../lib/i18n';
import { tiebreakLabel } from '../lib/labels';
import { messages } from '../lib/messages';

const m = messages.format;

/** The public format of the event: what a player needs to know before sitting down. */
export function FormatSummary({ format, lang }: { format: TournamentFormat; lang: Lang }) {
  const t = translator(lang);
  const rows: Array<[string, string]> = [
    [t(m.match), `${t(m.bestOf(format.bestOf))} · ${t(m.roundMinutes(format.roundMinutes))} · ${t(m.extraTurns(format.extraTurns))}`],
    [t(m.topCut), `${t(m.topCutSize(format.topCutSize, format.finalBestOf))}${format.thirdPlaceMatch ? `, ${t(m.thirdPlace)}` : ''}`],
    [t(m.prizes), t(m.prizePlaces(format.prizePlaces))],
    [t(m.decks), format.requireDeckLists ? t(m.decksRequired) : t(m.decksOptional)],
    [t(m.legendary), t(m.legendaryLimit(format.legendaryLimit))],
    [t(m.lateEntry), format.lateEntry === 'absent' ? t(m.lateEntryAbsent) : t(m.lateEntryLoss)],
  ];
  return (
    <details className="format" data-testid="format">
      <summary>{t(m.title)}</summary>
      <dl className="format__list">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t(m.tiebreakers)}</dt>
          <dd>
            <ol className="chain">
              {format.tiebreakers.map((name) => (
                <li key={name}>{t(tiebreakLabel(name))}</li>
              ))}
            </ol>
            {format.byeScore > 0 ? <span className="muted">{t(m.byeScore(format.byeScore))}</span> : null}
          </dd>
        </div>
      </dl>
    </details>
  );
}
