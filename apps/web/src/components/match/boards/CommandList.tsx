import type { GameCommand, LegalCommand } from '../../../graphql/match';
import type { Translate } from '../../../lib/i18n';
import { matchMessages as m } from '../../../lib/match-messages';
import { CommandButton } from '../kit/CommandButton';

/** One kind of command: a button for each, with a link to the rule behind it. */
function CommandGroup(props: { type: string; entries: readonly LegalCommand[] } & Omit<ListProps, 'legal'>) {
  const { type, entries, busy, onSend, t } = props;
  return (
    <ul className="commands__group" data-command-type={type}>
      {entries.map((entry, index) => (
        <li key={`${type}-${index}`}>
          <CommandButton entry={entry} busy={busy} onSend={onSend} t={t} className="command" testId="command" />
        </li>
      ))}
    </ul>
  );
}

interface ListProps {
  legal: readonly LegalCommand[];
  busy: boolean;
  onSend: (command: GameCommand) => void;
  t: Translate;
}

/** The viewer's legal commands in the game's own words, grouped by kind; one click sends one. */
export function CommandList({ legal, busy, onSend, t }: ListProps) {
  if (legal.length === 0)
    return (
      <p className="waiting" data-testid="waiting">
        {t(m.waiting)}
      </p>
    );
  const groups = new Map<string, LegalCommand[]>();
  for (const entry of legal) {
    const type = (entry.command as GameCommand).type;
    groups.set(type, [...(groups.get(type) ?? []), entry]);
  }
  return (
    <div className="commands" data-testid="commands" aria-busy={busy}>
      <h2>
        {t(m.yourMove)} <span className="muted">· {t(m.commandsCount(legal.length))}</span>
      </h2>
      {[...groups.entries()].map(([type, entries]) => (
        <CommandGroup key={type} type={type} entries={entries} busy={busy} onSend={onSend} t={t} />
      ))}
    </div>
  );
}
