import { Field, ID, InputType } from '@nestjs/graphql';
import {
  TICKET_CATEGORIES,
  TICKET_LIMITS,
  TICKET_STATUSES,
  type TicketCategory,
  type TicketStatus,
} from '@platform/domain';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { IsSingleLine } from '../../../core/validation/field-decorators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
/** No control characters: the subject goes into e-mail subject lines. */
const SINGLE_LINE = /^[^\p{Cc}]*$/u;

/** A new ticket: the REST body of `POST /api/tickets/create` and the GraphQL input alike. */
@InputType()
export class CreateTicketInput {
  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(TICKET_LIMITS.subjectMaxLength)
  @Matches(SINGLE_LINE)
  @IsSingleLine()
  subject!: string;

  @Field(() => String, { description: `One of: ${TICKET_CATEGORIES.join(', ')}.` })
  @IsIn(TICKET_CATEGORIES)
  category!: TicketCategory;

  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(TICKET_LIMITS.messageMaxLength)
  message!: string;
}

/** The body of a follow-up or a reply (REST). */
export class TicketMessageBody {
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(TICKET_LIMITS.messageMaxLength)
  message!: string;
}

/** A message to an existing ticket (GraphQL). */
@InputType()
export class TicketMessageInput {
  @Field(() => ID)
  @IsString()
  @MaxLength(64)
  ticketId!: string;

  @Field()
  @Transform(trim)
  @IsString()
  @IsNotEmpty()
  @MaxLength(TICKET_LIMITS.messageMaxLength)
  message!: string;
}

/** The admin queue's filter (REST query). */
export class TicketQueueQuery {
  @IsOptional()
  @IsIn(TICKET_STATUSES)
  status?: TicketStatus;
}
