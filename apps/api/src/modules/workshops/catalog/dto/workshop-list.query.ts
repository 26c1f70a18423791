import { ACADEMY_FILTER_LIMITS, WORKSHOP_FORMATS, WORKSHOP_STATUSES } from '@platform/domain';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { IsSingleLine } from '../../../../core/validation/field-decorators.js';
import { type WorkshopFilterInput } from './workshop-filter.input.js';

const list = ({ value }: { value: unknown }) =>
  value === undefined ? undefined : Array.isArray(value) ? value : [value];
const bool = ({ value }: { value: unknown }) =>
  value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value;
const int = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;

/** `GET /api/workshops` query: repeatable status, format and tags; page/limit; `search`. */
export class WorkshopListQuery {
  @IsOptional()
  @Transform(list)
  @IsArray()
  @IsIn(WORKSHOP_STATUSES, { each: true })
  status?: string[];

  @IsOptional()
  @Transform(list)
  @IsArray()
  @IsIn(WORKSHOP_FORMATS, { each: true })
  format?: string[];

  @IsOptional()
  @IsString()
  @MaxLength(ACADEMY_FILTER_LIMITS.category)
  @IsSingleLine()
  category?: string;

  @IsOptional()
  @Transform(list)
  @IsArray()
  @ArrayMaxSize(ACADEMY_FILTER_LIMITS.tags)
  @IsString({ each: true })
  @MaxLength(ACADEMY_FILTER_LIMITS.tag, { each: true })
  tags?: string[];

  @IsOptional() @Transform(bool) @IsBoolean() is_featured?: boolean;
  @IsOptional() @Transform(bool) @IsBoolean() has_available_spots?: boolean;
  @IsOptional()
  @IsString()
  @MaxLength(ACADEMY_FILTER_LIMITS.search)
  @IsSingleLine()
  search?: string;
  @IsOptional() @Transform(int) @IsInt() page?: number;
  @IsOptional() @Transform(int) @IsInt() limit?: number;

  toFilter(): WorkshopFilterInput {
    return {
      statuses: this.status,
      formats: this.format,
      category: this.category,
      tags: this.tags,
      featured: this.is_featured,
      hasAvailableSpots: this.has_available_spots,
      search: this.search,
    };
  }
}
