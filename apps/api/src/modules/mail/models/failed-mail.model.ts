import { Field, GraphQLISODateTime, ID, Int, ObjectType } from '@nestjs/graphql';

/** An e-mail that could not be sent after every retry (admins only). */
@ObjectType('FailedMail')
export class FailedMailModel {
  @Field(() => ID) id!: string;
  @Field() recipient!: string;
  @Field() subject!: string;
  @Field(() => String, { nullable: true, description: "The mail server's last answer." })
  lastError!: string | null;
  @Field(() => Int) attempts!: number;
  @Field({ description: 'queued (sent again, waiting), sent or failed.' }) status!: string;
  @Field(() => GraphQLISODateTime, { description: 'When the mail was queued.' })
  createdAt!: Date;
  @Field(() => GraphQLISODateTime, { description: 'The last attempt.' }) failedAt!: Date;
}
