import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** A registration for one session; `workshop` and `session` are resolved in batches. */
@ObjectType('Registration')
export class RegistrationModel {
  @Field(() => ID) id!: string;
  @Field({ description: 'confirmed, waitlisted or cancelled.' }) status!: string;
  @Field(() => String, { nullable: true }) registrationNotes!: string | null;
  @Field(() => String, { nullable: true }) cancellationReason!: string | null;
  @Field() isGuest!: boolean;
  @Field() name!: string;
  @Field() email!: string;
  @Field(() => Int, { description: 'What the registrant pays, in cents.' }) priceCents!: number;
  @Field() createdAt!: Date;
  @Field(() => String, {
    nullable: true,
    description:
      'A confirmed seat’s check-in code (the content of its QR code, shown at the entrance); only for the registrant.',
  })
  checkInCode!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'A confirmed seat’s personal join link path (/j/…) for online and hybrid sessions: opening it records attendance and leads to the video call. Only for the registrant.',
  })
  joinPath!: string | null;
  workshopId!: string;
  sessionId!: string;
}
