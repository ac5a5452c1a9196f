import type { Lang } from '@cronica/util';
import type { DeckListData, DeckSubmission } from '../../graphql/deck-lists';
import { venueDateTimeText } from '../../lib/event-time';
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
  zone,
  lang,
}: {
  deck: Pick<DeckListData, 'submittedAt' | 'submittedBy'>;
  viewerId: string;
  /** The event's venue zone: the time reads on the clock of the room. */
  zone: string | null;
  lang: Lang;
}) {
  const by = deck.submittedBy;
  if (!by || by.id === viewerId || by.role === 'player') return null;
  const t = translator(lang);
  const date = venueDateTimeText(deck.submittedAt, zone, lang);
  return (
    <p className="notice-inline warn" role="status" data-testid="deck-changed-notice">
      {t(by.role === 'organizer' ? m.changed.byOrganizer(date) : m.changed.byJudge(personName(by.name, t), date))}{' '}
      {t(m.changed.check)}
    </p>
  );
}

/** Every list handed in for a player, oldest first: when (on the venue's clock, `zone`), by whom, and the list's fingerprint. */
export function DeckHistory(props: { history: readonly DeckSubmission[]; zone: string | null; lang: Lang }) {
  const { history, zone, lang } = props;
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
                venueDateTimeText(entry.submittedAt, zone, lang),
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
