/**
 * What a field of the schema costs beyond 1 (operation-walk.ts). One table for the whole schema, so
 * a reviewer sees every price at once; `query-prices.spec.ts` fails when a priced field no longer
 * exists, and when a list field has neither a size argument nor a price. Sizes are what an answer
 * holds in a large event (a few hundred players; rounds, tables and logs at the README's 2,048),
 * weights the work or bytes of a field compared with a plain one. Where an answer grows with the
 * event beyond its price (a round's rows at 2,048 players), a per-operation cap bounds the work.
 */
export interface FieldPrice {
  /** Extra cost of the field itself (answer bytes or work, in plain fields). */
  readonly weight?: number;
  /** Expected length of a list field without a size argument. */
  readonly listSize?: number;
  /**
   * How many times one operation may run the field: aliases, fragment uses and the items of the
   * lists around it (by their sizes here) included.
   */
  readonly maxPerOperation?: number;
}

/** A list field without a price or a size argument is taken to hold this many items. */
export const DEFAULT_LIST_SIZE = 10;

/** Arguments that say how long a list answer is (their value is the multiplier). */
export const SIZE_ARGUMENTS: readonly string[] = ['limit', 'first', 'last'];

/** An argument that keeps a list to these players: at most one item each (its length is the multiplier). */
export const ID_LIST_ARGUMENT = 'ids';

/** A whole signed replay: hundreds of kilobytes for a long match. */
const REPLAY: FieldPrice = { weight: 2000, maxPerOperation: 2 };
/** A match view: the match is rebuilt from its events for the viewer's seat. */
const MATCH_VIEW: FieldPrice = { weight: 200, maxPerOperation: 4 };
/** Swiss rounds of an event, and a few more (top cut, tiebreak rounds): 11 at 2,048 players. */
const ROUNDS = 16;
/** Tables of one round. */
const TABLES = 64;
/** Entries of a match's log (events of a long match). */
const LOG_ENTRIES = 300;

