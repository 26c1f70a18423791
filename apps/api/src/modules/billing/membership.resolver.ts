import { Inject } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { invoiceAmounts } from '@platform/domain';
import type { AppConfig } from '../../core/config/app-config.js';
import { APP_CONFIG } from '../../core/config/config.tokens.js';
import { Public } from '../../core/auth/public.decorator.js';
import { BillingAddressInput } from './dto/checkout.input.js';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { MembershipModel, PriceTermsModel } from './models/membership.model.js';
import { MembershipService } from './membership.service.js';

@Resolver()
export class MembershipResolver {
  constructor(
    private readonly membership: MembershipService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Query(() => PriceTermsModel, {
    description:
      'How prices are taxed (INVOICE_SMALL_BUSINESS): order summaries show what the invoice will say.',
  })
  priceTerms(): PriceTermsModel {
    const { smallBusiness } = this.config.billing;
    return { smallBusiness, vatRatePercent: invoiceAmounts(100, smallBusiness).vatRatePercent };
  }

  @Query(() => MembershipModel)
  myMembership(@CurrentUser() user: AuthenticatedUser): Promise<MembershipModel> {
    return this.membership.view(user.id);
  }

  @Mutation(() => MembershipModel, {
    description:
      'Starts the paid membership (billing begins when the trial ends). acceptTerms: the member accepted the terms and the withdrawal information and pressed "Zahlungspflichtig bestellen"; false: TERMS_NOT_ACCEPTED, nothing changes. billingAddress: where the invoices go (the summary asks for it; without it the last one given stays).',
  })
  startMembership(
    @CurrentUser() user: AuthenticatedUser,
    @Args('acceptTerms', { type: () => Boolean }) acceptTerms: boolean,
    @Args('billingAddress', { type: () => BillingAddressInput, nullable: true })
    billingAddress?: BillingAddressInput | null,
  ): Promise<MembershipModel> {
    return this.membership.start(user.id, { acceptTerms, billingAddress });
  }

  @Mutation(() => MembershipModel, { description: 'Ends the paid membership at the month’s end.' })
  endMembership(@CurrentUser() user: AuthenticatedUser): Promise<MembershipModel> {
    return this.membership.end(user.id);
  }
}
