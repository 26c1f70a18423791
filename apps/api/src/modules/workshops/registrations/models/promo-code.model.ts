import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('PromoCode')
export class PromoCodeModel {
  @Field() code!: string;
  @Field() tool!: string;
  @Field({ description: "In the caller's language." }) description!: string;
}

/** The admin's editing view of a promo code: both languages and the switches. */
@ObjectType('AdminPromoCode')
export class AdminPromoCodeModel {
  @Field(() => ID) id!: string;
  @Field() code!: string;
  @Field() tool!: string;
  @Field() descriptionDe!: string;
  @Field() descriptionEn!: string;
  @Field() active!: boolean;
  @Field(() => ID, { nullable: true, description: 'Null: comes with every workshop.' })
  workshopId!: string | null;
}
