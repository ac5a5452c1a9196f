import type { GameCatalog } from '../../lib/card-catalogs';
import { deckCheckMessages as m } from '../../lib/deck-check-messages';
import { cardsById, type DeckDraft, type DraftEntry } from '../../lib/deck-editor';
import type { Translate } from '../../lib/i18n';
import { useHydrated } from '../../lib/hydrated';
import { ListTextField } from './ListTextField';

export type Mode = 'ticks' | 'text';

type OnFound = (key: string, n: number) => void;

function TickList({
  registered,
  catalog,
  found,
  onFound,
  t,
}: {
  registered: DeckDraft;
  catalog: GameCatalog;
  found: Record<string, number>;
  onFound: OnFound;
  t: Translate;
}) {
  const cards = cardsById(catalog);
  return (
    <ul className="tick-list" data-testid="tick-list">
      {Object.entries(registered.sections).flatMap(([section, entries]) =>
        entries.map((entry) => {
          const key = `${section}:${entry.card}`;
          const name = cards.get(entry.card) ? t(cards.get(entry.card)!.name) : entry.card;
          return (
            <TickRow key={key} id={key} entry={entry} name={name} count={found[key] ?? 0} onFound={onFound} t={t} />
          );
        }),
      )}
    </ul>
  );
}

/** One registered card: tick it when all its copies are there, or count how many were found. */
function TickRow(props: {
  id: string;
  entry: DraftEntry;
  name: string;
  count: number;
  onFound: OnFound;
  t: Translate;
}) {
  const { id, entry, name, count, onFound, t } = props;
  return (
    <li data-card={entry.card}>
      <input
        type="checkbox"
        checked={count === entry.count}
        onChange={(event) => onFound(id, event.target.checked ? entry.count : 0)}
        aria-label={t(m.tickAll(name))}
      />
      <span>
        {name} <span className="muted">× {entry.count}</span>
      </span>
      <input
        type="number"
        min={0}
        max={99}
        value={count}
        onChange={(event) => onFound(id, Math.max(0, Number(event.target.value) || 0))}
        aria-label={t(m.found(name))}
      />
    </li>
  );
}

/** Ticks or text for the deck in play; it answers only through React, so it waits for the page to hydrate. */
export function ModeSwitch({ mode, onMode, t }: { mode: Mode; onMode: (mode: Mode) => void; t: Translate }) {
  const hydrated = useHydrated();
  return (
    <div className="mode-switch" role="group" aria-label={t(m.inPlay)}>
      {(['ticks', 'text'] as const).map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={mode === choice}
          disabled={!hydrated}
          onClick={() => onMode(choice)}
        >
          {t(choice === 'ticks' ? m.byTicks : m.byText)}
        </button>
      ))}
    </div>
  );
}

/** The deck in play counted on the registered list, plus cards found that it does not list. */
export function TickEntry(props: {
  registered: DeckDraft;
  catalog: GameCatalog;
  found: Record<string, number>;
  onFound: OnFound;
  extra: string;
  onExtra: (text: string) => void;
  t: Translate;
}) {
  const { registered, catalog, found, onFound, extra, onExtra, t } = props;
  return (
    <>
      <p className="legend">{t(m.ticksHint)}</p>
      <TickList registered={registered} catalog={catalog} found={found} onFound={onFound} t={t} />
      <ListTextField label={t(m.extra)} rows={3} text={extra} onText={onExtra} />
    </>
  );
}

/** The deck in play typed or pasted as text. */
export function TextEntry({ text, onText, t }: { text: string; onText: (text: string) => void; t: Translate }) {
  return <ListTextField label={t(m.textLabel)} rows={12} text={text} onText={onText} />;
}
