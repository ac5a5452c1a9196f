import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';

@ObjectType({ description: 'A public player page.' })
export class Player {
  @Field(() => ID)
  id!: string;

  @Field()
  username!: string;

  @Field()
  displayName!: string;
}

@ObjectType()
export class AuthPayload {
  @Field({ description: 'Session token: send it as `Authorization: Bearer <token>` (the web also gets an HttpOnly cookie).' })
  token!: string;

  @Field(() => Player)
  player!: Player;

  @Field({ description: 'ISO time the session expires.' })
  expiresAt!: string;
}

@InputType()
export class RegisterInput {
  @Field(() => ID, { description: 'Client-chosen id; resending it returns the first outcome.' })
  commandId!: string;

  @Field({ description: '3–32 characters: a-z, 0-9, _ . -' })
  username!: string;

  @Field()
  displayName!: string;

  @Field({ description: 'At least 8 characters.' })
  password!: string;
}
