import { graphql } from './tada';
import { TOURNAMENT_ANNOUNCEMENT } from './tournament';

/** A tournament as EVENT.json (the CLI's format), built by the API from the event's log. */
export const TOURNAMENT_EVENT_FILE = graphql(`
  query TournamentEventFile($id: ID!) {
    tournament(id: $id) {
      id
      name
      eventFile {
        json
        includesSeed
      }
    }
  }
`);

/** What an event's calendar file says: its name and announcement, and how long its rounds run. */
export const TOURNAMENT_CALENDAR = graphql(
  `
    query TournamentCalendar($id: ID!) {
      tournament(id: $id) {
        id
        name
        ...TournamentAnnouncement
        plannedRounds
        format {
          roundMinutes
        }
      }
    }
  `,
  [TOURNAMENT_ANNOUNCEMENT],
);
