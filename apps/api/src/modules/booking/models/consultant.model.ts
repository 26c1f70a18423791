import type { PhoneField } from '@platform/domain';
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { BookingQuestionModel } from './booking-question.model.js';

/** A consultant as visitors see them on the booking page. */
@ObjectType('Consultant')
export class ConsultantModel {
  @Field(() => ID) id!: string;
  @Field() displayName!: string;
  @Field(() => Int) appointmentMinutes!: number;
  /** Whether the booking form asks for a phone number: `off`, `optional` or `required`. */
  @Field(() => String) phoneField!: PhoneField;
  /** Extra questions of the booking form's step 2. */
  @Field(() => [BookingQuestionModel]) questions!: BookingQuestionModel[];
}
