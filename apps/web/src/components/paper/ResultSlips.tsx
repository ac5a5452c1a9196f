import type { Lang } from '@cronica/util';
import type { PairingRow } from '../../graphql/tournament';
import { translator, type Translate } from '../../lib/i18n';
import { paperMessages } from '../../lib/paper-messages';

const m = paperMessages.slip;
type Names = ReadonlyMap<string, string>;

function Box() {
  return <span className="slip__box" aria-hidden="true" />;
}

function GameRow({ game, needLife, t }: { game: number; needLife: boolean; t: Translate }) {
  return (
    <tr data-testid="slip-game">
      <th scope="row">{t(m.game(game))}</th>
      <td className="slip__tick">
        <Box />
      </td>
      <td className="slip__tick">
        <Box />
      </td>
      <td className="slip__tick">
        <Box />
      </td>
      {needLife ? (
        <>
          <td className="slip__write" />
          <td className="slip__write" />
        </>
      ) : null}
    </tr>
  );
}

type SlipTable = PairingRow & { readonly bestOf: number };

function SlipPlayers({ pairing, names }: { pairing: SlipTable; names: Names }) {
  return (
    <p className="slip__players">
      <span>
        <strong>A</strong> {names.get(pairing.playerA) ?? pairing.playerA}
      </span>
      <span>
        <strong>B</strong> {names.get(pairing.playerB ?? '') ?? pairing.playerB ?? ''}
      </span>
    </p>
  );
}

function Slip({
  pairing,
  names,
  needLife,
  heading,
  t,
}: {
  pairing: SlipTable;
  names: Names;
  needLife: boolean;
  heading: string;
  t: Translate;
}) {
  const games = pairing.bestOf;
  return (
    <article className="slip" data-testid="slip">
      <header className="slip__head">
        <span className="slip__table">{t(m.table(pairing.table))}</span>
        <span className="slip__round">
          {heading} · {t(pairing.label)}
        </span>
      </header>
      <SlipPlayers pairing={pairing} names={names} />
      <SlipGames games={games} needLife={needLife} t={t} />
      <p className="slip__hint">
        {t(m.winner)}.{games > 1 ? ` ${t(m.bestOf(games))}` : ''}
      </p>
      <div className="slip__signatures">
        <span>{t(m.signature)} A</span>
        <span>{t(m.signature)} B</span>
      </div>
    </article>
  );
}

/** A line per game: a box for A, B or a draw, and the life totals to write when they count. */
function SlipGames({ games, needLife, t }: { games: number; needLife: boolean; t: Translate }) {
  return (
    <table className="slip__games">
      <thead>
        <tr>
          <td />
          <th scope="col">A</th>
          <th scope="col">B</th>
          <th scope="col">{t(m.draw)}</th>
          {needLife ? (
            <>
              <th scope="col">{t(m.life)} A</th>
              <th scope="col">{t(m.life)} B</th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: games }, (_, index) => (
          <GameRow key={index} game={index + 1} needLife={needLife} t={t} />
        ))}
      </tbody>
    </table>
  );
}

/**
 * One slip per table with two players, to cut out and hand over (a bye needs no slip): a line per
 * game the table is played to (a best-of-3 final, 002 C.1), with the life totals when the event's
 * tiebreakers count them.
 */
export function ResultSlips(props: {
  tables: readonly SlipTable[];
  names: Names;
  needLife: boolean;
  heading: string;
  lang: Lang;
}) {
  const { tables, names, needLife, heading, lang } = props;
  const t = translator(lang);
  const played = tables.filter((p) => p.playerB !== null);
  if (played.length === 0) return <p>{t(m.none)}</p>;
  return (
    <>
      <p className="slip-instructions">{t(m.instructions)}</p>
      <div className="slips">
        {played.map((pairing) => (
          <Slip key={pairing.table} pairing={pairing} names={names} needLife={needLife} heading={heading} t={t} />
        ))}
      </div>
    </>
  );
}
