// Every TypeORM entity of the application. The data source (Nest and the migration CLI) reads
// this list; a module adds its entities here when it adds a table.
import { AppMeta } from './app-meta.entity.js';
import { ListingEntry } from '../../modules/academy/entities/listing-entry.entity.js';
import { SearchEntry } from '../../modules/academy/entities/search-entry.entity.js';
import { PromoCode } from '../../modules/academy/entities/promo-code.entity.js';
import { Registration } from '../../modules/academy/entities/registration.entity.js';
import { PageViewCount } from '../../modules/analytics/page-view-count.entity.js';
import { ContactMessage } from '../../modules/contact/entities/contact-message.entity.js';
import { MarketingWorkshopRegistration } from '../../modules/contact/entities/marketing-workshop-registration.entity.js';
import { EmailChangeRequest } from '../../modules/auth/entities/email-change.entity.js';
import { EmailToken } from '../../modules/auth/entities/email-token.entity.js';
import { RefreshToken } from '../../modules/auth/entities/refresh-token.entity.js';
import { UserIdentity } from '../../modules/auth/entities/user-identity.entity.js';
import { User } from '../../modules/auth/entities/user.entity.js';
import { AvailabilityWindow } from '../../modules/booking/entities/availability-window.entity.js';
import { Booking } from '../../modules/booking/entities/booking.entity.js';
import { Consultant } from '../../modules/booking/entities/consultant.entity.js';
import { DayOff } from '../../modules/booking/entities/day-off.entity.js';
import { OutboxMail } from '../../modules/mail/entities/outbox-mail.entity.js';
import { Media } from '../../modules/media/media.entity.js';
import { Profile } from '../../modules/profiles/entities/profile.entity.js';
import { WorkshopChange } from '../../modules/workshops/entities/workshop-change.entity.js';
import { TicketMessage } from '../../modules/tickets/entities/ticket-message.entity.js';
import { Ticket } from '../../modules/tickets/entities/ticket.entity.js';
import { WorkshopSession } from '../../modules/workshops/entities/workshop-session.entity.js';
import { Workshop } from '../../modules/workshops/entities/workshop.entity.js';
import { InvoiceCounter } from '../../modules/billing/entities/invoice-counter.entity.js';
import { Invoice } from '../../modules/billing/entities/invoice.entity.js';
import { Membership } from '../../modules/billing/entities/membership.entity.js';

export const ENTITIES = [
  AppMeta,
  User,
  UserIdentity,
  RefreshToken,
  EmailToken,
  EmailChangeRequest,
  Media,
  Profile,
  Workshop,
  WorkshopSession,
  WorkshopChange,
  Registration,
  PromoCode,
  ListingEntry,
  SearchEntry,
  ContactMessage,
  MarketingWorkshopRegistration,
  PageViewCount,
  Ticket,
  TicketMessage,
  Consultant,
  AvailabilityWindow,
  DayOff,
  Booking,
  InvoiceCounter,
  Invoice,
  Membership,
  OutboxMail,
];
