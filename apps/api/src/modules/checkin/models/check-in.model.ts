import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('CheckInResult', { description: 'What a scan or a tap on a name answered.' })
export class CheckInResultModel {
  @Field({
    description: 'checked_in, already_checked_in, not_registered, cancelled or wrong_session.',
  })
  status!: string;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => Date, { nullable: true }) checkedInAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Who checked the person in.' })
  checkedInBy!: string | null;
  @Field(() => ID, { nullable: true }) registrationId!: string | null;
}

@ObjectType('CheckInAttendee', {
  description: 'A registrant of the session, as the desk lists them.',
})
export class CheckInAttendeeModel {
  @Field(() => ID) registrationId!: string;
  @Field() name!: string;
  @Field({ description: 'confirmed or cancelled.' }) status!: string;
  @Field(() => Date, { nullable: true }) checkedInAt!: Date | null;
  @Field(() => String, { nullable: true }) checkedInBy!: string | null;
  @Field(() => Date, {
    nullable: true,
    description: 'When the server recorded the check-in (undo is possible for a minute).',
  })
  recordedAt!: Date | null;
}

@ObjectType('CheckInDesk', { description: 'The check-in screen of one session.' })
export class CheckInDeskModel {
  @Field(() => ID) sessionId!: string;
  @Field(() => ID) workshopId!: string;
  @Field() title!: string;
  @Field() format!: string;
  @Field() startsAt!: Date;
  @Field() endsAt!: Date;
  @Field({ description: 'host, admin or helper.' }) role!: string;
  @Field(() => Int) checkedInCount!: number;
  @Field(() => Int) confirmedCount!: number;
  @Field(() => [CheckInAttendeeModel]) attendees!: CheckInAttendeeModel[];
  @Field(() => [String], {
    nullable: true,
    description: 'The helpers’ addresses; only for the host and admins.',
  })
  helpers!: string[] | null;
}

@ObjectType('CheckInSession', { description: 'A session the caller was named a helper for.' })
export class CheckInSessionModel {
  @Field(() => ID) sessionId!: string;
  @Field(() => ID) workshopId!: string;
  @Field() title!: string;
  @Field() startsAt!: Date;
  @Field() endsAt!: Date;
}
