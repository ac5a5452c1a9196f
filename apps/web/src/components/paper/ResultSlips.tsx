import type { Lang } from '@cronica/util';
import type { PairingRow } from '../../graphql/tournament';
import { translator, type Translate } from '../../lib/i18n';
import { paperMessages } from '../../lib/paper-messages';

const m = paperMessages.slip;
type Names = ReadonlyMap<string, string>;

function Box() {
  return <span className="slip__box" aria-hidden="true" />;
}

function GameRow({ game, t }: { game: number; t: Translate }) {
  return (
    <tr>
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
      <td className="slip__write" />
      <td className="slip__write" />
    </tr>
  );
}

function Slip({ pairing, names, games, heading, t }: { pairing: PairingRow; names: Names; games: number; heading: string; t: Translate }) {
  const [a, b] = [names.get(pairing.playerA) ?? pairing.playerA, names.get(pairing.playerB ?? '') ?? pairing.playerB ?? ''];
  return (
    <article className="slip" data-testid="slip">
      <header className="slip__head">
        <span className="slip__table">{t(m.table(pairing.table))}</span>
        <span className="slip__round">{heading}</span>
      </header>
      <p className="slip__players">
        <span>
          <strong>A</strong> {a}
        </span>
        <span>
          <strong>B</strong> {b}
        </span>
      </p>
      <table className="slip__games">
        <thead>
          <tr>
            <td />
            <th scope="col">A</th>
            <th scope="col">B</th>
            <th scope="col">{t(m.draw)}</th>
            <th scope="col">{t(m.life)} A</th>
            <th scope="col">{t(m.life)} B</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: games }, (_, index) => (
            <GameRow key={index} game={index + 1} t={t} />
          ))}
        </tbody>
      </table>
      <p className="slip__hint">
        {games > 1 ? `${t(m.bestOf(games))} ` : ''}
        {t(m.winner)}.
      </p>
      <div className="slip__signatures">
        <span>{t(m.signature)} A</span>
        <span>{t(m.signature)} B</span>
      </div>
    </article>
  );
}

/** One slip per table with two players, to cut out and hand over (a bye needs no slip). */
export function ResultSlips({ tables, names, games, heading, lang }: { tables: readonly PairingRow[]; names: Names; games: number; heading: string; lang: Lang }) {
  const t = translator(lang);
  const played = tables.filter((p) => p.playerB !== null);
  if (played.length === 0) return <p>{t(m.none)}</p>;
  return (
    <>
      <p className="slip-instructions">{t(m.instructions)}</p>
      <div className="slips">
        {played.map((pairing) => (
          <Slip key={pairing.table} pairing={pairing} names={names} games={games} heading={heading} t={t} />
        ))}
      </div>
    </>
  );
}
