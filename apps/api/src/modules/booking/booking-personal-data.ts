import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MyDataService } from '../profiles/index.js';
import { verifiedEmailOf } from '../profiles/index.js';

interface BookingExportRow {
  id: string;
  consultant: string;
  starts_at: Date;
  ends_at: Date;
  name: string;
  email: string;
  message: string | null;
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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly myData: MyDataService,
  ) {}

  onModuleInit(): void {
    this.myData.register({
      key: 'consultation_bookings',
      export: async (user) => {
        const email = verifiedEmailOf(user);
        if (!email) return [];
        return this.dataSource.query<BookingExportRow[]>(
          `SELECT b.id, c.display_name AS consultant, lower(b.period) AS starts_at,
                  upper(b.period) AS ends_at, b.name, b.email, b.message, b.status,
                  b.created_at AS booked_at
           FROM bookings b JOIN consultants c ON c.id = b.consultant_id
           WHERE lower(b.email) = lower($1) ORDER BY lower(b.period)`,
          [email],
        );
      },
      erase: async (user) => {
        const email = verifiedEmailOf(user);
        if (!email) return;
        await this.dataSource.query('DELETE FROM bookings WHERE lower(email) = lower($1)', [email]);
      },
    });
  }
}
