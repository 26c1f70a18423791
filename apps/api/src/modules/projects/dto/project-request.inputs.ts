import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { PROJECT_REQUEST_LIMITS, PROJECT_REQUEST_STATUSES } from '@platform/domain';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import { IsSingleLine } from '../../../core/validation/field-decorators.js';

const L = PROJECT_REQUEST_LIMITS;
/** A bound on raw text before the request's rules (libs/domain) check it precisely. */
const RAW = 2 * L.description;

/**
 * A project request as the public form (GraphQL) and scripts (REST) send it. Only the types
 * and outer bounds are checked here; the rules (`checkProjectRequest`) answer per field.
 */
@InputType()
export class ProjectRequestInput {
  @Field() @IsString() @MaxLength(1000) company!: string;
  @Field() @IsString() @MaxLength(1000) contactName!: string;
  @Field() @IsString() @MaxLength(1000) email!: string;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  phone?: string | null;
  @Field() @IsString() @MaxLength(RAW) description!: string;
  @Field(() => [String])
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(1000, { each: true })
  skills!: string[];
  @Field(() => Int) @IsInt() hoursPerWeek!: number;
  @Field({ description: 'The planned start, YYYY-MM-DD.' })
  @IsString()
  @MaxLength(100)
  startDate!: string;
  @Field(() => Int) @IsInt() durationWeeks!: number;
  @Field({ description: 'ON_SITE, REMOTE or BOTH.' }) @IsString() @MaxLength(100) workMode!: string;
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  place?: string | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() budgetMinEuros?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt() budgetMaxEuros?: number | null;
  @Field() @IsBoolean() privacyAccepted!: boolean;
  /** Honeypot: people leave it empty; bots fill it in. */
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  @IsSingleLine()
  website?: string;
}

/** An admin moves a request to its next step (closing needs a reason). */
@InputType()
export class MoveProjectRequestInput {
  @Field(() => ID) @IsUUID() id!: string;
  @Field({ description: 'The new status (see the transition table).' })
  @IsIn(PROJECT_REQUEST_STATUSES)
  status!: string;
  @Field(() => String, { nullable: true, description: 'An internal note, or the closing reason.' })
  @IsOptional()
  @IsString()
  @MaxLength(L.closeReason)
  note?: string | null;
}
