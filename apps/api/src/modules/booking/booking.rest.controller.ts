import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsDate, IsString, MaxLength } from 'class-validator';
import { Public } from '../../core/auth/public.decorator.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { BookingService } from './booking.service.js';
import type { CancellableBookingModel } from './models/booking.models.js';

class CancelBody {
  @IsString() @MaxLength(200) token!: string;
}

class RescheduleBody {
  @IsString() @MaxLength(200) token!: string;
  @Type(() => Date) @IsDate() start!: Date;
}

/**
 * The mail links' REST twins: read what a link points at (GET), then cancel or reschedule
 * (POST). `/api/booking/reschedule` reads the same as `/api/booking/cancel`.
 */
@Controller('api/booking')
export class BookingRestController {
  constructor(private readonly booking: BookingService) {}

  @Public()
  @Get('cancel')
  async show(@Query('token') token: unknown) {
    if (typeof token !== 'string' || token.length > 200) throw new DomainError('BAD_REQUEST');
    const booking = await this.booking.cancellableBooking(token);
    return { booking: bookingJson(booking) };
  }

  @Public()
  @Post('cancel')
  @HttpCode(200)
  async cancel(@Body() body: CancelBody) {
    return { booking: bookingJson(await this.booking.cancel(body.token)) };
  }

  @Public()
  @Get('reschedule')
  async showReschedulable(@Query('token') token: unknown) {
    return this.show(token);
  }

  @Public()
  @Post('reschedule')
  @HttpCode(200)
  async reschedule(@Body() body: RescheduleBody) {
    return { booking: bookingJson(await this.booking.rescheduleByToken(body.token, body.start)) };
  }
}

function bookingJson(b: CancellableBookingModel) {
  return {
    consultant_id: b.consultantId,
    consultant_name: b.consultantName,
    start: b.start.toISOString(),
    end: b.end.toISOString(),
    cancelled: b.cancelled,
    cancel_deadline: b.cancelDeadline.toISOString(),
    can_cancel: b.canCancel,
    can_reschedule: b.canReschedule,
    reschedules_left: b.reschedulesLeft,
    meeting_mode: b.meetingMode,
    location: b.location,
  };
}
