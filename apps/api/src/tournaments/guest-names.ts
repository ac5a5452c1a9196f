import { Inject, Injectable } from '@nestjs/common';
import { getPlayer, type ReadDb } from '@cronica/projections';
import type { TournamentCommand } from '@cronica/tournament';
import { localized, NAME_RULES } from '@cronica/util';
import { badInput, type DomainError } from '../common/errors.js';
import { lookalikeMessage, NameKeyCache } from '../common/name-keys.js';
import { READ_DB } from '../store/tokens.js';
import type { StaffState, TournamentAggregate } from './tournament-aggregate.js';

const ANOTHER_PLAYER = localized('el de otro jugador de este torneo', "another player's name in this tournament");
const STAFF = localized(
  'el de alguien de la organización o del arbitraje del torneo',
  "the name of one of the tournament's organizer or judges",
);

/**
 * A walk-in or late entry named at the desk may not pass for someone already in the event: a
 * player of the tournament, its organizer or one of its judges (UTS #39 skeletons, blind to case
 * and accents). Checked inside the decision, on the state the command is appended after, so two
 * entries at once cannot both take look-alike names. An account's own name is checked at sign-up and at each correction (auth/display-names.ts).
 */
@Injectable()
export class GuestNames {
  private readonly keys = new NameKeyCache();

  constructor(@Inject(READ_DB) private readonly readDb: ReadDb) {}

  /** BAD_USER_INPUT on the guest's name when it looks like another's in the event; null for any other command. */
  lookalike(command: TournamentCommand, tournament: TournamentAggregate, staff: StaffState): DomainError | null {
    if ((command.type !== 'RegisterPlayer' && command.type !== 'AddLateEntry') || command.data.guest !== true)
      return null;
    const { playerId, name } = command.data;
    const players = Object.entries(tournament.state.players)
      .filter(([id]) => id !== playerId)
      .map(([, player]) => ({ name: player.name, where: ANOTHER_PLAYER }));
    const staffNames = [tournament.organizerId, ...staff.judges].flatMap((id) => {
      const staffName = id === null ? undefined : getPlayer(this.readDb, id)?.displayName;
      return staffName === undefined ? [] : [{ name: staffName, where: STAFF }];
    });
    const twin = this.keys.lookalike(name, [...players, ...staffNames]);
    if (!twin) return null;
    const message = lookalikeMessage(NAME_RULES.playerName.subject, twin.where, twin.name);
    return badInput([
      { path: command.type === 'RegisterPlayer' ? 'name' : 'guestName', message: message.en, messages: message },
    ]);
  }
}
