import { Field, ID, ObjectType } from '@nestjs/graphql';

/** One active sign-in of the caller (a refresh-token family), as the account settings list it. */
@ObjectType('AccountSession')
export class AccountSessionModel {
  @Field(() => ID) id!: string;
  @Field({ description: 'When this sign-in happened.' }) signedInAt!: Date;
  @Field({ description: 'When the session last renewed its tokens.' }) lastUsedAt!: Date;
  @Field(() => String, {
    nullable: true,
    description: 'The browser as it named itself; the client shows browser and system.',
  })
  userAgent!: string | null;
  @Field({ description: 'The session this request comes from ("this device").' })
  current!: boolean;
}
