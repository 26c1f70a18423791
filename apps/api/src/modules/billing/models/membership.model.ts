import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('Membership', { description: 'The signed-in account’s Academy membership.' })
export class MembershipModel {
  @Field({ description: 'trial, active or lapsed.' }) status!: string;
  @Field() trialEndsAt!: Date;
  @Field(() => Date, { nullable: true }) startedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'The chosen end (start of a month).' })
  endsAt!: Date | null;
  @Field(() => Int) monthlyFeeCents!: number;
  @Field(() => Date, {
    nullable: true,
    description: 'When the next monthly invoice is issued (null: none will be).',
  })
  nextInvoiceAt!: Date | null;
}
