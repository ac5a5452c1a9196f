import { PersonLink } from './PersonLink';
import type { Lang } from '@cronica/util';
import type { TournamentPlayerRow } from '../graphql/tournament';
import { translator, type Translate } from '../lib/i18n';
import { messages } from '../lib/messages';
import { byName, personName } from '../lib/person-name';

/** How the event reads a player's line: whether it asks for lists, and whether it is over. */
export interface RosterEvent {
  readonly listsRequired: boolean;
  readonly ended: boolean;
}

/**
 * A player's line: "Se retiró" for one who dropped, "En activo" only while the event runs; her list's
 * state where the event asks for lists (or she handed one in anyway), not "Sin mazo" where none is due.
 */
function rosterMeta(player: TournamentPlayerRow, event: RosterEvent, t: Translate): string {
  const m = messages.playerStatus;
  const standing = player.status === 'dropped' ? m.dropped : event.ended ? null : m.active;
  const deck = player.hasDeck ? m.deckSubmitted : event.listsRequired ? m.deckMissing : null;
  return [standing, deck].flatMap((part) => (part ? [t(part)] : [])).join(' · ');
}

export function PlayerRoster(props: { players: readonly TournamentPlayerRow[]; event: RosterEvent; lang: Lang }) {
  const { players, event, lang } = props;
  const t = translator(lang);
  if (players.length === 0) return <p className="muted">{t(messages.tournamentPage.playersEmpty)}</p>;
  const order = byName(lang);
  const sorted = [...players].sort((a, b) => order(a.name, b.name));
  return (
    <ul className="roster" data-testid="roster">
      {sorted.map((player) => {
        const meta = rosterMeta(player, event, t);
        return (
          <li
            key={player.playerId}
            className={player.status === 'dropped' ? 'roster__item roster__item--dropped' : 'roster__item'}
          >
            <PersonLink id={player.playerId}>{personName(player.name, t)}</PersonLink>
            {meta ? <span className="roster__meta">{meta}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
