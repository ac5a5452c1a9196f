import type { Lang } from '@cronica/util';
import type { TournamentDetail } from '../../graphql/tournament';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { lateListMessages as ll } from '../../lib/late-list-messages';
import { DeskCommand, HandInListForm, RegisterEntrantForm } from './DeskForms';
import { PlayerActions } from './DeskTableForms';

/**
 * The registration desk: who is in, whose list is in, and the forms to register, add late or drop.
 * Registration opens and closes here too (002 C.4: closing locks the deck lists).
 */
export function RegistrationDesk({
  tournament,
  organizer,
  lang,
}: {
  tournament: TournamentDetail;
  organizer: boolean;
  lang: Lang;
}) {
  const t = translator(lang);
  const m = om.registration;
  const players = [...tournament.players].sort((a, b) => a.name.localeCompare(b.name, lang));
  const active = players.filter((p) => p.status === 'active');
  const missing = tournament.status === 'registration-open' ? active.filter((p) => !p.hasDeck) : [];
  const beforeRounds = tournament.status === 'created' || tournament.status === 'registration-open';
  const underway = tournament.status === 'registration-closed' || tournament.status === 'top-cut';
  // Once registration has closed only a late entry can lack a list; with lists required they hand it in before playing.
  const withoutList = underway && tournament.format?.requireDeckLists ? active.filter((p) => !p.hasDeck) : [];
  return (
    <section id="registration" aria-labelledby="registration-title" className="block desk-section">
      <h2 id="registration-title">{t(m.title)}</h2>
      <p className="legend" data-testid="registration-count">
        {t(m.count(active.length, active.filter((p) => p.hasDeck).length))}
      </p>
      <div className="desk-actions">
        {organizer && tournament.status === 'created' ? (
          <DeskCommand
            tournamentId={tournament.id}
            command="openRegistration"
            label={t(messages.staff.commands.openRegistration)}
            lang={lang}
          />
        ) : null}
        {organizer && tournament.status === 'registration-open' ? (
          <DeskCommand
            tournamentId={tournament.id}
            command="closeRegistration"
            label={t(messages.staff.commands.closeRegistration)}
            lang={lang}
          />
        ) : null}
      </div>
      {missing.length > 0 && tournament.format?.requireDeckLists ? (
        <p className="notice-inline warn" data-testid="missing-lists">
          {t(m.missing(missing.map((p) => p.name).join(', ')))}
        </p>
      ) : null}
      {organizer && (tournament.status === 'created' || tournament.status === 'registration-open') ? (
        <RegisterEntrantForm tournamentId={tournament.id} late={false} lang={lang} />
      ) : null}
      {/* Offered only while a late entry can still join a round: the API decides (the web keeps no copy of the rule). */}
      {organizer && underway && tournament.lateEntryOpen ? (
        <RegisterEntrantForm tournamentId={tournament.id} late lang={lang} />
      ) : null}
      {withoutList.length > 0 ? (
        <>
          <p className="notice-inline warn" data-testid="late-without-list">
            {t(ll.withoutList(withoutList.map((p) => p.name).join(', ')))}
          </p>
          <HandInListForm tournamentId={tournament.id} players={withoutList} lang={lang} />
        </>
      ) : null}
      <div className="table-wrap">
        <table className="stack-table stack-table--matches desk-players" data-testid="desk-players">
          <thead>
            <tr>
              <th>{t(m.player)}</th>
              <th>{t(m.deck)}</th>
              <th>{t(m.status)}</th>
              {organizer ? <th>{t(m.actions)}</th> : null}
            </tr>
          </thead>
          <tbody>
            {players.map((player) => (
              <tr key={player.playerId} data-testid="desk-player" data-player={player.name}>
                <td className="stack-table__title" data-label={t(m.player)}>
                  {player.name}
                </td>
                <td data-label={t(m.deck)} className={player.hasDeck ? undefined : 'warn'}>
                  {player.hasDeck ? t(messages.playerStatus.deckSubmitted) : t(messages.playerStatus.deckMissing)}
                </td>
                <td data-label={t(m.status)} data-testid="desk-player-status">
                  {player.status === 'active' ? t(messages.playerStatus.active) : t(messages.playerStatus.dropped)}
                  {player.droppedBy ? (
                    <span className="legend">
                      {' '}
                      · {t(m.droppedBy(player.droppedBy.cause, player.droppedBy.by.name))}
                    </span>
                  ) : null}
                </td>
                {organizer ? (
                  <td data-label={t(m.actions)}>
                    {tournament.status !== 'ended' ? (
                      <PlayerActions
                        tournamentId={tournament.id}
                        playerId={player.playerId}
                        name={player.name}
                        status={player.status}
                        beforeRounds={beforeRounds}
                        lang={lang}
                      />
                    ) : null}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
