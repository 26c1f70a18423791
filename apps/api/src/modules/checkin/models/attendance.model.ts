import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('AttendanceLine', { description: 'A confirmed registrant on the host’s list.' })
export class AttendanceLineModel {
  @Field(() => ID) registrationId!: string;
  @Field() name!: string;
  @Field() email!: string;
  @Field() attended!: boolean;
  @Field(() => Date, { nullable: true }) checkedInAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'scan, name, online or hand.' })
  method!: string | null;
}

@ObjectType('AttendanceSheet', {
  description: 'A session’s attendance list for its host and admins (tick by hand).',
})
export class AttendanceSheetModel {
  @Field(() => ID) sessionId!: string;
  @Field(() => ID) workshopId!: string;
  @Field() title!: string;
  @Field() format!: string;
  @Field() startsAt!: Date;
  @Field() endsAt!: Date;
  @Field({ description: 'Whether ticks are possible now (from the session’s start on).' })
  canMark!: boolean;
  @Field(() => [AttendanceLineModel]) lines!: AttendanceLineModel[];
}

@ObjectType('SessionAttendanceStats', { description: 'A session’s attendance figures.' })
export class SessionAttendanceStatsModel {
  @Field(() => ID) sessionId!: string;
  @Field() startsAt!: Date;
  @Field() endsAt!: Date;
  @Field(() => Int, { description: 'Confirmed registrations.' }) registered!: number;
  @Field(() => Int, { description: 'Checked in or joined online (or ticked).' })
  attended!: number;
  @Field(() => Int, { nullable: true, description: 'Absent confirmed registrants, once over.' })
  noShows!: number | null;
}

@ObjectType('CheckInDeviceToken', {
  description: 'A scanner app’s check-in key (never shown again).',
})
export class CheckInDeviceTokenModel {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) lastUsedAt!: Date | null;
  @Field(() => Date, { nullable: true }) revokedAt!: Date | null;
}

@ObjectType('NewCheckInDeviceToken', {
  description: 'A newly created device key: `token` is shown this once only.',
})
export class NewCheckInDeviceTokenModel {
  @Field() token!: string;
  @Field(() => CheckInDeviceTokenModel) device!: CheckInDeviceTokenModel;
}
