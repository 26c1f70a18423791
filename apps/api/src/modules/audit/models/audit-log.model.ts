import { Field, GraphQLISODateTime, ID, InputType, ObjectType } from '@nestjs/graphql';

/** One audit log entry (admins only). */
@ObjectType('AuditLogEntry')
export class AuditLogEntryModel {
  @Field(() => ID) id!: string;
  @Field(() => GraphQLISODateTime) occurredAt!: Date;
  @Field({ description: 'An action code such as workshop.approved.' }) action!: string;
  @Field(() => String, { nullable: true, description: 'Who acted (null: the system).' })
  actorId!: string | null;
  @Field(() => String, { nullable: true, description: "The actor's email at that moment." })
  actorLabel!: string | null;
  @Field(() => String, { nullable: true }) targetType!: string | null;
  @Field(() => String, { nullable: true }) targetId!: string | null;
  @Field(() => String, { nullable: true, description: "The caller's address." })
  ip!: string | null;
  @Field(() => String, { nullable: true, description: 'The state before, as JSON text.' })
  before!: string | null;
  @Field(() => String, { nullable: true, description: 'The state after, as JSON text.' })
  after!: string | null;
}

@ObjectType('AuditLogPage')
export class AuditLogPageModel {
  @Field(() => [AuditLogEntryModel], { description: 'Newest first.' })
  entries!: AuditLogEntryModel[];
  @Field({ description: 'Another page follows.' }) hasMore!: boolean;
}

/** One of the signed-in member's own security events. */
@ObjectType('SecurityEvent')
export class SecurityEventModel {
  @Field(() => ID) id!: string;
  @Field(() => GraphQLISODateTime) occurredAt!: Date;
  @Field({ description: 'auth.sign_in, auth.password_changed, auth.email_changed, ...' })
  action!: string;
  @Field(() => String, { nullable: true, description: 'The address it came from.' })
  ip!: string | null;
}

@InputType()
export class AuditLogFilterInput {
  @Field(() => String, { nullable: true, description: 'One action code.' })
  action?: string | null;
  @Field(() => String, {
    nullable: true,
    description: "An actor's user id or part of their email.",
  })
  actor?: string | null;
  @Field(() => String, { nullable: true }) targetType?: string | null;
  @Field(() => String, { nullable: true }) targetId?: string | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'From (inclusive).' })
  from?: Date | null;
  @Field(() => GraphQLISODateTime, { nullable: true, description: 'Until (exclusive).' })
  to?: Date | null;
}
