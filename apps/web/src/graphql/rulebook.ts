import { graphql, type ResultOf } from './tada';

/** A game's rulebook map for people (`rulebook`): every rule line, its section and how the platform follows it. */
export const RULEBOOK = graphql(`
  query Rulebook($game: String!) {
    rulebook(game: $game) {
      game
      gameName
      rulebook
      title {
        es
        en
      }
      translation
      translationTitle {
        es
        en
      }
      sections {
        line
        heading
        translated
      }
      lines {
        id
        line
        sectionLine
        section
        sectionTranslated
        starts
        status
        summary {
          es
          en
        }
        optionLabel {
          es
          en
        }
        note {
          es
          en
        }
        rulesNotes
      }
    }
  }
`);

export type RulebookPage = NonNullable<ResultOf<typeof RULEBOOK>['rulebook']>;
export type RuleLinePage = RulebookPage['lines'][number];

/** The section of each rule line, for the name of a "why?" link at the table. */
export const RULE_SECTIONS = graphql(`
  query RuleSections($game: String!) {
    rulebook(game: $game) {
      lines {
        id
        section
        sectionTranslated
      }
    }
  }
`);

export type RuleSectionLine = NonNullable<ResultOf<typeof RULE_SECTIONS>['rulebook']>['lines'][number];
