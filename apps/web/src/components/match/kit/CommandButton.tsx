import type { GameCommand, LegalCommand } from '../../../graphql/match';
import type { Translate } from '../../../lib/i18n';
import { WhyLink } from './WhyLink';

interface CommandButtonProps {
  readonly entry: LegalCommand;
  readonly busy: boolean;
  readonly onSend: (command: GameCommand) => void;
  readonly t: Translate;
  /** The button's class and test id: the board's own look and the name its journeys find it by. */
  readonly className: string;
  readonly testId: string;
}

/** One legal command in the game's own words: a button that sends it, and the "why?" of the rule behind it. */
export function CommandButton({ entry, busy, onSend, t, className, testId }: CommandButtonProps) {
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={busy}
        onClick={() => onSend(entry.command as GameCommand)}
        data-testid={testId}
      >
        {entry.text}
      </button>
      <WhyLink rules={entry.rules} t={t} />
    </>
  );
}
