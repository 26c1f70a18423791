import { Injectable, type OnModuleInit } from '@nestjs/common';
import { MyDataService, verifiedEmailOf } from '../profiles/index.js';
import { BookingsRepository } from './bookings.repository.js';

interface BookingExportRow {
  id: string;
  consultant: string;
  starts_at: Date;
  ends_at: Date;
  name: string;
  email: string;
  message: string | null;
  phone: string | null;
  /** The answers to the consultant's questions, each with its question. */
  answers: unknown[];
  status: string;
  booked_at: Date;
}

/**
 * Consultation bookings made under a member's verified e-mail address: in their data download,
 * and deleted when they erase their account (which frees the slots of future ones). Bookings
 * are made by e-mail alone, so an account that has not confirmed its address owns none.
 */
@Injectable()
export class BookingPersonalData implements OnModuleInit {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly myData: MyDataService,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'consultation_bookings',
      export: async (user) => {
        const email = verifiedEmailOf(user);
        if (!email) return [];
        return this.bookings.exportFor<BookingExportRow>(email);
      },
      erase: async (user) => {
        const email = verifiedEmailOf(user);
        if (!email) return;
        await this.bookings.deleteFor(email);
      },
    });
  }
}
