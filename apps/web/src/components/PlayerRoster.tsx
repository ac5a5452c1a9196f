import { PersonLink } from './PersonLink';
import type { Lang } from '@cronica/util';
import type { TournamentPlayerRow } from '../graphql/tournament';
import { translator } from '../lib/i18n';
import { messages } from '../lib/messages';
import { personName } from '../lib/person-name';
import { byName } from '../lib/person-name';

export function PlayerRoster({ players, lang }: { players: readonly TournamentPlayerRow[]; lang: Lang }) {
  const t = translator(lang);
  const m = messages.playerStatus;
  if (players.length === 0) return <p className="muted">{t(messages.tournamentPage.playersEmpty)}</p>;
  const order = byName(lang);
  const sorted = [...players].sort((a, b) => order(a.name, b.name));
  return (
    <ul className="roster" data-testid="roster">
      {sorted.map((player) => (
        <li
          key={player.playerId}
          className={player.status === 'dropped' ? 'roster__item roster__item--dropped' : 'roster__item'}
        >
          <PersonLink id={player.playerId}>{personName(player.name, t)}</PersonLink>
          <span className="roster__meta">
            {player.status === 'dropped' ? t(m.dropped) : t(m.active)} ·{' '}
            {player.hasDeck ? t(m.deckSubmitted) : t(m.deckMissing)}
          </span>
        </li>
      ))}
    </ul>
  );
}
