import type { GameEntry } from '@cronica/games';
import type { Lang } from '@cronica/util';
import type { GameCatalog } from '../../lib/card-catalogs';
import { cardsById, sectionTotal, type DeckDraft } from '../../lib/deck-editor';
import { deckMessages } from '../../lib/deck-messages';
import { translator, type Translate } from '../../lib/i18n';

const m = deckMessages;

/** One section of the list with its total and each card by name and count; nothing when it is empty. */
function ListSection(props: {
  draft: DeckDraft;
  section: GameEntry['deckSections'][number];
  cards: ReturnType<typeof cardsById>;
  t: Translate;
}) {
  const { draft, section, cards, t } = props;
  const entries = draft.sections[section.key] ?? [];
  if (entries.length === 0) return null;
  return (
    <section className="deck-list__section">
      <h3>
        {t(section.name)} <span className="muted">({t(m.registered.total(sectionTotal(draft, section.key)))})</span>
      </h3>
      <ul>
        {entries.map((entry) => (
          <li key={entry.card} data-card={entry.card}>
            <span className="deck-list__count">{entry.count}</span>{' '}
            {cards.get(entry.card) ? t(cards.get(entry.card)!.name) : <em>{entry.card}</em>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A list shown in full, read-only: the declared faction, then each section with its total and
 * every card by name and count (the registered list a player sees after registration closes,
 * and the one a judge checks a deck against). Cards the catalog does not know show as written.
 */
export function RegisteredList(props: {
  draft: DeckDraft;
  catalog: GameCatalog;
  game: GameEntry;
  hash?: string;
  lang: Lang;
  testId?: string;
}) {
  const { draft, catalog, game, hash, lang, testId = 'registered-list' } = props;
  const t = translator(lang);
  const cards = cardsById(catalog);
  const faction = catalog.faction?.options.find((f) => f.id === draft.faction);
  return (
    <div className="deck-list" data-testid={testId}>
      {catalog.faction ? (
        <p className="deck-list__faction">
          <span className="muted">{t(catalog.faction.label)}:</span> <strong>{faction ? t(faction.label) : '—'}</strong>
        </p>
      ) : null}
      {game.deckSections.map((section) => (
        <ListSection key={section.key} draft={draft} section={section} cards={cards} t={t} />
      ))}
      {hash ? (
        <p className="legend">
          {t(m.registered.hash)}:{' '}
          <span className="mono" title={hash}>
            {hash.slice(0, 16)}…
          </span>
        </p>
      ) : null}
    </div>
  );
}
