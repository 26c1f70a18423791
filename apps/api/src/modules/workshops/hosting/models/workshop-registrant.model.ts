import { Field, ID, ObjectType } from '@nestjs/graphql';

/** One registration as the workshop's host (and admins) see it in the registrants view. */
@ObjectType('WorkshopRegistrant')
export class WorkshopRegistrantModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) sessionId!: string;
  @Field() sessionStartsAt!: Date;
  @Field() name!: string;
  @Field() email!: string;
  @Field({ description: 'confirmed, waitlisted or cancelled.' }) status!: string;
  @Field({ description: 'A member (signed in when registering), else a guest.' })
  isMember!: boolean;
  @Field(() => String, { nullable: true, description: 'The registrant’s notes (answers).' })
  notes!: string | null;
  @Field() registeredAt!: Date;
  @Field(() => String, {
    nullable: true,
    description:
      'open, paid, refunded or written_off; null when nothing is invoiced (free, waiting).',
  })
  paymentState!: string | null;
}
