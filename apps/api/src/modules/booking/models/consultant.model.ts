import type { PhoneField } from '@platform/domain';
import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** A consultant as visitors see them on the booking page. */
@ObjectType('Consultant')
export class ConsultantModel {
  @Field(() => ID) id!: string;
  @Field() displayName!: string;
  @Field(() => Int) appointmentMinutes!: number;
  /** Whether the booking form asks for a phone number: `off`, `optional` or `required`. */
  @Field(() => String) phoneField!: PhoneField;
}
