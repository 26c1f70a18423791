import { FIELD_LIMITS, REGISTRATION_LIMITS } from '@platform/domain';
import {
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { Type } from 'class-transformer';
import { IsEmailAddress, IsSingleLine } from '../../../../core/validation/field-decorators.js';
import { BillingAddressInput } from '../../../billing/index.js';

/** Paid seats: `accept_terms: true` and `billing_address` (free seats need neither). */
class PaidSeatFields {
  @IsOptional() @IsBoolean() accept_terms?: boolean;
  @IsOptional()
  @ValidateNested()
  @Type(() => BillingAddressInput)
  billing_address?: BillingAddressInput | null;
}

/** `POST /api/workshops/{id}/register` */
export class MemberRegistrationBody extends PaidSeatFields {
  @IsOptional() @IsString() @MaxLength(REGISTRATION_LIMITS.notes) registration_notes?:
    string | null;
  @IsOptional() @IsUUID() session_id?: string;
  @IsOptional() @IsBoolean() join_waitlist?: boolean;
}

/** `POST /api/workshops/{id}/register-guest` */
export class GuestRegistrationBody extends PaidSeatFields {
  @MaxLength(REGISTRATION_LIMITS.name)
  @IsString()
  @IsNotEmpty()
  @IsSingleLine()
  guest_name!: string;
  @MaxLength(FIELD_LIMITS.email) @IsEmailAddress() guest_email!: string;
  @IsOptional() @IsUUID() session_id?: string;
  @IsOptional() @IsBoolean() join_waitlist?: boolean;
}

/** `PUT /api/workshops/registrations/{id}`: cancel (with a reason) and/or change the notes. */
export class RegistrationUpdateBody {
  @IsOptional() @IsIn(['cancelled']) status?: 'cancelled';
  @IsOptional() @IsString() @MaxLength(REGISTRATION_LIMITS.reason) cancellation_reason?:
    string | null;
  @IsOptional() @IsString() @MaxLength(REGISTRATION_LIMITS.notes) registration_notes?:
    string | null;
}

/** The guest cancel link's POST. */
export class GuestCancelBody {
  @IsString() @IsNotEmpty() @MaxLength(100) token!: string;
  @IsOptional() @IsString() @MaxLength(REGISTRATION_LIMITS.reason) cancellation_reason?:
    string | null;
}

/** The guest's manage link and the IBAN for a refund (checked by the service: mod-97). */
export class RefundAccountBody {
  @IsString() @IsNotEmpty() @MaxLength(100) token!: string;
  @IsString() @MaxLength(64) iban!: string;
}
