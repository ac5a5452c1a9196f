/**
 * What a field of the schema costs beyond 1 (query-cost.ts). One table for the whole schema, so a
 * reviewer sees every price at once; `query-prices.spec.ts` fails when a priced field no longer
 * exists. Sizes are what an answer holds in a large event (a few hundred players), weights the
 * work or bytes of a field compared with a plain one.
 */
export interface FieldPrice {
  /** Extra cost of the field itself (answer bytes or work, in plain fields). */
  readonly weight?: number;
  /** Expected length of a list field without a size argument. */
  readonly listSize?: number;
  /** How many times one operation may ask for the field (aliases and fragment uses included). */
  readonly maxPerOperation?: number;
}

/** A list field without a price or a size argument is taken to hold this many items. */
export const DEFAULT_LIST_SIZE = 10;

/** Arguments that say how long a list answer is (their value is the multiplier). */
export const SIZE_ARGUMENTS: readonly string[] = ['limit', 'first', 'last'];

/** A whole signed replay: hundreds of kilobytes for a long match. */
const REPLAY: FieldPrice = { weight: 2000, maxPerOperation: 2 };
/** A match view: the match is rebuilt from its events for the viewer's seat. */
const MATCH_VIEW: FieldPrice = { weight: 200, maxPerOperation: 4 };

export const FIELD_PRICES: Readonly<Record<string, FieldPrice>> = {
  'Query.matchReplay': REPLAY,
  'Query.matchView': MATCH_VIEW,
  'Query.tableMatch': MATCH_VIEW,
  'Subscription.matchUpdated': MATCH_VIEW,
  'MatchView.legalCommands': { listSize: 50 },
  'MatchView.seats': { listSize: 4 },
  'MatchSummary.players': { listSize: 4 },
  'CommandResult.events': { listSize: 5 },
  'DeckSubmission.errors': { listSize: 20 },
  'Dispute.players': { listSize: 2 },
  'Standing.tiebreakers': { listSize: 6 },
  'TournamentFormat.tiebreakers': { listSize: 6 },
  'Tournament.judges': { listSize: 5 },
  'Tournament.players': { listSize: 128 },
  'Tournament.standings': { weight: 20, listSize: 128 },
  'Tournament.pairings': { listSize: 64 },
  // A best of 3 at most in practice (002 C.1); a staff member's allowed commands.
  'MatchResultView.games': { listSize: 3 },
  'ResultReportView.games': { listSize: 3 },
  'Tournament.staffActions': { listSize: 8 },
  // One page of a list: at most MAX_PAGE_ROWS rows (tournaments/list-page.ts), whatever the limit.
  'Tournament.standingsPage': { weight: 20 },
  'StandingsPage.rows': { listSize: 100 },
  'PairingsPage.rows': { listSize: 100 },
  'PairingsPage.players': { listSize: 200 },
  'PairingsPage.rounds': { listSize: 16 },
  'PairingsPage.unpublishedRounds': { listSize: 2 },
  'PlayersPage.rows': { listSize: 100 },
  'Query.myMatches': { listSize: 16 },
  'Query.readyDecks': { listSize: 10 },
  'Player.tournaments': { listSize: 20 },
  'Query.deckChecks': { listSize: 20 },
  'Query.disputes': { listSize: 20 },
  'Query.judgeCalls': { listSize: 20 },
  'Query.penalties': { listSize: 20 },
  'Subscription.judgeCallsUpdated': { listSize: 20 },
  // A campaign is folded from its stream; each session looks up its match summary.
  'Query.campaign': { weight: 20 },
  'Campaign.sessions': { listSize: 20 },
  'Campaign.players': { listSize: 4 },
  'CampaignSession.seats': { listSize: 5 },
};
