/** @cronica/tournament — Swiss pairings, standings, top cut and the tournament decider (README). */
export type {
  MatchWinner,
  SwissPlayer,
  SwissGame,
  SwissMatch,
  SwissRound,
  SwissHistory,
  TiebreakCriterion,
  TiebreakPreset,
  SwissFormat,
} from './history/model.js';
export {
  TIEBREAK_CRITERIA,
  TIEBREAK_INFO,
  isTiebreakCriterion,
  TIEBREAK_PRESETS,
  DEFAULT_FORMAT,
  isActiveIn,
  historyAt,
} from './history/model.js';
export type { Outcome, RoundEntry, PlayerRecord } from './history/records.js';
export { playerRecords, individualScore, matchScore, matchPoints } from './history/records.js';
export { validateHistory } from './history/validate.js';
export { eventFileSchema, parseEventFile } from './history/event-file.js';
export type { EventFile, EventPlacing, SwissEvent, EventFileResult } from './history/event-file.js';
export { tournamentSeedBytes, seededShuffle, seededOrder } from './history/seeded-random.js';
export type { TournamentSeed } from './history/seeded-random.js';
export { simulateSwissHistory, simulatedResult, seededGenerator } from './history/simulate.js';
export type { SimulationOptions } from './history/simulate.js';
export { computeStandings } from './standings/standings.js';
export { standingsByRound } from './standings/by-round.js';
export type { StandingRow, Standings } from './standings/standings.js';
export { matchWinPercentage, gameWinPercentage } from './standings/criteria.js';
export {
  pairNextRound,
  pairEntrants,
  entrantsForNextRound,
  byeCandidates,
  pairEvenFieldByBlossom,
  drawLabel,
} from './pairing/swiss-pairing.js';
export type { SwissEntrant, TablePairing, RoundPairing, PairingOutcome, PairingDraw } from './pairing/swiss-pairing.js';
export { tableCosts } from './pairing/table-costs.js';
export type { TableCost } from './pairing/table-costs.js';
export type { PairingPath } from './pairing/exact-pairing.js';
export { greedyPairing } from './pairing/greedy.js';
export type { GreedyPairing } from './pairing/greedy.js';
export type { PairingCosts } from './pairing/pairing-problem.js';
export { maxWeightMatching } from './matching/max-weight-matching.js';
export type { MatchingEdge, WeightedMatching } from './matching/max-weight-matching.js';
export { problem, problems } from './violations.js';
export type { TournamentProblem } from './violations.js';
export * from './decider/types.js';
export type { TournamentEvent, PairedTable } from './decider/events.js';
export { evolve as evolveTournament } from './decider/events.js';
export { CHECK_IN_LEAD, isTimeZone, type EventSchedule } from './decider/schedule.js';
export { checkInOpen, pendingCheckInOpening, upcomingCheckInOpening } from './decider/check-in-events.js';
export { MAX_CAPACITY, MIN_CAPACITY, placesLeft, placesTaken } from './decider/capacity.js';
export { waitingPlayers, waitlistOpen, waitlistPlace, type WaitingPlayer } from './decider/waitlist.js';
export { feePaidBy, feesCollected, feesOfRemoved, type EntryFeeEvent } from './decider/entry-fee.js';
export { MAX_ENTRANTS_AT_ONCE } from './decider/bulk-registration.js';
export { ANNOUNCEMENT_MAX_LENGTH } from './decider/announcement.js';
export type {
  TournamentCommand,
  EntrantData,
  CreateTournamentData,
  EventDetails,
  DraftChange,
  TournamentDecideContext,
} from './decider/commands.js';
export { DEFAULT_PRIZE_PLACES, TOURNAMENT_OPTIONS, type TournamentOption } from './decider/option-table.js';
export { validateTournamentOptions, type LateEntryPolicy, type TournamentOptions } from './decider/options.js';
export type { ConfigProblem } from './decider/config-problem.js';
export { detailProblems } from './decider/event-options.js';
export { roundsForField, tiebreakChain } from './decider/swiss-options.js';
export * from './decider/game-format.js';
export { decide as decideTournament } from './decider/decide.js';
export { tournamentDecider, foldTournament, applyCommand } from './decider/decider.js';
export {
  swissHistoryOf,
  openRound,
  standingsFormat,
  tournamentStandings,
  tournamentStandingsByRound,
} from './decider/projection.js';
export { draftReport, changedTables } from './decider/decide-draft.js';
export { gamesAllowed } from './decider/decide-results.js';
export { contradictedSeat, livesProblem } from './decider/result-lives.js';
export * from './decider/staff-actions.js';
export type { DraftReport } from './decider/decide-draft.js';
export * from './decider/labels.js';
export { isFinalRound, swissFinished } from './decider/decide-bracket.js';
export { playersWithoutList } from './decider/decide-rounds.js';
export { exportEventFile } from './decider/event-export.js';
export type { EventExportOptions } from './decider/event-export.js';
export { MAX_EXTENSION_MINUTES } from './decider/decide-clock.js';
export { clockView, roundClockView, tableEndsAt, untimedReason } from './decider/clock.js';
export type { ClockPhase } from './decider/clock.js';
export { bracketOrder } from './decider/top-cut.js';
export { bracketView, type BracketView } from './decider/bracket-view.js';
export { deckContextFor } from './decider/deck-context.js';
export { redactTournamentEvent, tournamentEventVisibleTo } from './decider/visibility.js';
export type { TournamentViewer } from './decider/visibility.js';
export { checkPresentedDeck } from './decider/deck-check.js';
export type { DeckCheck } from './decider/deck-check.js';
export {
  INFRACTIONS,
  PENALTIES,
  DISPUTE_OUTCOMES,
  APPEAL_OUTCOMES,
  initialJudgingState,
} from './decider/judging-types.js';
export type {
  Infraction,
  PenaltyKind,
  DisputeOutcome,
  AppealOutcome,
  Appeal,
  JudgeCall,
  Dispute,
  DisputeRuling,
  Penalty,
  DeckCheckRecord,
  JudgingState,
  MatchRulingAppeal,
} from './decider/judging-types.js';
export { PENALTY_GUIDE, penaltyGuideSchema, guideEntry, guidedPenalty } from './decider/penalty-guide.js';
export { infractionName, citationWords, rulesNoteHeading } from './decider/citations.js';
export type { PenaltyGuide, GuideEntry, GuidedPenalty } from './decider/penalty-guide.js';
export { callQueue } from './decider/call-queue.js';
export type { QueuedTable } from './decider/call-queue.js';
export type { JudgingEvent } from './decider/judging-events.js';
export { MAX_CALL_REASON, MAX_RULING } from './decider/decide-judging.js';
export { MAX_NOTE } from './decider/decide-penalties.js';
export { headJudgeOf } from './decider/decide-appeals.js';
export { deckSubmissionRefusal, isDisqualified } from './decider/decide-registration.js';
