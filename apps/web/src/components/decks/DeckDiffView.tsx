import { sameInBoth } from '@cronica/util';
import type { GameEntry } from '@cronica/games';
import type { GameCatalog } from '../../lib/card-catalogs';
import { deckCheckMessages as m } from '../../lib/deck-check-messages';
import type { DeckDiff } from '../../lib/deck-diff';
import { cardsById } from '../../lib/deck-editor';
import type { Translate } from '../../lib/i18n';
import { ColumnHeads, numeric } from '../ColumnHeads';

interface DiffProps {
  diff: DeckDiff;
  catalog: GameCatalog;
  game: GameEntry;
  t: Translate;
}

/** The verdict of a deck check: calm when the deck matches its list, alarming with each difference when not. */
export function DiffView({ diff, catalog, game, t }: DiffProps) {
  const factionName = (id: string | null) =>
    id === null ? '—' : t(catalog.faction?.options.find((f) => f.id === id)?.label ?? sameInBoth(id));
  return (
    <div
      className={`check-verdict ${diff.matches ? 'check-verdict--match' : 'check-verdict--mismatch'}`}
      role="status"
      aria-live="polite"
      data-testid="check-verdict"
      data-matches={diff.matches}
    >
      <p className="check-verdict__title">
        {diff.matches ? `✓ ${t(m.match)}` : `⚠ ${t(m.mismatch(diff.rows.length + (diff.faction ? 1 : 0)))}`}
      </p>
      {diff.faction ? (
        <p>{t(m.factionDiffers(factionName(diff.faction.registered), factionName(diff.faction.presented)))}</p>
      ) : null}
      {diff.rows.length > 0 ? <DiffTable diff={diff} catalog={catalog} game={game} t={t} /> : null}
    </div>
  );
}

/** Each card whose count differs: listed against found, more or fewer marked. */
function DiffTable({ diff, catalog, game, t }: DiffProps) {
  const cards = cardsById(catalog);
  const sectionName = (key: string) => t(game.deckSections.find((s) => s.key === key)?.name ?? sameInBoth(key));
  return (
    <table className="diff" data-testid="deck-diff">
      <ColumnHeads columns={[m.card, m.section, numeric(m.listed), numeric(m.inDeck)]} t={t} />
      <tbody>
        {diff.rows.map((row) => (
          <tr key={`${row.section}:${row.card}`} data-card={row.card}>
            <td>{cards.get(row.card) ? t(cards.get(row.card)!.name) : <em>{row.card}</em>}</td>
            <td>{sectionName(row.section)}</td>
            <td className="num">{row.registered}</td>
            <td className={`num ${row.presented > row.registered ? 'diff__more' : 'diff__less'}`}>{row.presented}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
