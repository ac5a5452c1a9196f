import type { Lang } from '@cronica/util';
import { deckMessages } from '../../lib/deck-messages';
import { translator } from '../../lib/i18n';

const m = deckMessages;

/** Where the list being written starts: the tally's link leads back to it. */
export const DRAFT_ANCHOR = 'deck-list';

/**
 * The list's size and the validator's word on it, kept at the foot of the screen while a phone
 * scrolls through the card browser, below the list (on a wide screen the list stands beside the
 * browser, and the tally is hidden). The verdict panel above is the live region; this repeats it.
 */
export function DraftTally(props: { total: number; valid: boolean; problems: number; lang: Lang }) {
  const { total, valid, problems, lang } = props;
  const t = translator(lang);
  const word = total === 0 ? '' : valid ? `✓ ${t(m.draft.tallyValid)}` : `⚠ ${t(m.verdict.problems(problems))}`;
  return (
    <div className="draft-tally" data-testid="draft-tally" data-valid={valid}>
      <span>
        <strong>{t(m.draft.tally(total))}</strong>
        {word ? <span className="draft-tally__word"> · {word}</span> : null}
      </span>
      <a href={`#${DRAFT_ANCHOR}`}>{t(m.draft.toList)}</a>
    </div>
  );
}
