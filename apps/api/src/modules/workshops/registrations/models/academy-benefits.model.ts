import { Field, Float, Int, ObjectType } from '@nestjs/graphql';
import { PromoCodeModel } from './promo-code.model.js';

@ObjectType('AcademyBenefits')
export class AcademyBenefitsModel {
  @Field(() => Float, { description: 'The usual member discount on base prices.' })
  memberDiscountPercent!: number;
  @Field(() => [PromoCodeModel]) promoCodes!: PromoCodeModel[];
  @Field({ description: 'Members move up the waiting list ahead of guests.' })
  priorityRegistration!: boolean;
  @Field(() => Int) trialDays!: number;
  @Field(() => Int) monthlyPriceCents!: number;
}
