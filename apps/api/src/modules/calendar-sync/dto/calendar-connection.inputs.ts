import { Field, ID, InputType } from '@nestjs/graphql';
import { CALENDAR_CONNECTION_LIMITS } from '@platform/domain';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsSingleLine } from '../../../core/validation/field-decorators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A CalDAV account: server address, user name and app password. */
@InputType()
export class CaldavAccountInput {
  @Field(() => ID, {
    nullable: true,
    description: "Admins only: the consultant whose calendar it is (default: the caller's own).",
  })
  @IsOptional()
  @IsUUID()
  consultantId?: string;

  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(CALENDAR_CONNECTION_LIMITS.address)
  @IsSingleLine()
  serverUrl!: string;

  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(CALENDAR_CONNECTION_LIMITS.username)
  @IsSingleLine()
  username!: string;

  @Field()
  @IsString()
  @IsNotEmpty()
  @MaxLength(CALENDAR_CONNECTION_LIMITS.password)
  @IsSingleLine()
  password!: string;
}

/** The account again, with the calendar chosen from the discovered ones. */
@InputType()
export class ConnectCaldavCalendarInput extends CaldavAccountInput {
  @Field()
  @IsString()
  @IsNotEmpty()
  @MaxLength(CALENDAR_CONNECTION_LIMITS.address)
  @IsSingleLine()
  calendarUrl!: string;
}

/** A secret iCal address (read only). */
@InputType()
export class ConnectIcalCalendarInput {
  @Field(() => ID, {
    nullable: true,
    description: "Admins only: the consultant whose calendar it is (default: the caller's own).",
  })
  @IsOptional()
  @IsUUID()
  consultantId?: string;

  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(CALENDAR_CONNECTION_LIMITS.address)
  @IsSingleLine()
  url!: string;
}
