import { Field, InputType, Int, ObjectType } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';
import { JsonScalar } from './json.scalar.js';
import { LegalCommand } from './match.models.js';

@ObjectType({ description: "One entry of a match's full log for a judge: every hidden value of it opened." })
export class AuditEntry {
  @Field(() => Int, { description: 'The log index (MatchLogLine.index), which calls and back-ups point at.' })
  index!: number;
  @Field(() => Int, { description: 'Its line in the signed replay chain.' }) seq!: number;
  @Field({ description: '`event` (a game event) or `ruling` (a judge event).' }) kind!: string;
  @Field() type!: string;
  @NullableField(() => Int, 'The seat whose decision produced it (game events).') actor!: number | null;
  @NullableField(() => String, 'The judge who ruled (rulings).') judge!: string | null;
  @Field({ description: "The judge's log line." }) text!: string;
  @Field(() => [String], {
    description:
      'The rule lines governing this event (`000:39`, see `rulebook`), as its log line\'s "why?" names them, for a ruling to cite; empty for a ruling and when the game has no rulebook map.',
  })
  rules!: readonly string[];
  @NullableField(() => JsonScalar, 'The decision (command) that produced it, when it is the first event of one.')
  decision!: unknown;
  @NullableField(
    () => String,
    "The decision in the game's own words, in the viewer's language, as the deciding seat was offered it (null for one the game does not word: a concession, time called).",
  )
  decisionText!: string | null;
  @Field(() => JsonScalar, { description: 'The event data with every hidden field opened.' }) data!: unknown;
  @Field(() => JsonScalar, {
    description:
      "The random draws it consumed (labels, counters, outcomes), each with `text` where the game words what it decided («Dados (2d6): 5 y 3»), in the viewer's language.",
  })
  random!: unknown;
  @Field(() => JsonScalar, {
    description:
      "The hidden fields of the line and who may read each: [{ path, value, visibleTo, name?, text? }]; a game event's fields also carry `name` (what the field holds) and `text` (its value), in the game's words and the viewer's language.",
  })
  hidden!: unknown;
}

@ObjectType({ description: "A match's full log for a judge of its tournament." })
export class MatchAudit {
  @Field() matchId!: string;
  @Field(() => [AuditEntry]) entries!: AuditEntry[];
}

@ObjectType({ description: "The judge's view of the game before and after one log entry." })
export class AuditStep {
  @Field(() => Int, { description: 'The log index (−1: the opening state; `before` is then null).' }) index!: number;
  @NullableField(() => JsonScalar) before!: unknown;
  @Field(() => JsonScalar) after!: unknown;
}

@InputType({ description: 'A command tried in the sandbox for one seat.' })
export class SandboxCommandInput {
  @Field(() => Int) seat!: number;
  @Field(() => JsonScalar, { description: '{ type, data } as submitGameCommand takes it.' }) command!: unknown;
}

@ObjectType({ description: 'One command tried in the sandbox: accepted (with what it did) or refused.' })
export class SandboxStep {
  @Field(() => Int) seat!: number;
  @Field() accepted!: boolean;
  @NullableField(() => String, 'The refusal, when refused.') refusal!: string | null;
  @Field(() => [String], { description: "The judge's log lines of the events it produced." }) lines!: string[];
}

@ObjectType({ description: 'An alternative line tried on a copy of the match: nothing of it is written anywhere.' })
export class SandboxResult {
  @Field(() => Int) fromEvent!: number;
  @Field(() => [SandboxStep]) steps!: SandboxStep[];
  @Field(() => JsonScalar, { description: "The judge's view of the state after the commands accepted." })
  state!: unknown;
  @NullableField(() => JsonScalar) result!: unknown;
  @Field(() => [[LegalCommand]], { description: 'Each seat’s legal commands from there, to try next.' })
  legalCommands!: LegalCommand[][];
}
