import Link from 'next/link';
import type { Lang } from '@cronica/util';
import type { StandingRow } from '../graphql/tournament';
import { translator } from '../lib/i18n';
import { formatTiebreak, tiebreakLabel } from '../lib/labels';
import { messages } from '../lib/messages';
import { DieIcon } from './DieIcon';

/**
 * Standings with every tiebreak value, so anyone can recompute the order. Places decided at
 * random carry a visible mark (002_a36596f8eaed8fcc.txt, "2.4.1 Clasificación irrelevante – Azar").
 */
export function StandingsTable({ standings, lang }: { standings: readonly StandingRow[]; lang: Lang }) {
  const t = translator(lang);
  const m = messages.standings;
  if (standings.length === 0) return <p className="muted">{t(messages.tournamentPage.standingsEmpty)}</p>;
  const criteria = standings[0]!.tiebreakers.map((tb) => tb.name);
  const anyRandom = standings.some((row) => row.random);
  return (
    <>
      <div className="table-wrap">
        <table data-testid="standings">
          <caption className="visually-hidden">{t(m.tiebreakersCaption)}</caption>
          <thead>
            <tr>
              <th className="num">{t(m.rank)}</th>
              <th>{t(m.player)}</th>
              <th className="num">{t(m.points)}</th>
              {criteria.map((name) => (
                <th key={name} className="num" data-criterion={name}>
                  {t(tiebreakLabel(name))}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {standings.map((row) => (
              <tr key={row.playerId} data-testid="standing-row">
                <td className="num">{row.rank}</td>
                <td>
                  <Link href={`/players/${encodeURIComponent(row.playerId)}`}>{row.playerName}</Link>
                  {row.random ? (
                    <span className="random-mark" data-testid="random-mark">
                      <DieIcon label={t(m.randomMark)} />
                    </span>
                  ) : null}
                </td>
                <td className="num strong">{row.points}</td>
                {criteria.map((name) => {
                  const value = row.tiebreakers.find((tb) => tb.name === name)?.value;
                  return (
                    <td key={name} className="num">
                      {value === undefined ? '—' : formatTiebreak(name, value, lang)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {anyRandom ? (
        <p className="legend">
          <DieIcon /> {t(m.randomLegend)}
        </p>
      ) : null}
    </>
  );
}
