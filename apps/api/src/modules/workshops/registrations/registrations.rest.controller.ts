import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../core/auth/authenticated-user.js';
import { CurrentUser } from '../../../core/auth/current-user.decorator.js';
import type { AppRequest } from '../../../core/auth/get-request.js';
import { Public } from '../../../core/auth/public.decorator.js';
import { DomainError } from '../../../core/errors/domain-error.js';
import { InvoicesService } from '../../billing/index.js';
import { invoiceJson } from '../../billing/index.js';
import { RefundsService } from '../../billing/index.js';
import { AcademyLoadersFactory } from '../academy.loaders.js';
import { registrationJson } from './academy-json.js';
import {
  GuestCancelBody,
  GuestRegistrationBody,
  RefundAccountBody,
  MemberRegistrationBody,
  RegistrationUpdateBody,
} from './dto/registration-rest.body.js';
import type { RegistrationModel } from './models/registration.model.js';
import { GuestLinks } from './guest-links.service.js';
import { RegistrationCancellations } from './registration-cancellations.service.js';
import { type Registered, RegistrationsService } from './registrations.service.js';

/** Registration REST paths: members, guests, the guest's cancel link, and changes. */
@Controller()
export class RegistrationsRestController {
  constructor(
    private readonly registrations: RegistrationsService,
    private readonly cancellations: RegistrationCancellations,
    private readonly guestLinks: GuestLinks,
    private readonly loaders: AcademyLoadersFactory,
    private readonly invoices: InvoicesService,
    private readonly refunds: RefundsService,
  ) {}

  @Get('api/workshops/me/registrations')
  async mine(@CurrentUser() user: AuthenticatedUser, @Req() req: AppRequest) {
    const list = await this.registrations.myRegistrations(user.id);
    return { registrations: await this.withDetails(list, req) };
  }

  @Post('api/workshops/:id/register')
  async register(
    @Param('id') id: string,
    @Body() body: MemberRegistrationBody,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    const sessionId = body.session_id ?? (await this.registrations.nextSessionOf(id));
    const registered = await this.registrations.registerMemberAt(user, {
      sessionId,
      notes: body.registration_notes,
      joinWaitlist: body.join_waitlist,
      checkout: checkoutOf(body),
    });
    return { registration: registeredJson(registered) };
  }

  @Public()
  @Post('api/workshops/:id/register-guest')
  async registerGuest(@Param('id') id: string, @Body() body: GuestRegistrationBody) {
    const sessionId = body.session_id ?? (await this.registrations.nextSessionOf(id));
    const registered = await this.registrations.registerGuestAt(body.guest_name, body.guest_email, {
      sessionId,
      joinWaitlist: body.join_waitlist,
      checkout: checkoutOf(body),
    });
    return { registration: registeredJson(registered) };
  }

  @Put('api/workshops/registrations/:id')
  async update(
    @Param('id') id: string,
    @Body() body: RegistrationUpdateBody,
    @CurrentUser() user: AuthenticatedUser,
  ) {
    if (body.status === undefined && body.registration_notes === undefined)
      throw new DomainError('REGISTRATION_STATUS');
    let registration: RegistrationModel | undefined;
    if (body.registration_notes !== undefined)
      registration = await this.registrations.updateNotes(id, user, body.registration_notes);
    if (body.status === 'cancelled')
      registration = await this.cancellations.cancel(id, { user }, body.cancellation_reason);
    return { registration: registrationJson(registration!) };
  }

  /** Opened from the guest's mail: shows the registration and confirms the guest's address. */
  @Public()
  @Get('api/workshops/registrations/:id/guest-cancel')
  async guestView(
    @Param('id') id: string,
    @Query('token') token: string | undefined,
    @Req() req: AppRequest,
  ) {
    const registration = await this.guestLinks.guestView(id, token ?? '');
    const [invoices, refund] = await Promise.all([
      this.invoices.ofRegistration(registration.id),
      this.refunds.statusOf(registration.id),
    ]);
    return {
      registration: {
        ...(await this.withDetails([registration], req))[0],
        // Opening this link confirmed the guest's address (see `guestView`).
        email_confirmed: true,
        invoices: invoices.map((i) =>
          invoiceJson(i, { registrationId: registration.id, token: token ?? '' }),
        ),
        refund: refund && { due: refund.due, account_given: refund.accountGiven },
      },
    };
  }

  /** The guest names the account for the refund of a cancelled paid seat (manage link). */
  @Public()
  @Post('api/workshops/registrations/:id/refund-account')
  @HttpCode(200)
  async guestRefundAccount(@Param('id') id: string, @Body() body: RefundAccountBody) {
    const registration = await this.guestLinks.guestView(id, body.token);
    await this.refunds.setAccount(registration.id, body.iban, { guestLinkChecked: true });
    return { refund: { due: true, account_given: true } };
  }

  @Public()
  @Post('api/workshops/registrations/:id/guest-cancel')
  @HttpCode(200)
  async guestCancel(@Param('id') id: string, @Body() body: GuestCancelBody) {
    const registration = await this.cancellations.cancel(
      id,
      { token: body.token },
      body.cancellation_reason,
    );
    return { registration: registrationJson(registration) };
  }

  private async withDetails(list: RegistrationModel[], req: AppRequest) {
    const loaders = this.loaders.for(req);
    return Promise.all(
      list.map(async (r) =>
        registrationJson(
          r,
          await loaders.workshop.load(r.workshopId),
          await loaders.session.load(r.sessionId),
        ),
      ),
    );
  }
}

/** A new registration with its workshop and session as the registration read them. */
function registeredJson({ registration, session }: Registered) {
  return registrationJson(registration, session.workshop, session);
}

function checkoutOf(body: MemberRegistrationBody | GuestRegistrationBody) {
  return { acceptTerms: body.accept_terms, billingAddress: body.billing_address };
}
