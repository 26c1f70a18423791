import { Field, ObjectType } from '@nestjs/graphql';

/** What a visitor may learn of a members-only workshop: enough for the sign-in notice. */
@ObjectType('MembersOnlyWorkshop')
export class MembersOnlyWorkshopModel {
  @Field() slug!: string;
  @Field() title!: string;
}
