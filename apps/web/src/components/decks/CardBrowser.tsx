'use client';

import { useDeferredValue, useMemo, useState } from 'react';
import type { GameEntry } from '@cronica/games';
import { sameInBoth, type Lang } from '@cronica/util';
import type { BrowserCard, GameCatalog } from '../../lib/card-catalogs';
import { cardFits, searchCards } from '../../lib/card-search';
import { copiesIn, type DeckDraft } from '../../lib/deck-editor';
import { deckMessages } from '../../lib/deck-messages';
import { translator, type Translate } from '../../lib/i18n';
import { Field, Options } from '../FormParts';

const m = deckMessages.browser;
const SHOWN = 40;

function CardDetails({ card, textNote, t }: { card: BrowserCard; textNote: string | null; t: Translate }) {
  return (
    <details className="card-row__details">
      <summary>{t(m.details)}</summary>
      {card.text.length > 0 ? (
        <ul className="card-text">
          {card.text.map((line, index) => (
            <li key={index}>
              {line.title ? <strong>{t(line.title)}. </strong> : null}
              {t(line.body)}
            </li>
          ))}
        </ul>
      ) : textNote ? (
        <p className="legend">{textNote}</p>
      ) : null}
      <dl className="card-stats">
        {card.stats.map((stat) => (
          <div key={stat.label.en}>
            <dt>{t(stat.label)}</dt>
            <dd>{t(stat.value)}</dd>
          </div>
        ))}
      </dl>
      {card.flavor ? <p className="card-flavor">{t(card.flavor)}</p> : null}
    </details>
  );
}

/** The card's name, in the other language too when it differs, its kind, and why it does not fit the list. */
function CardName({ card, misfit, lang, t }: { card: BrowserCard; misfit: string | null; lang: Lang; t: Translate }) {
  const other = lang === 'es' ? card.name.en : card.name.es;
  return (
    <div>
      <span className="card-row__name">{t(card.name)}</span>
      {other !== t(card.name) ? (
        <span className="card-row__other" lang={lang === 'es' ? 'en' : 'es'}>
          {' '}
          · {other}
        </span>
      ) : null}
      <span className="card-row__kind">{t(card.kind)}</span>
      {misfit ? <span className="card-row__misfit">⚠ {t(m.misfit(misfit))}</span> : null}
    </div>
  );
}

function CardRow(props: {
  card: BrowserCard;
  draft: DeckDraft;
  game: GameEntry;
  textNote: string | null;
  onAdd: (section: string, card: string) => void;
  /** The list's allegiance, named, when the card does not fit it. */
  misfit: string | null;
  lang: Lang;
}) {
  const { card, draft, game, textNote, onAdd, misfit, lang } = props;
  const t = translator(lang);
  const copies = copiesIn(draft, card.id);
  const sectionName = (key: string) => t(game.deckSections.find((s) => s.key === key)?.name ?? sameInBoth(key));
  return (
    <li className="card-row" data-testid="card-row" data-card={card.id}>
      <div className="card-row__head">
        <CardName card={card} misfit={misfit} lang={lang} t={t} />
        <div className="card-row__actions">
          {copies > 0 ? <span className="badge badge--neutral">{t(m.inList(copies))}</span> : null}
          {card.sections.map((section, index) => (
            <button
              key={section}
              type="button"
              className={index === 0 ? 'button button--small' : 'button button--small button--quiet'}
              onClick={() => onAdd(section, card.id)}
              aria-label={index === 0 ? t(m.add(t(card.name))) : `${t(m.add(t(card.name)))} (${sectionName(section)})`}
            >
              {index === 0 ? '+' : t(m.addTo(sectionName(section)))}
            </button>
          ))}
        </div>
      </div>
      <CardDetails card={card} textNote={textNote} t={t} />
    </li>
  );
}

