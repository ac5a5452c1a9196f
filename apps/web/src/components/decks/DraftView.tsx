'use client';

import type { GameEntry } from '@cronica/games';
import type { Lang } from '@cronica/util';
import type { BrowserCard, GameCatalog } from '../../lib/card-catalogs';
import { cardsById, sectionTotal, type DeckDraft, type DraftEntry } from '../../lib/deck-editor';
import { deckMessages } from '../../lib/deck-messages';
import { translator, type Translate } from '../../lib/i18n';
import { Field, Options } from '../FormParts';

const m = deckMessages.draft;

type OnChange = (section: string, card: string, delta: number) => void;

/** The list being written: its faction, and each section's cards with − / + for their counts. */
export function DraftView(props: {
  draft: DeckDraft;
  catalog: GameCatalog;
  game: GameEntry;
  onChange: OnChange;
  onFaction: (faction: string | null) => void;
  lang: Lang;
}) {
  const { draft, catalog, game, onChange, onFaction, lang } = props;
  const t = translator(lang);
  const cards = cardsById(catalog);
  return (
    <div className="draft" data-testid="deck-draft">
      {catalog.faction ? (
        <FactionSelect value={draft.faction} options={catalog.faction.options} onFaction={onFaction} t={t} />
      ) : null}
      {game.deckSections.map((section) => (
        <DraftSection key={section.key} draft={draft} section={section} cards={cards} onChange={onChange} t={t} />
      ))}
    </div>
  );
}

function FactionSelect(props: {
  value: string | null;
  options: NonNullable<GameCatalog['faction']>['options'];
  onFaction: (faction: string | null) => void;
  t: Translate;
}) {
  const { value, options, onFaction, t } = props;
  return (
    <Field label={t(m.faction)}>
      <select
        value={value ?? ''}
        onChange={(event) => onFaction(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{t(m.chooseFaction)}</option>
        <Options items={options} value={(option) => option.id} label={(option) => t(option.label)} />
      </select>
    </Field>
  );
}

/** One section of the list: its total, and each card's count with − / +. */
function DraftSection(props: {
  draft: DeckDraft;
  section: GameEntry['deckSections'][number];
  cards: ReturnType<typeof cardsById>;
  onChange: OnChange;
  t: Translate;
}) {
  const { draft, section, cards, onChange, t } = props;
  const entries = draft.sections[section.key] ?? [];
  return (
    <section className="draft__section" data-section={section.key}>
      <h3>
        {t(section.name)}{' '}
        <span className="draft__total" data-testid={`section-total-${section.key}`}>
          {t(m.total(sectionTotal(draft, section.key)))}
        </span>
      </h3>
      {entries.length === 0 ? <p className="muted legend">{t(m.empty)}</p> : null}
      <ul className="draft__entries">
        {entries.map((entry) => (
          <DraftEntryRow
            key={entry.card}
            entry={entry}
            card={cards.get(entry.card)}
            onStep={(delta) => onChange(section.key, entry.card, delta)}
            t={t}
          />
        ))}
      </ul>
    </section>
  );
}

function DraftEntryRow(props: {
  entry: DraftEntry;
  card: BrowserCard | undefined;
  onStep: (delta: number) => void;
  t: Translate;
}) {
  const { entry, card, onStep, t } = props;
  const name = card ? t(card.name) : entry.card;
  return (
    <li className="draft__entry" data-testid="draft-entry" data-card={entry.card}>
      <span className="draft__count">{entry.count}</span>
      <span className="draft__name">
        {name}
        {card ? null : <em className="draft__unknown"> ({t(m.unknownCard)})</em>}
      </span>
      <span className="draft__buttons">
        <button
          type="button"
          className="button button--small button--quiet"
          onClick={() => onStep(-1)}
          aria-label={t(m.less(name))}
        >
          −
        </button>
        <button
          type="button"
          className="button button--small button--quiet"
          onClick={() => onStep(1)}
          aria-label={t(m.more(name))}
        >
          +
        </button>
      </span>
    </li>
  );
}
