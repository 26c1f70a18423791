import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { IsString, MaxLength } from 'class-validator';
import { Public } from '../../core/auth/public.decorator.js';
import { DomainError } from '../../core/errors/domain-error.js';
import { BookingService } from './booking.service.js';

class CancelBody {
  @IsString() @MaxLength(200) token!: string;
}

/** The cancel link's REST twin: read what it points at (GET), then cancel (POST). */
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
}

function bookingJson(b: {
  consultantName: string;
  start: Date;
  end: Date;
  cancelled: boolean;
  cancelDeadline: Date;
}) {
  return {
    consultant_name: b.consultantName,
    start: b.start.toISOString(),
    end: b.end.toISOString(),
    cancelled: b.cancelled,
    cancel_deadline: b.cancelDeadline.toISOString(),
  };
}
