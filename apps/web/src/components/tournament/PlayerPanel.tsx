import Link from 'next/link';
import type { Lang } from '@cronica/util';
import type { Viewer } from '../../graphql/auth';
import { MY_MATCHES } from '../../graphql/player-actions';
import type { PairingRow, TournamentDetail } from '../../graphql/tournament';
import { onlineMatchOf, type TableMatches } from '../../lib/table-matches';
import { query } from '../../lib/apollo-rsc';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { MyTable } from './MyTable';
import { DeckForm, RegisterButton } from './RegistrationPanel';

const m = messages.myPanel;

async function currentTable(tournament: TournamentDetail): Promise<PairingRow | null> {
  if (tournament.currentRound === 0) return null;
  const { data } = await query({ query: MY_MATCHES, variables: { tournamentId: tournament.id } }).catch(() => ({ data: undefined }));
  return data?.myMatches.find((p) => p.round === tournament.currentRound) ?? null;
}

/** What the signed-in reader can do in this tournament as a player. */
export async function PlayerPanel({ tournament, viewer, tableMatches, lang }: { tournament: TournamentDetail; viewer: Viewer | null; tableMatches: TableMatches; lang: Lang }) {
  const t = translator(lang);
  if (tournament.status === 'ended') return null;
  if (!viewer) {
    if (tournament.status !== 'registration-open') return null;
    return (
      <aside className="my-panel">
        <p>
          {t(m.signInToJoin)} <Link href={`/login?next=${encodeURIComponent(`/tournaments/${tournament.id}`)}`}>{t(messages.auth.signIn)}</Link>
        </p>
      </aside>
    );
  }
  const me = tournament.players.find((p) => p.playerId === viewer.id && p.status === 'active');
  const table = me ? await currentTable(tournament) : null;
  const rival = table ? (table.playerA === viewer.id ? table.playerB : table.playerA) : null;
  return (
    <aside className="my-panel" aria-labelledby="my-panel-title" data-testid="my-panel">
      <h2 id="my-panel-title">{t(m.title)}</h2>
      {!me && tournament.status === 'registration-open' ? <RegisterButton tournamentId={tournament.id} lang={lang} /> : null}
      {!me && tournament.status !== 'registration-open' ? <p className="muted">{t(m.registrationClosed)}</p> : null}
      {me ? <p>{t(m.registered)}</p> : null}
      {me && tournament.status === 'registration-open' && tournament.format?.requireDeckLists !== false ? (
        <DeckForm tournamentId={tournament.id} hasDeck={me.hasDeck} lang={lang} />
      ) : null}
      {table ? (
        <MyTable
          tournamentId={tournament.id}
          pairing={table}
          viewerId={viewer.id}
          rivalName={tournament.players.find((p) => p.playerId === rival)?.name ?? ''}
          bestOf={tournament.format?.bestOf ?? 1}
          online={onlineMatchOf(tournament.game, tableMatches, table, (id) => tournament.players.some((p) => p.playerId === id && p.hasDeck))}
          lang={lang}
        />
      ) : null}
    </aside>
  );
}