/** The name search and one select per facet of the catalog. */
function Filters(props: {
  catalog: GameCatalog;
  text: string;
  onText: (text: string) => void;
  facets: Record<string, string>;
  onFacets: (facets: Record<string, string>) => void;
  t: Translate;
}) {
  const { catalog, text, onText, facets, onFacets, t } = props;
  return (
    <div className="card-browser__filters">
      <Field label={t(m.search)}>
        <input type="search" value={text} onChange={(event) => onText(event.target.value)} autoComplete="off" />
      </Field>
      {catalog.facets.map((facet) => (
        <label key={facet.key} className="form__field">
          <span>{t(facet.label)}</span>
          <select
            value={facets[facet.key] ?? ''}
            onChange={(event) => onFacets({ ...facets, [facet.key]: event.target.value })}
          >
            <option value="">{t(m.any)}</option>
            <Options items={facet.values} value={(value) => value.id} label={(value) => t(value.label)} />
          </select>
        </label>
      ))}
    </div>
  );
}

/** The list's allegiance by name (its declared faction, its hero's realm), or null while it has none. */
function listAllegiance(catalog: GameCatalog, draft: DeckDraft, t: Translate): { id: string; name: string } | null {
  const allegiance = catalog.allegianceOf?.(draft) ?? null;
  return allegiance ? { id: allegiance.id, name: t(allegiance.label) } : null;
}

/** "Only the cards my list allows", on by default once the list has an allegiance. */
function FitToggle(props: { allegiance: string; on: boolean; onChange: (on: boolean) => void; t: Translate }) {
  const { allegiance, on, onChange, t } = props;
  return (
    <label className="form__check" data-testid="fit-toggle">
      <input type="checkbox" checked={on} onChange={(event) => onChange(event.target.checked)} />
      <span>{t(m.fitOnly(allegiance))}</span>
    </label>
  );
}

/**
 * Search the game's catalog by name in either language, filter by its facets, add cards to the list.
 * Once the list has an allegiance (a declared faction, a hero's realm), only the cards it may hold
 * are shown unless the player asks for all; a card that does not fit is then marked.
 */
export function CardBrowser(props: {
  catalog: GameCatalog;
  game: GameEntry;
  draft: DeckDraft;
  onAdd: (section: string, card: string) => void;
  lang: Lang;
}) {
  const { catalog, game, draft, onAdd, lang } = props;
  const t = translator(lang);
  const [text, setText] = useState('');
  const [facets, setFacets] = useState<Record<string, string>>({});
  const [fitOnly, setFitOnly] = useState(true);
  const deferredText = useDeferredValue(text);
  const allegiance = listAllegiance(catalog, draft, t);
  const fitting = fitOnly ? allegiance?.id : undefined;
  const found = useMemo(
    () => searchCards(catalog, { text: deferredText, facets, ...(fitting ? { fitting } : {}) }),
    [catalog, deferredText, facets, fitting],
  );
  const textNote = catalog.textNote ? t(catalog.textNote) : null;
  const misfit = (card: BrowserCard) => (allegiance && !cardFits(card, allegiance.id) ? allegiance.name : null);
  return (
    <section className="card-browser" aria-labelledby="card-browser-title" data-testid="card-browser">
      <h2 id="card-browser-title">{t(m.title)}</h2>
      <Filters catalog={catalog} text={text} onText={setText} facets={facets} onFacets={setFacets} t={t} />
      {allegiance ? <FitToggle allegiance={allegiance.name} on={fitOnly} onChange={setFitOnly} t={t} /> : null}
      <p className="legend" role="status">
        {t(m.shown(found.length, catalog.cards.length))}
      </p>
      {found.length === 0 ? <p className="muted">{t(m.none)}</p> : null}
      <ul className="card-list">
        {found.slice(0, SHOWN).map((card) => (
          <CardRow key={card.id} {...{ card, draft, game, textNote, onAdd, lang }} misfit={misfit(card)} />
        ))}
      </ul>
      {found.length > SHOWN ? <p className="legend">{t(m.more(found.length - SHOWN))}</p> : null}
    </section>
  );
}
