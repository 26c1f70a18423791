import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../core/auth/public.decorator.js';
import { Roles } from '../../core/auth/roles.decorator.js';
import { CurrentUser } from '../../core/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../core/auth/authenticated-user.js';
import { BookingService } from './booking.service.js';
import { ConsultantsAdminService } from './consultants-admin.service.js';
import { BookingQuestionsService } from './booking-questions.service.js';
import { BookingQuestionsInput } from './dto/booking-question.inputs.js';
import { MyBookingQuestionsModel } from './models/booking-question.model.js';
import {
  AvailableSlotsArgs,
  BookConsultationInput,
  RescheduleBookingInput,
  TeamCancelBookingInput,
  TeamRescheduleBookingInput,
} from './dto/booking.inputs.js';
import {
  AvailabilityInput,
  ConsultantSettingsInput,
  CreateConsultantInput,
  DayOffInput,
} from './dto/consultant-admin.inputs.js';
import {
  BookingConfirmationModel,
  BookingSlotModel,
  CancellableBookingModel,
  UpcomingBookingModel,
} from './models/booking.models.js';
import { ConsultantAdminModel } from './models/consultant-admin.model.js';
import { ConsultantModel } from './models/consultant.model.js';

@Resolver()
export class BookingResolver {
  constructor(
    private readonly booking: BookingService,
    private readonly admin: ConsultantsAdminService,
    private readonly questions: BookingQuestionsService,
  ) {}

  /** Signed in: the caller's own booking questions as a consultant (null for others). */
  @Query(() => MyBookingQuestionsModel, {
    nullable: true,
    description: "The signed-in consultant's booking questions (null for anyone else).",
  })
  myBookingQuestions(
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<MyBookingQuestionsModel | null> {
    return this.questions.mine(user);
  }

  /** Signed in: an admin, or the consultant for themselves (checked by the service). */
  @Mutation(() => MyBookingQuestionsModel, {
    description:
      "Replaces a consultant's booking questions (at most 5): admins, or the consultant for themselves.",
  })
  setBookingQuestions(
    @CurrentUser() user: AuthenticatedUser,
    @Args('consultantId', { type: () => ID }) consultantId: string,
    @Args('input') input: BookingQuestionsInput,
  ): Promise<MyBookingQuestionsModel> {
    return this.questions.set(user, consultantId, input.questions);
  }

  @Public()
  @Query(() => [ConsultantModel], { description: 'Consultants visitors can book.' })
  consultants(): Promise<ConsultantModel[]> {
    return this.booking.consultants();
  }

  @Public()
  @Query(() => [BookingSlotModel], {
    description:
      'Free slots of a consultant starting in [from, to) (at most 62 days); `consultantId: "any"` gives the union of all bookable consultants\' free slots, each with the consultant it would go to.',
  })
  availableSlots(@Args() args: AvailableSlotsArgs): Promise<BookingSlotModel[]> {
    return this.booking.availableSlots(args);
  }

  @Public()
  @Mutation(() => BookingConfirmationModel)
  bookConsultation(@Args('input') input: BookConsultationInput): Promise<BookingConfirmationModel> {
    return this.booking.book(input);
  }

  @Public()
  @Query(() => CancellableBookingModel, {
    description: 'The booking a cancel link points at; changes nothing.',
  })
  cancellableBooking(@Args('token') token: string): Promise<CancellableBookingModel> {
    return this.booking.cancellableBooking(token);
  }

  @Public()
  @Mutation(() => CancellableBookingModel, {
    description: 'Cancels with the link from the confirmation email, up to 24 hours before.',
  })
  cancelBooking(@Args('token') token: string): Promise<CancellableBookingModel> {
    return this.booking.cancel(token);
  }

  @Public()
  @Mutation(() => CancellableBookingModel, {
    description:
      "Moves the booking of the mail link to another free slot of the same consultant, before the consultant's cutoff and limit. The link is renewed (the new mail carries it).",
  })
  rescheduleBooking(
    @Args('input') input: RescheduleBookingInput,
  ): Promise<CancellableBookingModel> {
    return this.booking.rescheduleByToken(input.token, input.start);
  }

  /** Signed in: the booking's consultant or an admin (checked by the service). */
  @Mutation(() => ID, {
    description:
      "The booking's consultant or an admin moves it to another slot of the consultant, with an optional message for the visitor.",
  })
  async teamRescheduleBooking(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: TeamRescheduleBookingInput,
  ): Promise<string> {
    return (await this.booking.rescheduleByTeam(user, input.id, input.start, input.message ?? null))
      .id;
  }

  /** Signed in: the booking's consultant or an admin (checked by the service). */
  @Mutation(() => ID, {
    description:
      "The booking's consultant or an admin cancels it, with an optional message for the visitor.",
  })
  async teamCancelBooking(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input') input: TeamCancelBookingInput,
  ): Promise<string> {
    return (await this.booking.cancelByTeam(user, input.id, input.message ?? null)).id;
  }

  @Roles('ADMIN')
  @Mutation(() => ID, {
    description:
      'Cancels a confirmed upcoming booking; visitor and consultant get a cancelling calendar file.',
  })
  async adminCancelBooking(@Args('id', { type: () => ID }) id: string): Promise<string> {
    return (await this.booking.cancelByAdmin(id)).id;
  }

  @Roles('ADMIN')
  @Query(() => [ConsultantAdminModel])
  bookingConsultants(): Promise<ConsultantAdminModel[]> {
    return this.admin.list();
  }

  @Roles('ADMIN')
  @Query(() => [UpcomingBookingModel])
  upcomingBookings(): Promise<UpcomingBookingModel[]> {
    return this.admin.upcomingBookings();
  }

  /** Signed in: the caller's own upcoming consultations as a consultant (empty for others). */
  @Query(() => [UpcomingBookingModel], {
    description: "The signed-in consultant's upcoming bookings (empty for anyone else).",
  })
  myConsultations(@CurrentUser() user: AuthenticatedUser): Promise<UpcomingBookingModel[]> {
    return this.admin.upcomingBookings(user.id);
  }

  @Roles('ADMIN')
  @Mutation(() => ConsultantAdminModel)
  createConsultant(@Args('input') input: CreateConsultantInput): Promise<ConsultantAdminModel> {
    return this.admin.create(input);
  }

  @Roles('ADMIN')
  @Mutation(() => ConsultantAdminModel)
  updateConsultant(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: ConsultantSettingsInput,
  ): Promise<ConsultantAdminModel> {
    return this.admin.update(id, input);
  }

  @Roles('ADMIN')
  @Mutation(() => ConsultantAdminModel)
  setConsultantAvailability(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: AvailabilityInput,
  ): Promise<ConsultantAdminModel> {
    return this.admin.setAvailability(id, input.windows);
  }

  @Roles('ADMIN')
  @Mutation(() => ConsultantAdminModel)
  addConsultantDayOff(
    @Args('consultantId', { type: () => ID }) consultantId: string,
    @Args('input') input: DayOffInput,
  ): Promise<ConsultantAdminModel> {
    return this.admin.addDayOff(consultantId, input);
  }

  @Roles('ADMIN')
  @Mutation(() => ConsultantAdminModel)
  removeConsultantDayOff(
    @Args('id', { type: () => ID }) id: string,
  ): Promise<ConsultantAdminModel> {
    return this.admin.removeDayOff(id);
  }
}
