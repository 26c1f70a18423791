import { Clock } from '../../src/core/clock/clock.js';

/** A clock the test sets; unset, it reads the real time. */
export class TestClock extends Clock {
  private at?: Date;

  set(at: Date | undefined): void {
    this.at = at;
  }

  override now(): Date {
    return this.at ? new Date(this.at) : new Date();
  }
}
