import { Field, ID, InputType } from '@nestjs/graphql';
import { CHECK_IN_LIMITS, DEVICE_TOKEN_LIMITS } from '@platform/domain';
import {
  IsBoolean,
  IsDate,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { Type } from 'class-transformer';

/** The body of `POST /api/check-in/{sessionId}`: the scanned code. */
export class CheckInCodeBody {
  @IsString()
  @IsNotEmpty()
  @MaxLength(CHECK_IN_LIMITS.codeMaxLength)
  code!: string;
}

/**
 * A check-in from the check-in screen: a scanned code or a tapped registration. `scannedAt` is
 * the device's time of a scan queued offline (kept when plausible).
 */
@InputType()
export class CheckInInput {
  @Field(() => ID)
  @IsUUID()
  sessionId!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(CHECK_IN_LIMITS.codeMaxLength)
  code?: string | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID()
  registrationId?: string | null;

  @Field(() => Date, { nullable: true })
  @IsOptional()
  @Type(() => Date)
  @IsDate()
  scannedAt?: Date | null;
}

@InputType()
export class CheckInHelperInput {
  @Field(() => ID)
  @IsUUID()
  sessionId!: string;

  @Field()
  @IsString()
  @MaxLength(254)
  email!: string;
}

/** The host ticks (or unticks) one registrant's attendance. */
@InputType()
export class MarkAttendanceInput {
  @Field(() => ID)
  @IsUUID()
  sessionId!: string;

  @Field(() => ID)
  @IsUUID()
  registrationId!: string;

  @Field()
  @IsBoolean()
  attended!: boolean;
}

@InputType()
export class CreateCheckInDeviceTokenInput {
  @Field(() => ID, { description: 'A session the creator may check people in at.' })
  @IsUUID()
  sessionId!: string;

  @Field()
  @IsString()
  @MaxLength(DEVICE_TOKEN_LIMITS.nameMaxLength)
  name!: string;
}
