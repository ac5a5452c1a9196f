import Link from 'next/link';
import type { Lang } from '@cronica/util';
import type { PairingRow } from '../../graphql/tournament';
import type { RoundView } from '../../graphql/tournament-rounds';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { firstOf, pageHref, roundLabelOf } from '../../lib/round-views';
import type { TableMatches } from '../../lib/table-matches';
import { PairingsTable } from '../PairingsTable';

/** The round to show: the one asked for when it has pairings, else the latest. */
export function chooseRound(rounds: readonly number[], asked: string | string[] | undefined): number | null {
  const wanted = Number(Array.isArray(asked) ? asked[0] : asked);
  if (rounds.includes(wanted)) return wanted;
  return rounds.at(-1) ?? null;
}

/** Pairings round by round; top-cut and tiebreak rounds carry their names ("Cuartos de final"). */
export function RoundsSection(props: {
  pairings: readonly PairingRow[];
  rounds: readonly RoundView[];
  plannedRounds: number | null;
  topCutSize: number;
  names: Map<string, string>;
  matches: TableMatches;
  viewerId: string | null;
  lang: Lang;
  asked: string | string[] | undefined;
  /** The standings tab's round, kept when another round of pairings is chosen. */
  standingsRound: string | string[] | undefined;
}) {
  const { pairings, rounds, plannedRounds, topCutSize, names, matches, viewerId, lang, asked, standingsRound } = props;
  const t = translator(lang);
  const m = messages.tournamentPage;
  const numbers = [...new Set(pairings.map((p) => p.round))].sort((a, b) => a - b);
  const shown = chooseRound(numbers, asked);
  return (
    <section aria-labelledby="pairings-title" className="block">
      <h2 id="pairings-title">{t(m.pairings)}</h2>
      {shown === null ? (
        <p className="muted">{t(m.pairingsEmpty)}</p>
      ) : (
        <>
          <nav aria-label={t(m.roundNav)} className="tabs" data-testid="pairing-rounds">
            {numbers.map((round) => (
              <Link
                key={round}
                href={pageHref({ round, standings: firstOf(standingsRound) }, 'pairings-title')}
                aria-current={round === shown ? 'page' : undefined}
                className="tabs__tab"
                scroll={false}
              >
                {t(roundLabelOf(rounds, round, plannedRounds, topCutSize))}
                {pairings.some((p) => p.round === round && !p.published) ? ` (${t(messages.staff.unpublishedTab)})` : ''}
              </Link>
            ))}
          </nav>
          {pairings.some((p) => p.round === shown && !p.published) ? <p className="legend">{t(messages.staff.unpublished)}</p> : null}
          <PairingsTable pairings={pairings.filter((p) => p.round === shown)} names={names} matches={matches} viewerId={viewerId} lang={lang} />
        </>
      )}
    </section>
  );
}
