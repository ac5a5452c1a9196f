import { Field, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
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

/** Who made an account's recovery code (recovery-codes.ts `RecoveryCodeMaker`). */
export enum RecoveryCodeMaker {
  holder = 'holder',
  operator = 'operator',
}
registerEnumType(RecoveryCodeMaker, {
  name: 'RecoveryCodeMaker',
  description:
    'holder: made on the account page; operator: made by whoever runs this server (`npm run -s cli -- account recovery-code`), for a person who kept none.',
});

@ObjectType({ description: 'The recovery code an account has: when and by whom it was made (never the code).' })
export class RecoveryCodeOnFile {
  @Field({ description: 'ISO time it was made; any earlier code stopped working then.' })
  setAt!: string;
  @Field(() => RecoveryCodeMaker) madeBy!: RecoveryCodeMaker;
}
