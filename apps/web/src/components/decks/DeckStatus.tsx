import Link from 'next/link';
import type { Lang } from '@cronica/util';
import { deckMessages } from '../../lib/deck-messages';
import { translator } from '../../lib/i18n';

const m = deckMessages.panel;

/** The player panel's line about the deck list: registered or not, and the way to the deck page. */
export function DeckStatus({
  tournamentId,
  hasDeck,
  open,
  lang,
}: {
  tournamentId: string;
  hasDeck: boolean;
  open: boolean;
  lang: Lang;
}) {
  const t = translator(lang);
  const href = `/tournaments/${encodeURIComponent(tournamentId)}/deck`;
  const label = open ? (hasDeck ? m.edit : m.write) : m.view;
  return (
    <div className="deck-status" data-testid="deck-status" data-has-deck={hasDeck}>
      <p className={hasDeck ? 'notice-inline' : 'deck-status__missing'}>{hasDeck ? `✓ ${t(m.done)}` : t(m.missing)}</p>
      {open || hasDeck ? (
        <Link href={href} className={open && !hasDeck ? 'button' : undefined} data-testid="deck-link">
          {t(label)}
        </Link>
      ) : null}
    </div>
  );
}
