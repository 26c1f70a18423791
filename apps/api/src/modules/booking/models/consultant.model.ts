import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

/** A consultant as visitors see them on the booking page. */
@ObjectType('Consultant')
export class ConsultantModel {
  @Field(() => ID) id!: string;
  @Field() displayName!: string;
  @Field(() => Int) appointmentMinutes!: number;
}
