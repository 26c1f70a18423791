import { Field, Float, ID, InputType } from '@nestjs/graphql';
import { IsNumber, IsString, IsUUID, MaxLength } from 'class-validator';

/**
 * Hours as the member area's form sends them. Only types and outer bounds here; the rule
 * (`checkProjectHours`, libs/domain) answers per field.
 */
@InputType()
export class ProjectHoursInput {
  @Field(() => ID) @IsUUID() requestId!: string;
  @Field({ description: 'YYYY-MM-DD' }) @IsString() @MaxLength(20) workDate!: string;
  @Field(() => Float) @IsNumber() hours!: number;
  @Field() @IsString() @MaxLength(4000) description!: string;
}

@InputType()
export class ChangeProjectHoursInput {
  @Field(() => ID) @IsUUID() id!: string;
  @Field({ description: 'YYYY-MM-DD' }) @IsString() @MaxLength(20) workDate!: string;
  @Field(() => Float) @IsNumber() hours!: number;
  @Field() @IsString() @MaxLength(4000) description!: string;
}

@InputType()
export class ProjectMonthInput {
  @Field(() => ID) @IsUUID() requestId!: string;
  @Field({ description: 'YYYY-MM' }) @IsString() @MaxLength(7) month!: string;
}

@InputType()
export class ProjectBillingAddressInput {
  @Field(() => ID) @IsUUID() requestId!: string;
  @Field() @IsString() @MaxLength(1000) organisation!: string;
  @Field() @IsString() @MaxLength(2000) address!: string;
}
