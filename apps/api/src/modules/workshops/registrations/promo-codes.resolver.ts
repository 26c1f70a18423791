import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { LIMITS } from '@platform/domain';
import { requestContext } from '../../../core/context/request-context.js';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../../core/auth/current-user.decorator.js';
import { Roles } from '../../../core/auth/roles.decorator.js';
import { PromoCodeInput } from './dto/promo-code.input.js';
import { AcademyBenefitsModel } from './models/academy-benefits.model.js';
import { AdminPromoCodeModel } from './models/promo-code.model.js';
import { PromoCodesService } from './promo-codes.service.js';

@Resolver()
export class PromoCodesResolver {
  constructor(private readonly promoCodes: PromoCodesService) {}

  @Query(() => AcademyBenefitsModel, { description: 'Signed in: what membership brings.' })
  async academyBenefits(@CurrentUser() viewer: AuthenticatedUser): Promise<AcademyBenefitsModel> {
    return academyBenefits(await this.promoCodes.general(requestContext.locale(), viewer.id));
  }

  @Roles('ADMIN')
  @Query(() => [AdminPromoCodeModel])
  adminPromoCodes(): Promise<AdminPromoCodeModel[]> {
    return this.promoCodes.all();
  }

  @Roles('ADMIN')
  @Mutation(() => AdminPromoCodeModel, { description: 'Creates or updates (by code).' })
  savePromoCode(@Args('input') input: PromoCodeInput): Promise<AdminPromoCodeModel> {
    return this.promoCodes.save(input);
  }
}

export function academyBenefits(
  promoCodes: AcademyBenefitsModel['promoCodes'],
): AcademyBenefitsModel {
  return {
    memberDiscountPercent: LIMITS.workshop.defaultMemberDiscountPercent,
    promoCodes,
    priorityRegistration: true,
    trialDays: LIMITS.academy.trialDays,
    monthlyPriceCents: LIMITS.academy.monthlyPriceCents,
  };
}
