import { Args, Context, Int, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { nullableArg } from '../common/fields.js';
import { nameMatches } from '@cronica/util';
import type { GqlContext } from '../common/context.js';
import { checked, limitArg, offsetArg, pageOf, playerIdsArg, type PageAsked } from './list-page.js';
import { standingsByRoundOf } from './organizer-fields.resolver.js';
import { TournamentReadService } from './tournament-read.service.js';
import { PairingsPage, PlayersPage, StandingsPage } from './tournament-pages.models.js';
import { Tournament, type Pairing, type TournamentPlayer } from './tournament.models.js';

const searchArg = nullableArg(() => String, 'Part of a name, blind to case and accents ("jose" finds "José").');
const roundArg = nullableArg(() => Int);

/** Rows kept by the name search and, when given, the list of players. */
function narrowed<T>(
  rows: readonly T[],
  asked: PageAsked,
  idsOf: (row: T) => readonly (string | null)[],
  nameOf: (id: string) => string,
): T[] {
  const wanted = asked.ids ? new Set(asked.ids) : null;
  const search = asked.q ?? '';
  const keeps = (id: string | null) =>
    id !== null && (wanted === null || wanted.has(id)) && nameMatches(nameOf(id), search);
  return rows.filter((row) => idsOf(row).some(keeps));
}

/** Rows of one player each (standings, the player list) kept by the name search and the list of players. */
function narrowedByPlayer<T extends { playerId: string }>(
  rows: readonly T[],
  asked: PageAsked,
  nameOf: (row: T) => string,
): T[] {
  const names = new Map(rows.map((row) => [row.playerId, nameOf(row)]));
  return narrowed(
    rows,
    asked,
    (row) => [row.playerId],
    (id) => names.get(id) ?? id,
  );
}

/**
 * The tournament page's long lists a page at a time, searched by name on the API: at a 2,048-player
 * event each view reads fifty rows, not the whole event. What each caller may see is what the
 * whole-list fields (`standings`, `standingsByRound`, `pairings`, `players`) give them.
 */
@Resolver(() => Tournament)
export class TournamentPagesResolver {
  constructor(private readonly reads: TournamentReadService) {}

  @ResolveField(() => StandingsPage, {
    description: 'One page of the standings: after a finished Swiss round (`round`), else the current ones.',
  })
  standingsPage(
    @Parent() tournament: Tournament,
    @Args('round', roundArg) round: number | null,
    @Args('q', searchArg) q: string | null,
    @Args('ids', playerIdsArg) ids: string[] | null,
    @Args('offset', offsetArg) offset: number,
    @Args('limit', limitArg) limit: number,
  ): StandingsPage {
    const asked = checked({ offset, limit, q, ids });
    const state = round == null ? null : this.reads.internalState(tournament.id);
    const after = state
      ? standingsByRoundOf(state, this.reads.playerNames(tournament.id)).find((s) => s.round === round)
      : undefined;
    const rows = after?.rows ?? this.reads.standings(tournament.id);
    const kept = narrowedByPlayer(rows, asked, (row) => row.playerName);
    return Object.assign(new StandingsPage(), {
      ...pageOf(kept, offset, limit),
      unfilteredTotal: rows.length,
      round: after?.round ?? null,
    });
  }

  @ResolveField(() => PairingsPage, {
    description:
      "One page of a round's tables: published ones for everyone; unpublished ones for its organizer and judges.",
  })
  pairingsPage(
    @Parent() tournament: Tournament,
    @Context() ctx: GqlContext,
    @Args('round', roundArg) round: number | null,
    @Args('q', searchArg) q: string | null,
    @Args('offset', offsetArg) offset: number,
    @Args('limit', limitArg) limit: number,
  ): PairingsPage {
    const asked = checked({ offset, limit, q });
    const visible = this.reads.pairings(
      tournament.id,
      undefined,
      this.reads.staffRole(tournament, ctx.viewer.accountId) !== null,
    );
    const { rounds, shown, unpublishedRounds } = roundsOf(visible, round);
    const players = new Map(this.reads.players(tournament.id).map((p) => [p.playerId, p]));
    const ofRound = visible.filter((p) => p.round === shown).sort((a, b) => a.table - b.table);
    const page = pageOf(
      narrowed(
        ofRound,
        asked,
        (p) => [p.playerA, p.playerB],
        (id) => players.get(id)?.name ?? id,
      ),
      offset,
      limit,
    );
    return Object.assign(new PairingsPage(), {
      ...page,
      unfilteredTotal: ofRound.length,
      round: shown,
      rounds,
      unpublishedRounds,
      players: seatedPlayers(page.rows, players),
    });
  }

  @ResolveField(() => PlayersPage, {
    description: "One page of the players, in the order of the reader's language (`lang`: es or en).",
  })
  playersPage(
    @Parent() tournament: Tournament,
    @Args('q', searchArg) q: string | null,
    @Args('ids', playerIdsArg) ids: string[] | null,
    @Args('lang', nullableArg(() => String, 'es (default) or en.')) lang: string | null,
    @Args('offset', offsetArg) offset: number,
    @Args('limit', limitArg) limit: number,
  ): PlayersPage {
    const asked = checked({ offset, limit, q, ids, lang });
    const order = new Intl.Collator(lang ?? 'es');
    const sorted = this.reads.players(tournament.id).sort((a, b) => order.compare(a.name, b.name));
    const kept = narrowedByPlayer(sorted, asked, (p) => p.name);
    return Object.assign(new PlayersPage(), { ...pageOf(kept, offset, limit), unfilteredTotal: sorted.length });
  }
}

/** The rounds the reader may see, the one shown (the one asked for, else the latest) and those still unpublished. */
function roundsOf(visible: readonly Pairing[], asked: number | null) {
  const rounds = [...new Set(visible.map((p) => p.round))].sort((a, b) => a - b);
  const shown = asked !== null && rounds.includes(asked) ? asked : (rounds.at(-1) ?? null);
  const unpublishedRounds = rounds.filter((r) => visible.some((p) => p.round === r && !p.published));
  return { rounds, shown, unpublishedRounds };
}

function seatedPlayers(rows: readonly Pairing[], players: ReadonlyMap<string, TournamentPlayer>): TournamentPlayer[] {
  const seated = new Set(rows.flatMap((p) => (p.playerB === null ? [p.playerA] : [p.playerA, p.playerB])));
  return [...seated].flatMap((id) => players.get(id) ?? []);
}
