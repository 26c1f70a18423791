import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('RefundDue', { description: 'A cancelled paid invoice whose money goes back.' })
export class RefundDueModel {
  @Field(() => ID) invoiceId!: string;
  @Field() number!: string;
  @Field(() => String, { nullable: true }) cancellationNumber!: string | null;
  @Field() buyerName!: string;
  @Field() buyerEmail!: string;
  @Field(() => Int) grossCents!: number;
  @Field() cancelledAt!: Date;
  @Field(() => String, { nullable: true, description: 'Without spaces; null until named.' })
  iban!: string | null;
}
