import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { NullableField } from '../common/fields.js';

/** The languages every message exists in (Spanish is the default). */
export enum Language {
  es = 'es',
  en = 'en',
}
registerEnumType(Language, { name: 'Language', description: 'es (Spanish, the default) or en (English).' });

/**
 * Who an account is to others: its id and the two names. Shared by the public page (`Player`) and
 * the owner's own view (`Account`); abstract, so the schema keeps the two types and gains none.
 */
@ObjectType({ isAbstract: true })
abstract class AccountIdentity {
  @Field(() => ID) id!: string;
  @Field() username!: string;
  @Field() displayName!: string;
}

@ObjectType({ description: 'A public player page.' })
export class Player extends AccountIdentity {}

@ObjectType({ description: 'The signed-in account, as only its owner sees it.' })
export class Account extends AccountIdentity {
  @Field(() => Language, { description: 'Language chosen at sign-up, for messages and pages.' }) language!: Language;
}

@ObjectType({
  description:
    'Wrong passwords typed for your account on one day (UTC) from one network. Never the passwords, never a whole address.',
})
export class FailedSignIns {
  @Field({ description: 'The day, YYYY-MM-DD (UTC).' }) day!: string;
  @Field(() => Int, { description: 'How many wrong passwords.' }) count!: number;
  @Field({ description: 'ISO time of the last of them.' }) lastAt!: string;
  @NullableField(
    () => String,
    'The network they came from, coarsened: an IPv4 /24 or an IPv6 /56; null when not known.',
  )
  network!: string | null;
  @Field({ description: 'True when they came from a device your account had signed in on before.' })
  knownDevice!: boolean;
}

@ObjectType({ description: 'A new session.' })
export class AuthPayload {
  @Field({
    description:
      'Session token: send it as `Authorization: Bearer <token>` (the web also gets an HttpOnly cookie). It ends on sign-out, password change, after SESSION_IDLE_MINUTES unused, or 30 days after sign-in.',
  })
  token!: string;
  @Field(() => Player) player!: Player;
  @Field({ description: 'ISO time the session expires at the latest (it ends sooner when left unused).' })
  expiresAt!: string;
  @Field({
    description:
      'Keep it (the web keeps it in an HttpOnly cookie for a year) and pass it in `deviceTokens` at the next sign-in to this account: this client is then a recognised device, whose sign-in others’ wrong passwords never slow down. It grants nothing else.',
  })
  deviceToken!: string;
}

@InputType({
  description:
    'A new account. Bad input is refused with BAD_USER_INPUT, every problem listed in `extensions.problems` (path and es/en messages), and nothing is written.',
})
export class RegisterInput {
  @Field(() => ID, {
    description:
      'Client-chosen id; resending it with the same username, display name and language returns the account (and signs in with the right password). Reused for anything else: CONFLICT.',
  })
  commandId!: string;
  @Field({
    description:
      '3–32 characters: a-z, 0-9, _ . - (upper case is folded to lower case); unique (taken: RULE_VIOLATION ACCOUNT_USERNAME_TAKEN).',
  })
  username!: string;
  @Field({
    description:
      'The name others see: 1–60 characters after trimming, no control or text-direction override characters.',
  })
  displayName!: string;
  @Field({ description: '8–200 characters, not one of the most common passwords, not the username with little else.' })
  password!: string;
  @Field(() => Language, { defaultValue: Language.es, description: 'Language for messages (default es).' })
  language!: Language;
}
