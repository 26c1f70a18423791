import {
  Args,
  Context,
  ID,
  Mutation,
  Parent,
  Query,
  ResolveField,
  Resolver,
} from '@nestjs/graphql';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../../core/auth/current-user.decorator.js';
import type { AppRequest } from '../../../core/auth/get-request.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { WorkshopModel, WorkshopSessionModel } from '../models/workshop.model.js';
import { InvoicesService } from '../../billing/index.js';
import { RefundsService } from '../../billing/index.js';
import { InvoiceModel, toInvoiceModel } from '../../billing/index.js';
import { AcademyLoadersFactory } from '../academy.loaders.js';
import { RegistrationModel } from './models/registration.model.js';
import { RegistrationCancellations } from './registration-cancellations.service.js';
import { RegistrationsService } from './registrations.service.js';
import { CheckoutInput } from '../../billing/index.js';

const CHECKOUT =
  'Required for a paid seat (TERMS_NOT_ACCEPTED, BILLING_ADDRESS_REQUIRED otherwise); a free seat needs none.';

@Resolver(() => RegistrationModel)
export class RegistrationsResolver {
  constructor(
    private readonly registrations: RegistrationsService,
    private readonly cancellations: RegistrationCancellations,
    private readonly loaders: AcademyLoadersFactory,
    private readonly invoiceService: InvoicesService,
    private readonly refunds: RefundsService,
  ) {}

  @Query(() => [RegistrationModel], { description: 'The signed-in member’s registrations.' })
  myRegistrations(@CurrentUser() user: AuthenticatedUser): Promise<RegistrationModel[]> {
    return this.registrations.myRegistrations(user.id);
  }

  @Mutation(() => RegistrationModel, {
    description:
      'Member registration at the member price (verified email). When the session is full: REGISTRATION_FULL, or a waitlist place with joinWaitlist.',
  })
  registerForWorkshop(
    @CurrentUser() user: AuthenticatedUser,
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('notes', { type: () => String, nullable: true }) notes?: string | null,
    @Args('joinWaitlist', { type: () => Boolean, nullable: true }) joinWaitlist?: boolean | null,
    @Args('checkout', { type: () => CheckoutInput, nullable: true, description: CHECKOUT })
    checkout?: CheckoutInput | null,
  ): Promise<RegistrationModel> {
    return this.registrations.registerMember(user, { sessionId, notes, joinWaitlist, checkout });
  }

  @Public()
  @Mutation(() => RegistrationModel, {
    description:
      'Guest registration (public workshops with guest registration only). Full: REGISTRATION_FULL, or a waitlist place with joinWaitlist.',
  })
  registerGuest(
    @Args('sessionId', { type: () => ID }) sessionId: string,
    @Args('name', { type: () => String }) name: string,
    @Args('email', { type: () => String }) email: string,
    @Args('joinWaitlist', { type: () => Boolean, nullable: true }) joinWaitlist?: boolean | null,
    @Args('checkout', { type: () => CheckoutInput, nullable: true, description: CHECKOUT })
    checkout?: CheckoutInput | null,
  ): Promise<RegistrationModel> {
    return this.registrations.registerGuest(name, email, { sessionId, joinWaitlist, checkout });
  }

  @Mutation(() => RegistrationModel, {
    description: 'The registrant or an admin; the seat goes to the first on the waitlist.',
  })
  cancelRegistration(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('reason', { type: () => String, nullable: true }) reason?: string | null,
  ): Promise<RegistrationModel> {
    return this.cancellations.cancel(id, { user }, reason);
  }

  @ResolveField(() => [InvoiceModel], {
    description: 'The invoice of a paid seat and any cancellation invoice, oldest first.',
  })
  async invoices(@Parent() registration: RegistrationModel): Promise<InvoiceModel[]> {
    const invoices = await this.invoiceService.ofRegistration(registration.id);
    const given = await this.refunds.accountsGiven(
      invoices.filter((i) => i.cancelledById && i.paymentState === 'paid').map((i) => i.id),
    );
    return invoices.map((i) => toInvoiceModel(i, given.has(i.id)));
  }

  @ResolveField(() => WorkshopModel)
  async workshop(
    @Parent() registration: RegistrationModel,
    @Context('req') req: AppRequest,
  ): Promise<WorkshopModel> {
    const workshop = await this.loaders.for(req).workshop.load(registration.workshopId);
    if (!workshop) throw new DomainError('ACADEMY_WORKSHOP_NOT_FOUND');
    return workshop;
  }

  @ResolveField(() => WorkshopSessionModel)
  async session(
    @Parent() registration: RegistrationModel,
    @Context('req') req: AppRequest,
  ): Promise<WorkshopSessionModel> {
    const session = await this.loaders.for(req).session.load(registration.sessionId);
    if (!session) throw new DomainError('REGISTRATION_SESSION_NOT_FOUND');
    return session;
  }
}
