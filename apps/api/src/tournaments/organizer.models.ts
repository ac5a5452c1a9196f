import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';
import { JsonScalar } from '../matches/json.scalar.js';
import { LocalizedText, Standing } from './tournament.models.js';

@ObjectType({ description: 'What one draft table costs by the pairing criteria.' })
export class DraftTableCost {
  @Field(() => Int) table!: number;
  @Field(() => ID) playerA!: string;
  @NullableField(() => ID) playerB!: string | null;
  @Field(() => Int) pointsA!: number;
  @NullableField(() => Int) pointsB!: number | null;
  @Field({ description: 'The two have met before.' }) rematch!: boolean;
  @Field(() => Int, { description: 'Difference in match points (0 for a bye).' }) gap!: number;
  @Field(() => Int, { description: 'Floats repeated from the last round.' }) repeatedFloats!: number;
  @Field({ description: 'The bye goes to a player who already had one while others had fewer.' }) extraBye!: boolean;
}

@ObjectType({ description: 'Totals of a pairing: rematches, Σ(points gap)², repeated floats.' })
export class PairingCostsView {
  @Field(() => Int) rematches!: number;
  @Field(() => Int) squaredGaps!: number;
  @Field(() => Int) repeatedFloats!: number;
}

@ObjectType({
  description: "What the draft (or a proposed change to it) costs, beside the engine's best pairing for the round.",
})
export class DraftReportView {
  @Field(() => Int) round!: number;
  @Field(() => [DraftTableCost]) tables!: DraftTableCost[];
  @Field(() => PairingCostsView) costs!: PairingCostsView;
  @NullableField(() => PairingCostsView, "The engine's optimum; null when only rematches are left.")
  optimal!: PairingCostsView | null;
  @Field(() => [[ID]], { description: 'Pairs who meet again.' }) rematches!: string[][];
  @Field(() => Int) largestGap!: number;
  @Field({ description: 'The proposal costs more than the optimum (a rematch, a larger gap, a repeated float).' })
  worseThanOptimal!: boolean;
  @Field(() => [ID], {
    description:
      'Seated players who have handed in no list (a late entry): the round is not published with them when lists are required (002 C.4).',
  })
  playersWithoutList!: string[];
}

@InputType({
  description:
    "A draft change to evaluate before making it: 'swap' (exchange seats) or 'pair' (seat the two together).",
})
export class DraftChangeInput {
  @Field() kind!: string;
  @Field(() => ID) playerA!: string;
  @Field(() => ID) playerB!: string;
}

@ObjectType({
  description: 'A round of the tournament with its name: Swiss rounds numbered, top-cut rounds named (es/en).',
})
export class TournamentRoundView {
  @Field(() => Int) number!: number;
  @Field({ description: 'swiss, top-cut or tiebreak.' }) stage!: string;
  @Field(() => LocalizedText) label!: LocalizedText;
  @Field(() => LocalizedText, {
    description: 'The same name without a Swiss round\'s total ("Ronda 3"), for a row of tabs.',
  })
  shortLabel!: LocalizedText;
  @Field() published!: boolean;
  @Field() ended!: boolean;
  @Field({ description: 'How it was paired (the engine path, or manual).' }) method!: string;
  @Field(() => Int, {
    description:
      "Games its matches are played to: the Swiss best-of, or the final's own (a best-of-3 final and third-place match, 002 C.1).",
  })
  bestOf!: number;
  @Field({
    description:
      "Ending it ends the event: the top cut's last round (the final, with the third-place match), whose results set the final places.",
  })
  endsEvent!: boolean;
}

@ObjectType({ description: 'The standings as they stood after one Swiss round.' })
export class RoundStandings {
  @Field(() => Int, { description: 'Swiss rounds covered.' }) round!: number;
  @Field(() => LocalizedText, { description: '"Clasificación tras la ronda 2 de 5" / "Standings after round 2 of 5".' })
  label!: LocalizedText;
  @Field() final!: boolean;
  @Field(() => [Standing]) rows!: Standing[];
}

@ObjectType({ description: 'A final place: 1st, 2nd, or a shared range (3rd–4th, 5th–8th).' })
export class PlacingView {
  @Field(() => ID) playerId!: string;
  @Field() playerName!: string;
  @Field(() => Int) place!: number;
  @Field(() => Int) to!: number;
  @Field(() => LocalizedText, {
    description: '"3.º–4.º" / "3rd–4th"; "Sin puesto (descalificación)" for a disqualified player.',
  })
  label!: LocalizedText;
  @Field({ description: 'Disqualified: takes no place (listed after everyone; those below moved up).' })
  disqualified!: boolean;
}

@ObjectType({ description: 'The EVENT.json export (the CLI format: swiss pair, standings).' })
export class EventFileView {
  @Field(() => JsonScalar) json!: unknown;
  @Field({ description: 'Whether the seed is in it (after the end, or the organizer before it).' })
  includesSeed!: boolean;
}
