import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('WorkshopMaterial')
export class WorkshopMaterialModel {
  @Field() type!: string;
  @Field() title!: string;
}

@ObjectType('WorkshopSession')
export class WorkshopSessionModel {
  @Field(() => ID) id!: string;
  @Field() startsAt!: Date;
  @Field() endsAt!: Date;
  @Field(() => Int) capacity!: number;
  @Field(() => Int) registeredCount!: number;
  @Field(() => Int) availableSpots!: number;
  @Field({
    description:
      'Kept off the rule after a schedule change because people registered: the host moves or cancels it.',
  })
  offSchedule!: boolean;
  @Field(() => Date, {
    nullable: true,
    description:
      'Set once the date runs whatever its minimum: confirmed by the host before the decision time, or the minimum was reached then.',
  })
  runConfirmedAt!: Date | null;
  @Field({ description: 'The host (or an admin) confirmed the date to run.' })
  runConfirmedByHost!: boolean;
}

/**
 * A workshop as one viewer may see it: the member's own view, the admins' review view and the
 * Academy's public view share this type (built by `toWorkshopView`); fields a viewer may not
 * see are null. `currentParticipants`, `availableSpots` and `startTime` describe the next
 * upcoming session (or the last one when none is ahead); `maxParticipants` is the host's
 * maximum, the figure the edit form sends back. Money is in whole cents.
 */
@ObjectType('Workshop')
export class WorkshopModel {
  @Field(() => ID) id!: string;
  @Field() slug!: string;
  @Field() title!: string;
  @Field() description!: string;
  @Field(() => String, { nullable: true }) category!: string | null;
  @Field({ description: 'online, in_person or hybrid.' }) format!: string;
  @Field(() => String, { nullable: true }) location!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Only for the creator, admins and people registered for it.',
  })
  videoCallLink!: string | null;
  @Field() startTime!: Date;
  @Field() timeZone!: string;
  @Field(() => Int) durationMinutes!: number;
  @Field(() => Int, {
    description:
      "The host's maximum, as the edit form sends it. The described session's own seats: nextSession.capacity.",
  })
  maxParticipants!: number;
  @Field(() => Int, {
    nullable: true,
    description:
      'Creator and admins only: the fewest confirmed registrations a date needs (null: no minimum).',
  })
  minParticipants!: number | null;
  @Field(() => Int, {
    nullable: true,
    description:
      "Creator and admins only: with a minimum, hours before each date's start when it is decided.",
  })
  minParticipantsDecisionHours!: number | null;
  @Field(() => Int) currentParticipants!: number;
  @Field(() => Int) availableSpots!: number;
  @Field(() => [String]) learningObjectives!: string[];
  @Field(() => [WorkshopMaterialModel]) materials!: WorkshopMaterialModel[];
  @Field(() => [String]) tags!: string[];
  @Field(() => Int) basePriceCents!: number;
  @Field(() => Float) memberDiscountPercent!: number;
  @Field(() => Int, { description: 'base × (1 − percent/100), rounded to the cent.' })
  memberPriceCents!: number;
  @Field() isPublic!: boolean;
  @Field({ description: 'public or members_only.' }) visibility!: string;
  @Field() guestRegistrationEnabled!: boolean;
  @Field(() => String, { nullable: true }) posterUrl!: string | null;
  @Field() posterIsPdf!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'A new poster waiting for approval (creator and admins only).',
  })
  pendingPosterUrl!: string | null;
  @Field({ description: 'The waiting poster is a PDF (creator and admins only).' })
  pendingPosterIsPdf!: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'A new title waiting for approval (creator and admins only); the approved one stays public until then.',
  })
  pendingTitle!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'A new description waiting for approval (creator and admins only).',
  })
  pendingDescription!: string | null;
  @Field() isApproved!: boolean;
  @Field({ description: 'scheduled, cancelled or completed.' }) status!: string;
  @Field() isFeatured!: boolean;
  @Field(() => String, { nullable: true, description: 'iCal RRULE body.' })
  recurrenceRule!: string | null;
  @Field(() => String, { nullable: true, description: 'Last day (YYYY-MM-DD, Berlin).' })
  recurrenceEndDate!: string | null;
  @Field(() => [String], { description: 'Berlin days (YYYY-MM-DD) the rule skips.' })
  skippedDates!: string[];
  @Field(() => Boolean, {
    nullable: true,
    description: 'Creator and admins only: the host is mailed on each new registration.',
  })
  notifyHostOnRegistration!: boolean | null;
  @Field(() => Int, {
    description:
      'How many attendees rated it; 0 until there are enough to show (see ratingAverage).',
  })
  ratingCount!: number;
  @Field(() => Float, {
    nullable: true,
    description:
      'The average overall rating (1-5, one decimal), once at least 3 attendees rated it.',
  })
  ratingAverage!: number | null;
  @Field(() => String, { nullable: true }) creatorName!: string | null;
  @Field(() => String, { nullable: true, description: 'Creator and admins only.' })
  creatorEmail!: string | null;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@ObjectType('WorkshopChange')
export class WorkshopChangeModel {
  @Field(() => ID) id!: string;
  @Field(() => ID, { nullable: true }) workshopId!: string | null;
  @Field() workshopTitle!: string;
  @Field() createdAt!: Date;
  @Field() isReviewed!: boolean;
  @Field(() => [String], { description: 'Lines such as "Titel: A → B".' }) changes!: string[];
}

@ObjectType('WorkshopPrerequisites')
export class WorkshopPrerequisitesModel {
  @Field() hasProfile!: boolean;
  @Field({ description: 'The profile is visible to members (team) or everyone (public).' })
  profileVisible!: boolean;
  @Field() emailVerified!: boolean;
}

@ObjectType('WorkshopPage')
export class WorkshopPageModel {
  @Field(() => [WorkshopModel]) workshops!: WorkshopModel[];
  @Field(() => Int) total!: number;
}