export const FIELD_PRICES: Readonly<Record<string, FieldPrice>> = {
  'Query.matchReplay': REPLAY,
  // Everything about the caller, replays of each of their matches included: one per operation.
  'Query.myData': { weight: 5000, maxPerOperation: 1 },
  'Query.matchView': MATCH_VIEW,
  'Query.tableMatch': MATCH_VIEW,
  'Subscription.matchUpdated': MATCH_VIEW,
  'MatchView.legalCommands': { listSize: 50 },
  'MatchView.seats': { listSize: 4 },
  'MatchSummary.players': { listSize: 4 },
  // Whose turn it is at the reader's own match: her seated match is loaded (rebuilt from its events
  // when no instance holds it); a page of her live matches, not the whole index.
  'MatchSummary.yourTurn': { weight: 50, maxPerOperation: 20 },
  // The seats a result names as winners: one, or a party that wins together (at most the match's seats).
  'MatchSummaryResult.winnerSeats': { listSize: 4 },
  'CommandResult.events': { listSize: 5 },
  'DeckSubmission.errors': { listSize: 20 },
  // A person's saved decks (DECKS_PER_ACCOUNT), each read and validated by its game on the way out.
  'Query.myDecks': { weight: 50, listSize: 50, maxPerOperation: 2 },
  'SavedDeckView.errors': { listSize: 20 },
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
  'Tournament.waitlist': { listSize: 32 },
  // One amount per currency the fee was asked in: one, or two if the organizer changed it.
  'Tournament.feesCollected': { listSize: 2 },
  // Those who paid and then left the list before round 1: a few at most.
  'Tournament.paidNotEntered': { listSize: 16 },
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
  // At most PLAYER_EVENTS_PAGE either way (tournaments/player-page.resolver.ts), whatever the limit.
  'Player.tournaments': { listSize: 20 },
  'PlayerEventsPage.rows': { listSize: 20 },
  'Query.myWaitingLists': { listSize: 10 },
  'Query.myStaffedEvents': { listSize: 20 },
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
  // Rounds by name and their standings. The rows of every round of one event (up to 2,048 × 16)
  // are as many as one operation may build: they stand for the work, not only the answer.
  'Tournament.rounds': { listSize: ROUNDS },
  'Tournament.standingsByRound': { listSize: ROUNDS },
  'Query.tournamentStandingsByRound': { listSize: ROUNDS },
  'RoundStandings.rows': { weight: 20, listSize: 128, maxPerOperation: ROUNDS },
  'Tournament.placings': { listSize: 128 },
  // A top cut holds at most 16 players (TopCutSize): 4 rounds of at most 8 tables.
  'BracketView.seeds': { listSize: 16 },
  'BracketView.rounds': { listSize: 4 },
  'BracketView.upcoming': { listSize: 4 },
  'BracketRound.tables': { listSize: 8 },
  'RoundClockView.tables': { listSize: TABLES },
  'DraftReportView.tables': { listSize: TABLES },
  'DraftReportView.rematches': { listSize: TABLES },
  'Query.judgeQueue': { listSize: TABLES },
  // The appeals waiting for the head judge come from the event's live matches: of the order of its tables.
  'Query.pendingMatchAppeals': { listSize: TABLES },
  'QueuedTableModel.calls': { listSize: 5 },
  'MatchResultView.reports': { listSize: 2 },
  'MatchRulingsModel.rulings': { listSize: 20 },
  'MatchReplay.waitingChecks': { listSize: 3 },
  // Judges' tools: the match rebuilt (audit, a step) or replayed with up to 50 commands (sandbox).
  'Query.matchAudit': MATCH_VIEW,
  'Query.matchAuditStep': MATCH_VIEW,
  'Query.matchSandbox': { weight: 2000, maxPerOperation: 2 },
  'MatchAudit.entries': { listSize: LOG_ENTRIES },
  'SandboxResult.steps': { listSize: 50 },
  'SandboxResult.legalCommands': { listSize: 200 },
  'SandboxStep.lines': { listSize: 5 },
  // Fixed tables: the games, their options and the penalty guide.
  'Query.games': { listSize: 8 },
  'GameInfo.bots': { listSize: 5 },
  'GameInfo.decklessSeats': { listSize: 2 },
  'GameInfo.readyDecks': { listSize: 10 },
  'TournamentOptionsTable.games': { listSize: 8 },
  'TournamentOptionsTable.options': { listSize: 20 },
  'TournamentOptionsTable.tiebreakPresets': { listSize: 8 },
  'TiebreakPresetInfo.criteria': { listSize: 6 },
  'PenaltyGuideModel.infractions': { listSize: 30 },
  'GameFormatInfo.options': { listSize: 20 },
  'GameFormatInfo.tiebreakers': { listSize: 8 },
  'TournamentFormat.options': { listSize: 20 },
  'MatchView.format': { listSize: 20 },
  // The rule lines behind a move, a log line or an audited event (one or two), and a rulebook map: read from memory,
  // its sections, every line of the longest rulebook (004: 345 lines) and the rules-notes entries
  // a line cites (at most 4, as the map's schema bounds them).
  'LegalCommand.rules': { listSize: 2 },
  'MatchLogLine.rules': { listSize: 2 },
  'AuditEntry.rules': { listSize: 2 },
  'RulebookView.sections': { listSize: 40 },
  'RulebookView.lines': { listSize: 350 },
  'RuleLineView.rulesNotes': { listSize: 4 },
  // An account's own lists: wrong passwords kept (the 20 newest groups), invitations (50 newest each way).
  'Account.failedSignIns': { listSize: 20 },
  // Read from the account's private stream: one answer is all a page needs.
  'Account.recoveryCode': { weight: 20, maxPerOperation: 2 },
  'Query.invitations': { listSize: 50 },
  'Query.sentInvitations': { listSize: 50 },
  'MatchInvitation.seats': { listSize: 5 },
  'MatchInvitation.yourDecks': { listSize: 10 },
  'Campaign.invited': { listSize: 4 },
  // A list's history grows with each list handed in during registration: priced at a busy player's.
  'DeckListView.history': { listSize: 20 },
  'DraftReportView.playersWithoutList': { listSize: 128 },
};
