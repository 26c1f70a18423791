import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { BookingQuestionKind } from '@platform/domain';

/** One of a consultant's extra questions on the booking form. */
@ObjectType('BookingQuestion')
export class BookingQuestionModel {
  @Field(() => ID) id!: string;
  /** `text`, `choice` or `checkbox`. */
  @Field(() => String) kind!: BookingQuestionKind;
  @Field() labelDe!: string;
  @Field() labelEn!: string;
  @Field() required!: boolean;
  /** A choice's options (empty for the other kinds). */
  @Field(() => [String]) options!: string[];
}

/** A visitor's answer as stored with the booking, with the question as it was asked. */
@ObjectType('BookingAnswer')
export class BookingAnswerModel {
  @Field(() => ID) questionId!: string;
  @Field(() => String) kind!: BookingQuestionKind;
  @Field() labelDe!: string;
  @Field() labelEn!: string;
  /** The text, the chosen option, or `yes` for a ticked checkbox. */
  @Field() value!: string;
}

/** The signed-in consultant's own questions. */
@ObjectType('MyBookingQuestions')
export class MyBookingQuestionsModel {
  @Field(() => ID) consultantId!: string;
  @Field(() => [BookingQuestionModel]) questions!: BookingQuestionModel[];
}
