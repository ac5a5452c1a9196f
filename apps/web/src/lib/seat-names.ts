import type { MatchView } from '../graphql/match';

/** Names a match's seats as the judge's audit shows them: the player's name, else `#1`, `#2`… */
export const seatNamer =
  (match: Pick<MatchView, 'seats'>) =>
  (seat: number): string =>
    match.seats.find((s) => s.seat === seat)?.name ?? `#${seat + 1}`;
