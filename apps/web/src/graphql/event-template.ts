import { graphql, type ResultOf } from './tada';

/** What a new event copies from an earlier one: what, when and where, and its whole format (never its players or seed). */
export const EVENT_TEMPLATE = graphql(`
  query EventTemplate($id: ID!) {
    tournament(id: $id) {
      id
      name
      description
      startsAt
      timeZone
      venue
      checkInOpensBefore
      entryFee {
        amount
        currency
      }
      game
      plannedRounds
      format {
        roundMinutes
        bestOf
        topCutSize
        finalBestOf
        thirdPlaceMatch
        tiebreakers
        byeScore
        lateEntry
        exhaustedPairings
        roundsRule
        requireDeckLists
        prizePlaces
        capacity
        gameOptions
      }
    }
  }
`);

export type EventTemplate = NonNullable<ResultOf<typeof EVENT_TEMPLATE>['tournament']>;
