import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Public } from '../../core/auth/public.decorator.js';
import { Roles } from '../../core/auth/roles.decorator.js';
import { BookingService } from './booking.service.js';
import { ConsultantsAdminService } from './consultants-admin.service.js';
import { AvailableSlotsArgs, BookConsultationInput } from './dto/booking.inputs.js';
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
  ) {}

  @Public()
  @Query(() => [ConsultantModel], { description: 'Consultants visitors can book.' })
  consultants(): Promise<ConsultantModel[]> {
    return this.booking.consultants();
  }

  @Public()
  @Query(() => [BookingSlotModel], {
    description: 'Free slots of a consultant starting in [from, to) (at most 62 days).',
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
