'use client';

import type { GameEntry } from '@cronica/games';
import type { Lang } from '@cronica/util';
import type { GameCatalog } from '../../lib/card-catalogs';
import { cardsById, sectionTotal, type DeckDraft } from '../../lib/deck-editor';
import { deckMessages } from '../../lib/deck-messages';
import { translator } from '../../lib/i18n';

const m = deckMessages.draft;

/** The list being written: its faction, and each section's cards with − / + for their counts. */
export function DraftView(props: {
  draft: DeckDraft;
  catalog: GameCatalog;
  game: GameEntry;
  onChange: (section: string, card: string, delta: number) => void;
  onFaction: (faction: string | null) => void;
  lang: Lang;
}) {
  const { draft, catalog, game, onChange, onFaction, lang } = props;
  const t = translator(lang);
  const cards = cardsById(catalog);
  return (
    <div className="draft" data-testid="deck-draft">
      {catalog.faction ? (
        <label className="form__field">
          <span>{t(m.faction)}</span>
          <select
            value={draft.faction ?? ''}
            onChange={(event) => onFaction(event.target.value === '' ? null : event.target.value)}
          >
            <option value="">{t(m.chooseFaction)}</option>
            {catalog.faction.options.map((option) => (
              <option key={option.id} value={option.id}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {game.deckSections.map((section) => {
        const entries = draft.sections[section.key] ?? [];
        return (
          <section key={section.key} className="draft__section" data-section={section.key}>
            <h3>
              {t(section.name)}{' '}
              <span className="draft__total" data-testid={`section-total-${section.key}`}>
                {t(m.total(sectionTotal(draft, section.key)))}
              </span>
            </h3>
            {entries.length === 0 ? <p className="muted legend">{t(m.empty)}</p> : null}
            <ul className="draft__entries">
              {entries.map((entry) => {
                const card = cards.get(entry.card);
                const name = card ? t(card.name) : entry.card;
                return (
                  <li key={entry.card} className="draft__entry" data-testid="draft-entry" data-card={entry.card}>
                    <span className="draft__count">{entry.count}</span>
                    <span className="draft__name">
                      {name}
                      {card ? null : <em className="draft__unknown"> ({t(m.unknownCard)})</em>}
                    </span>
                    <span className="draft__buttons">
                      <button
                        type="button"
                        className="button button--small button--quiet"
                        onClick={() => onChange(section.key, entry.card, -1)}
                        aria-label={t(m.less(name))}
                      >
                        −
                      </button>
                      <button
                        type="button"
                        className="button button--small button--quiet"
                        onClick={() => onChange(section.key, entry.card, 1)}
                        aria-label={t(m.more(name))}
                      >
                        +
                      </button>
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
