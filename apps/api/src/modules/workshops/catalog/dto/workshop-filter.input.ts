import { Field, InputType } from '@nestjs/graphql';
import { ACADEMY_FILTER_LIMITS, WORKSHOP_FORMATS, WORKSHOP_STATUSES } from '@platform/domain';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { IsSingleLine } from '../../../../core/validation/field-decorators.js';

@InputType('WorkshopFilter')
export class WorkshopFilterInput {
  @Field(() => String, { nullable: true, description: 'Words in title or description.' })
  @IsOptional()
  @IsString()
  @MaxLength(ACADEMY_FILTER_LIMITS.search)
  @IsSingleLine()
  search?: string | null;

  @Field(() => [String], { nullable: true, description: 'online, in_person, hybrid.' })
  @IsOptional()
  @IsArray()
  @IsIn(WORKSHOP_FORMATS, { each: true })
  formats?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Default: scheduled.' })
  @IsOptional()
  @IsArray()
  @IsIn(WORKSHOP_STATUSES, { each: true })
  statuses?: string[] | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(ACADEMY_FILTER_LIMITS.category)
  @IsSingleLine()
  category?: string | null;

  @Field(() => [String], { nullable: true, description: 'Any of these tags.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(ACADEMY_FILTER_LIMITS.tags)
  @IsString({ each: true })
  @MaxLength(ACADEMY_FILTER_LIMITS.tag, { each: true })
  tags?: string[] | null;

  @Field(() => Boolean, { nullable: true })
  @IsOptional()
  @IsBoolean()
  featured?: boolean | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'true: only workshops whose next session has a free place.',
  })
  @IsOptional()
  @IsBoolean()
  hasAvailableSpots?: boolean | null;
}
