import type { DeckValidationError } from '@cronica/rules-kernel';
import type { Lang } from '@cronica/util';
import { deckMessages } from '../../lib/deck-messages';
import { translator } from '../../lib/i18n';

const m = deckMessages.verdict;

/**
 * What the game's deck validator says of the list, updated as it changes (a polite live region,
 * so a screen reader hears the count of problems without losing its place). Line numbers help
 * with a typed list; the builder's list has none on screen (`lines={false}`).
 */
export function VerdictPanel(props: {
  valid: boolean;
  errors: readonly DeckValidationError[];
  empty: boolean;
  lang: Lang;
  testId?: string;
  lines?: boolean;
}) {
  const { valid, errors, empty, lang, testId = 'deck-verdict', lines = true } = props;
  const t = translator(lang);
  return (
    <div
      className={`deck-verdict ${valid ? 'deck-verdict--ok' : empty ? '' : 'deck-verdict--problems'}`}
      role="status"
      aria-live="polite"
      data-testid={testId}
      data-valid={valid}
    >
      {empty ? (
        <p className="muted">{t(m.emptyList)}</p>
      ) : valid ? (
        <p>✓ {t(m.valid)}</p>
      ) : (
        <>
          <p className="deck-verdict__count">⚠ {t(m.problems(errors.length))}</p>
          <ul>
            {errors.map((error, index) => (
              <li key={`${error.code}-${index}`} data-code={error.code}>
                {lines && error.line !== undefined ? `${t(m.line(error.line))}: ` : ''}
                {t(error.message)}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
