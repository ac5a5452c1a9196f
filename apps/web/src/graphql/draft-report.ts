import { graphql, type ResultOf } from './tada';

const DRAFT_REPORT_FIELDS = graphql(`
  fragment DraftReportFields on DraftReportView {
    round
    largestGap
    worseThanOptimal
    playersWithoutList
    rematches
    costs {
      rematches
      repeatedFloats
      squaredGaps
    }
    optimal {
      rematches
      repeatedFloats
      squaredGaps
    }
    tables {
      table
      playerA
      playerB
      pointsA
      pointsB
      rematch
      gap
      repeatedFloats
      extraBye
    }
  }
`);

/**
 * What the unpublished draft costs by the pairing engine's own criteria, beside its optimum
 * (apps/api/schema.gql, Tournament.draftReport); with `change`, what a swap or a hand-paired table
 * would cost before it is applied.
 */
export const DRAFT_REPORT = graphql(
  `
    query DraftReport($id: ID!, $change: DraftChangeInput) {
      tournament(id: $id) {
        id
        draftReport(change: $change) {
          ...DraftReportFields
        }
      }
    }
  `,
  [DRAFT_REPORT_FIELDS],
);

export type DraftReport = ResultOf<typeof DRAFT_REPORT_FIELDS>;
export type DraftReportTable = DraftReport['tables'][number];
