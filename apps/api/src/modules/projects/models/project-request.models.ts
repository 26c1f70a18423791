import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** One step of a request's history as the company sees it (no admin names, no notes). */
@ObjectType('ProjectRequestStep')
export class ProjectRequestStepModel {
  @Field(() => String, { nullable: true }) fromStatus!: string | null;
  @Field() toStatus!: string;
  @Field() at!: Date;
}

/** One step of a request's history as admins see it: who, what, when, why. */
@ObjectType('ProjectRequestEvent')
export class ProjectRequestEventModel extends ProjectRequestStepModel {
  @Field(() => ID) id!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The admin who made the change; null for the company’s own request.',
  })
  actorName!: string | null;
  @Field(() => String, { nullable: true }) note!: string | null;
}

/** What both the company (through its link) and admins see of a request. */
@ObjectType({ isAbstract: true })
class ProjectRequestFacts {
  @Field(() => ID) id!: string;
  @Field() company!: string;
  @Field() contactName!: string;
  @Field() description!: string;
  @Field(() => [String]) skills!: string[];
  @Field(() => Int) hoursPerWeek!: number;
  @Field({ description: 'YYYY-MM-DD' }) startDate!: string;
  @Field(() => Int) durationWeeks!: number;
  @Field({ description: 'ON_SITE, REMOTE or BOTH.' }) workMode!: string;
  @Field(() => String, { nullable: true }) place!: string | null;
  @Field(() => Int, { nullable: true }) budgetMinEuros!: number | null;
  @Field(() => Int, { nullable: true }) budgetMaxEuros!: number | null;
  @Field({
    description: 'NEW, MATCHING, PROPOSED, ACCEPTED, DECLINED, RUNNING, COMPLETED, CLOSED.',
  })
  status!: string;
  @Field(() => String, { nullable: true }) closeReason!: string | null;
  @Field() createdAt!: Date;
}

/** The company's view through its secret link. */
@ObjectType('ProjectRequestFollow')
export class ProjectRequestFollowModel extends ProjectRequestFacts {
  @Field({ description: 'The language the company wrote in (its page and mails).' })
  locale!: string;
  @Field(() => [ProjectRequestStepModel]) history!: ProjectRequestStepModel[];
}

/** A request in the admins' pipeline. */
@ObjectType('ProjectRequestAdmin')
export class ProjectRequestAdminModel extends ProjectRequestFacts {
  @Field() email!: string;
  @Field(() => String, { nullable: true }) phone!: string | null;
  @Field() locale!: string;
  @Field() updatedAt!: Date;
  @Field(() => [String], { description: 'The statuses an admin may move it to now.' })
  nextStatuses!: string[];
  @Field(() => [ProjectRequestEventModel]) history!: ProjectRequestEventModel[];
}
