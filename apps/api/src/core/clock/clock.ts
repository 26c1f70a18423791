import { Injectable } from '@nestjs/common';

/**
 * The time that scheduled jobs read. Production uses the real clock; the integration tests hand
 * `createApp` a settable clock, so "13 months later" or "24 hours before" can be tested without
 * waiting. There is no way to set it from outside the process.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
