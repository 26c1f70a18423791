import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** What the host hears after sending: how many were mailed, how many left out. */
@ObjectType('HostMessageResult')
export class HostMessageResult {
  @Field(() => Int, { description: 'Registrants mailed (their address is proven).' })
  sent!: number;
  @Field(() => Int, {
    description: 'Confirmed guests left out because they have not confirmed their address.',
  })
  skipped!: number;
}

/** A sent host message, as the admins see it. */
@ObjectType('HostMessage')
export class HostMessageModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) hostId!: string;
  @Field() hostName!: string;
  @Field() hostEmail!: string;
  @Field(() => ID, { nullable: true }) workshopId!: string | null;
  @Field() workshopTitle!: string;
  @Field(() => ID, { nullable: true }) sessionId!: string | null;
  @Field() sessionStartsAt!: Date;
  @Field() sentAt!: Date;
  @Field(() => Int) recipients!: number;
  @Field(() => Int) skipped!: number;
  @Field() subject!: string;
  @Field() body!: string;
}
