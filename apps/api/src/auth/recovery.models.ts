import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { AuthPayload } from './auth.models.js';

@ObjectType({
  description:
    'A recovery code, shown this once: with it and a new password, `resetPassword` lets the account back in when its password is forgotten. Only its keyed digest is kept.',
})
export class RecoveryCode {
  @Field({
    description: 'Five groups of four letters and digits (Crockford base32); typed back in any case, dashes optional.',
  })
  code!: string;
  @Field({ description: 'ISO time it was made; any earlier code stopped working then.' })
  setAt!: string;
}

@ObjectType({
  description: 'A password set again with a recovery code: the new session and the code that replaces the one used.',
})
export class PasswordReset {
  @Field(() => AuthPayload) session!: AuthPayload;
  @Field({ description: 'The new recovery code, shown this once; the one just used no longer works.' })
  recoveryCode!: string;
}

@InputType({
  description:
    'A forgotten password replaced: the username, the account’s recovery code and the new password. A weak new password: BAD_USER_INPUT on newPassword (nothing else is checked); a wrong username or code: UNAUTHENTICATED, counted as a wrong password.',
})
export class ResetPasswordInput {
  @Field() username!: string;
  @Field() recoveryCode!: string;
  @Field({ description: '8–200 characters, not one of the most common passwords, not the username with little else.' })
  newPassword!: string;
}
