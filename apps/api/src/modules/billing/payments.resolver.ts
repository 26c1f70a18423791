import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  isOneOf,
  PAYMENT_OVERVIEW_PAGE_MAX,
  PAYMENT_OVERVIEW_PAGE_SIZE,
  PAYMENT_OVERVIEW_SHOW,
  PAYMENT_STATES,
} from '@platform/domain';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import { Roles } from '../../core/auth/roles.decorator.js';
import { DomainError } from '../../core/errors/domain-error.js';
import {
  AdminInvoiceModel,
  CamtImportResultModel,
  HostSessionPaymentsModel,
  SessionPaymentsModel,
  SessionPaymentsPageModel,
} from './models/payment.models.js';
import { PaymentOverviewService } from './payment-overview.service.js';
import { BankTransferMethod } from './bank-transfer/bank-transfer.method.js';
import { PaymentsService } from './payments.service.js';

@Resolver()
export class PaymentsResolver {
  constructor(
    private readonly payments: PaymentsService,
    private readonly bankTransfer: BankTransferMethod,
    private readonly overview: PaymentOverviewService,
  ) {}

  @Roles('ADMIN')
  @Query(() => SessionPaymentsPageModel, {
    description: `Open and paid amounts per session, newest service date first, then invoices without a session; a page of \`first\` (1-${PAYMENT_OVERVIEW_PAGE_MAX}, default ${PAYMENT_OVERVIEW_PAGE_SIZE}) after the cursor \`after\`. \`show\`: open (sessions with an open invoice, the default) or all.`,
  })
  adminPaymentSessions(
    @Args('show', { type: () => String, defaultValue: 'open' }) show: string,
    @Args('first', { type: () => Int, defaultValue: PAYMENT_OVERVIEW_PAGE_SIZE }) first: number,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
  ): Promise<SessionPaymentsPageModel> {
    if (!isOneOf(PAYMENT_OVERVIEW_SHOW, show))
      throw new DomainError('VALIDATION_FAILED', { fields: { show: 'VALIDATION_FAILED' } });
    return this.overview.page(show, first, after ?? null);
  }

  @Roles('ADMIN')
  @Query(() => [SessionPaymentsModel], {
    description: `All sessions' amounts, newest first: the first ${PAYMENT_OVERVIEW_PAGE_MAX} only.`,
    deprecationReason: 'Use adminPaymentSessions (pages, open or all).',
  })
  async adminPaymentOverview(): Promise<SessionPaymentsModel[]> {
    return (await this.overview.page('all', PAYMENT_OVERVIEW_PAGE_MAX)).items;
  }

  @Roles('ADMIN')
  @Query(() => [AdminInvoiceModel], { description: 'Invoices (newest first, at most 500).' })
  adminInvoices(
    @Args('state', { type: () => String, nullable: true }) state?: string | null,
    @Args('sessionId', { type: () => ID, nullable: true }) sessionId?: string | null,
  ): Promise<AdminInvoiceModel[]> {
    if (!state) return this.payments.invoices({ state: null, sessionId });
    if (!isOneOf(PAYMENT_STATES, state))
      throw new DomainError('VALIDATION_FAILED', { fields: { state: 'VALIDATION_FAILED' } });
    return this.payments.invoices({ state, sessionId });
  }

  @Roles('ADMIN')
  @Mutation(() => Int, {
    description: 'Sets the payment state of one or many invoices (all or none); returns changes.',
  })
  setPaymentState(
    @CurrentUser() admin: AuthenticatedUser,
    @Args('ids', { type: () => [ID] }) ids: string[],
    @Args('state', { type: () => String }) state: string,
  ): Promise<number> {
    if (!isOneOf(PAYMENT_STATES, state))
      throw new DomainError('VALIDATION_FAILED', { fields: { state: 'VALIDATION_FAILED' } });
    return this.payments.setState(ids, state, ids.length > 1 ? 'bulk' : 'manual', admin.id);
  }

  @Roles('ADMIN')
  @Mutation(() => Int, {
    description:
      'Undoes an admin\'s "paid" on one or many invoices (all or none), within a minute of it.',
  })
  undoPayment(@Args('ids', { type: () => [ID] }) ids: string[]): Promise<number> {
    return this.payments.undoPaid(ids);
  }

  @Roles('ADMIN')
  @Mutation(() => CamtImportResultModel, {
    description: 'Imports a CAMT.053 statement (XML text, at most 2 MB): pays matching invoices.',
  })
  importBankStatement(
    @CurrentUser() admin: AuthenticatedUser,
    @Args('xml', { type: () => String }) xml: string,
  ): Promise<CamtImportResultModel> {
    return this.bankTransfer.importStatement(xml, admin.id);
  }

  @Query(() => [HostSessionPaymentsModel], {
    description: 'The signed-in host: per session of their workshops, how many seats are paid.',
  })
  myHostedSessionPayments(
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<HostSessionPaymentsModel[]> {
    return this.payments.hostSessions(user.id);
  }
}
