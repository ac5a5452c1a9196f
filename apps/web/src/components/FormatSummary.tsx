import type { ReactNode } from 'react';
import type { Lang, Localized } from '@cronica/util';
import type { TournamentFormat } from '../graphql/tournament';
import { translator, type Translate } from '../lib/i18n';
import { tiebreakLabel } from '../lib/labels';
import { messages } from '../lib/messages';
import { cronicasChoiceHeading, ruleCitation } from '../lib/code-labels';

const m = messages.format;

interface Row {
  readonly key: string;
  readonly term: string;
  readonly value: ReactNode;
  /** Where the value comes from (the game's rulebook section), shown under it. */
  readonly rule?: string;
}

/** The event's own rows: matches, top cut (with its third-place match), prize places, deck lists. */
function eventRows(format: TournamentFormat, t: Translate): Row[] {
  const cut = t(m.topCutSize(format.topCutSize, format.finalBestOf));
  return [
    {
      key: 'match',
      term: t(m.match),
      value: `${t(m.bestOf(format.bestOf))} · ${t(m.roundMinutes(format.roundMinutes))}`,
    },
    { key: 'cut', term: t(m.topCut), value: format.thirdPlaceMatch ? `${cut}, ${t(m.thirdPlace)}` : cut },
    { key: 'prizes', term: t(m.prizePlaces), value: t(m.prizePlacesCount(format.prizePlaces)) },
    ...(format.capacity === null
      ? []
      : [{ key: 'places', term: t(m.places), value: t(m.placesCount(format.capacity)) }]),
    { key: 'decks', term: t(m.decks), value: format.requireDeckLists ? t(m.decksRequired) : t(m.decksOptional) },
  ];
}

/** The game's own options in its library's words: the main ones always, the others when the event changed them. */
function gameRows(format: TournamentFormat, t: Translate): Row[] {
  return format.options
    .filter((o) => o.main || !o.standard)
    .map((o) => ({ key: `game-${o.key}`, term: t(o.label), value: t(o.text), rule: o.rule }));
}

function Tiebreakers({ format, t }: { format: TournamentFormat; t: Translate }) {
  return (
    <>
      <ol className="chain">
        {format.tiebreakers.map((name) => (
          <li key={name}>{t(tiebreakLabel(name))}</li>
        ))}
      </ol>
      {format.byeScore > 0 ? <span className="muted">{t(m.byeScore(format.byeScore))}</span> : null}
    </>
  );
}

/** How an event takes late entries, in words: missed rounds as losses, not counted, or none taken. */
const LATE_ENTRY_WORDS: Readonly<Record<string, Localized>> = {
  loss: m.lateEntryLoss,
  absent: m.lateEntryAbsent,
  none: m.lateEntryNone,
};

/** Where an option's rule comes from: a rulebook's section, or Crónica's choice where the rulebooks are silent. */
function RuleSource({ rule, t }: { rule: string; t: Translate }) {
  const heading = cronicasChoiceHeading(rule);
  return (
    <span className="format__rule">{t(heading === null ? m.rule(t(ruleCitation(rule))) : m.choice(heading))}</span>
  );
}

/** The public format of the event: what a player needs to know before sitting down, each game option with its rule. */
export function FormatSummary({ format, lang }: { format: TournamentFormat; lang: Lang }) {
  const t = translator(lang);
  const late = { key: 'late', term: t(m.lateEntry), value: t(LATE_ENTRY_WORDS[format.lateEntry] ?? m.lateEntryLoss) };
  const tiebreakers = { key: 'tiebreakers', term: t(m.tiebreakers), value: <Tiebreakers format={format} t={t} /> };
  const rows: Row[] = [...eventRows(format, t), ...gameRows(format, t), late, tiebreakers];
  return (
    <details className="format" data-testid="format">
      <summary>{t(m.title)}</summary>
      <dl className="format__list">
        {rows.map((row) => (
          <div key={row.key} data-format-row={row.key}>
            <dt>{row.term}</dt>
            <dd>
              {row.value}
              {row.rule ? <RuleSource rule={row.rule} t={t} /> : null}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
