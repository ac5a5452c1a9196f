import type { Lang } from '@cronica/util';
import type { DeckListData, DeckSubmission } from '../../graphql/deck-lists';
import { dateTimeText } from '../../lib/date-text';
import { deckMessages } from '../../lib/deck-messages';
import { translator } from '../../lib/i18n';
import { personName } from '../../lib/person-name';

const m = deckMessages;

/**
 * What a player reads when the list registered for them was handed in by staff (the organizer or a
 * judge at the desk): who and when, so a change is never silent. Nothing once the player hands in
 * their own list again.
 */
export function DeckChangeNotice({
  deck,
  viewerId,
  lang,
}: {
  deck: Pick<DeckListData, 'submittedAt' | 'submittedBy'>;
  viewerId: string;
  lang: Lang;
}) {
  const by = deck.submittedBy;
  if (!by || by.id === viewerId || by.role === 'player') return null;
  const t = translator(lang);
  const date = dateTimeText(deck.submittedAt, lang);
  return (
    <p className="notice-inline warn" role="status" data-testid="deck-changed-notice">
      {t(by.role === 'organizer' ? m.changed.byOrganizer(date) : m.changed.byJudge(personName(by.name, t), date))}{' '}
      {t(m.changed.check)}
    </p>
  );
}

/** Every list handed in for a player, oldest first: when, by whom, and the list's fingerprint. */
export function DeckHistory({ history, lang }: { history: readonly DeckSubmission[]; lang: Lang }) {
  if (history.length === 0) return null;
  const t = translator(lang);
  return (
    <section className="deck-history" aria-labelledby="deck-history-title" data-testid="deck-history">
      <h2 id="deck-history-title">{t(m.history.title)}</h2>
      <ol>
        {history.map((entry) => (
          <li key={`${entry.submittedAt}-${entry.hash}`} data-role={entry.by?.role ?? 'unknown'}>
            {t(
              m.history.entry(
                dateTimeText(entry.submittedAt, lang),
                entry.by ? t(m.history.by(personName(entry.by.name, t), entry.by.role)) : t(m.history.unknown),
              ),
            )}{' '}
            <span className="mono legend" title={entry.hash}>
              {entry.hash.slice(0, 12)}…
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
