import type { BladesView } from '@cronica/blades-of-ash';
import type { GameCommand } from '../../graphql/match';
import type { Translate } from '../../lib/i18n';
import { describeCommand } from '../../lib/blades';
import { matchMessages as m } from '../../lib/match-messages';

const ORDER = ['PickHeroes', 'Mulligan', 'ChooseRole', 'PairHeroes', 'KeepDice', 'RerollDice', 'PlayCard', 'ActivateAbility', 'DrawCard', 'OrderTrigger', 'DiscardCard', 'Pass'];

function groups(commands: readonly GameCommand[]): Array<[string, GameCommand[]]> {
  const byType = new Map<string, GameCommand[]>();
  for (const command of commands) byType.set(command.type, [...(byType.get(command.type) ?? []), command]);
  return [...byType.entries()].sort(([a], [b]) => ORDER.indexOf(a) - ORDER.indexOf(b));
}

/** The caller's legal commands, exactly as the server lists them; one click sends one. */
export function CommandPanel({
  view,
  commands,
  busy,
  onSend,
  t,
}: {
  view: BladesView;
  commands: readonly GameCommand[];
  busy: boolean;
  onSend: (command: GameCommand) => void;
  t: Translate;
}) {
  if (commands.length === 0) return <p className="waiting" data-testid="waiting">{t(m.waiting)}</p>;
  return (
    <div className="commands" data-testid="commands">
      <h2>
        {t(m.yourMove)} <span className="muted">· {t(m.commandsCount(commands.length))}</span>
      </h2>
      {groups(commands).map(([type, list]) => (
        <ul key={type} className="commands__group" data-command-type={type}>
          {list.map((command, index) => (
            <li key={`${type}-${index}`}>
              <button type="button" className="command" disabled={busy} onClick={() => onSend(command)} data-testid="command">
                {t(describeCommand(view, command))}
              </button>
            </li>
          ))}
        </ul>
      ))}
    </div>
  );
}
