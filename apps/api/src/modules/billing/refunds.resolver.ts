import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Roles } from '../../core/auth/roles.decorator.js';
import { RefundDueModel } from './models/refund.models.js';
import { RefundsService } from './refunds.service.js';

@Resolver()
export class RefundsResolver {
  constructor(private readonly refunds: RefundsService) {}

  @Roles('ADMIN')
  @Query(() => [RefundDueModel], {
    description: 'Cancelled paid invoices whose money goes back, with the IBAN once named.',
  })
  adminRefunds(): Promise<RefundDueModel[]> {
    return this.refunds.due();
  }

  @Roles('ADMIN')
  @Mutation(() => Boolean, {
    description: 'The refund is done: the invoice is refunded and the IBAN deleted.',
  })
  markRefunded(@Args('invoiceId', { type: () => ID }) invoiceId: string): Promise<boolean> {
    return this.refunds.markRefunded(invoiceId);
  }

  @Mutation(() => Boolean, {
    description:
      'The signed-in member names the IBAN for the refund of their cancelled paid registration.',
  })
  setRefundAccount(
    @CurrentUser() user: AuthenticatedUser,
    @Args('registrationId', { type: () => ID }) registrationId: string,
    @Args('iban', { type: () => String }) iban: string,
  ): Promise<boolean> {
    return this.refunds.setAccount(registrationId, iban, { userId: user.id });
  }
}
