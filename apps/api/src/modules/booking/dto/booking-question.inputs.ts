import { Field, ID, InputType } from '@nestjs/graphql';
import {
  BOOKING_QUESTION_KINDS,
  BOOKING_QUESTION_LIMITS,
  type BookingQuestionKind,
} from '@platform/domain';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { IsSingleLine } from '../../../core/validation/field-decorators.js';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const L = BOOKING_QUESTION_LIMITS;

/** One question as the admin or the consultant writes it (the id is made on the server if new). */
@InputType()
export class BookingQuestionInput {
  /** Keep an existing question's id (its answers keep pointing at it); left out for a new one. */
  @Field(() => ID, { nullable: true }) @IsOptional() @IsUUID() id?: string;
  @Field(() => String) @IsIn(BOOKING_QUESTION_KINDS) kind!: BookingQuestionKind;
  @Field() @Transform(trim) @IsString() @MaxLength(L.label) @IsSingleLine() labelDe!: string;
  @Field() @Transform(trim) @IsString() @MaxLength(L.label) @IsSingleLine() labelEn!: string;
  @Field() @IsBoolean() required!: boolean;
  @Field(() => [String], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(L.options)
  @IsString({ each: true })
  @MaxLength(L.option, { each: true })
  options?: string[];
}

@InputType()
export class BookingQuestionsInput {
  @Field(() => [BookingQuestionInput])
  @IsArray()
  @ArrayMaxSize(L.questions)
  @ValidateNested({ each: true })
  @Type(() => BookingQuestionInput)
  questions!: BookingQuestionInput[];
}

/** A visitor's answer to one of the consultant's questions. */
@InputType()
export class BookingAnswerInput {
  @Field(() => ID) @IsUUID() questionId!: string;
  /** The text, the chosen option, or `yes` for a ticked checkbox (empty: not answered). */
  @Field() @Transform(trim) @IsString() @MaxLength(L.answer) value!: string;
}
