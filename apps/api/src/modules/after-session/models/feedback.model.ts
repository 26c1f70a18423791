import { Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('SessionFeedback', { description: 'An attendee’s feedback on a session.' })
export class FeedbackAnswerModel {
  @Field(() => ID) id!: string;
  @Field(() => ID) sessionId!: string;
  @Field(() => Int) overall!: number;
  @Field(() => Int, { nullable: true }) contentRating!: number | null;
  @Field(() => Int, { nullable: true }) hostRating!: number | null;
  @Field(() => String, { description: 'Empty when none was given.' }) comment!: string;
  @Field() showPublicly!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'The first name, only where the person agreed to show the comment publicly.',
  })
  firstName!: string | null;
  @Field({ description: 'An admin hid the comment from the public.' }) commentHidden!: boolean;
  @Field() createdAt!: Date;
  @Field() updatedAt!: Date;
}

@ObjectType('FeedbackForm', { description: 'What the feedback page shows for one registration.' })
export class FeedbackFormModel {
  @Field(() => ID) registrationId!: string;
  @Field() workshopTitle!: string;
  @Field() workshopSlug!: string;
  @Field() sessionStartsAt!: Date;
  @Field() sessionEndsAt!: Date;
  @Field({ description: 'Only attendees of a confirmed registration may give feedback.' })
  canGive!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'not_attended or cancelled; null: may give.',
  })
  refusal!: string | null;
  @Field(() => FeedbackAnswerModel, { nullable: true, description: 'The feedback given before.' })
  given!: FeedbackAnswerModel | null;
}

@ObjectType('RatingFigures')
export class RatingFiguresModel {
  @Field(() => Int) count!: number;
  @Field(() => Float, { nullable: true }) overall!: number | null;
  @Field(() => Float, { nullable: true }) content!: number | null;
  @Field(() => Float, { nullable: true }) host!: number | null;
}

@ObjectType('SessionRatingFigures')
export class SessionFiguresModel {
  @Field(() => ID) sessionId!: string;
  @Field() startsAt!: Date;
  @Field(() => RatingFiguresModel) figures!: RatingFiguresModel;
}

@ObjectType('WorkshopFeedback', { description: 'A workshop’s feedback for its host and admins.' })
export class WorkshopFeedbackModel {
  @Field(() => ID) workshopId!: string;
  @Field(() => RatingFiguresModel) figures!: RatingFiguresModel;
  @Field(() => [SessionFiguresModel]) sessions!: SessionFiguresModel[];
  @Field(() => [FeedbackAnswerModel]) answers!: FeedbackAnswerModel[];
}

@ObjectType('PublicFeedbackComment')
export class PublicCommentModel {
  @Field(() => ID) id!: string;
  @Field() firstName!: string;
  @Field(() => Int) overall!: number;
  @Field() comment!: string;
  @Field() createdAt!: Date;
}
