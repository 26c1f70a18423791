import { PROFILE_VISIBILITIES, type ProfileVisibility } from '@platform/domain';
import { Type } from 'class-transformer';
import { IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsSingleLine } from '../../../core/validation/field-decorators.js';
import { PROFILE_LIMITS, ProfileInput, ProfileLinksInput } from './profile.input.js';

/** The REST body older callers send (snake_case; the photo as a data URL or null). */
export class ProfileRestBody {
  @IsString() @MaxLength(PROFILE_LIMITS.displayName) @IsSingleLine() display_name!: string;
  @IsOptional() @IsString() @MaxLength(PROFILE_LIMITS.headline) headline?: string | null;
  @IsOptional() @IsString() @MaxLength(PROFILE_LIMITS.bio) bio?: string | null;
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  @MaxLength(PROFILE_LIMITS.skill, { each: true })
  skills?: string[];
  @IsOptional() @IsString() @MaxLength(PROFILE_LIMITS.company) @IsSingleLine() company?:
    string | null;
  @IsOptional() @IsString() @MaxLength(PROFILE_LIMITS.location) location?: string | null;
  @IsOptional() @ValidateNested() @Type(() => ProfileLinksInput) links?: ProfileLinksInput;
  @IsOptional() @IsString() @MaxLength(PROFILE_LIMITS.photoDataUrl) @IsSingleLine() photo_url?:
    string | null;
  @IsOptional() @IsIn(PROFILE_VISIBILITIES) visibility?: ProfileVisibility;

  toInput(): ProfileInput {
    const input = new ProfileInput();
    input.displayName = this.display_name.trim();
    input.headline = this.headline?.trim() ?? undefined;
    input.bio = this.bio?.trim() ?? undefined;
    input.skills = this.skills;
    input.company = this.company?.trim() ?? undefined;
    input.location = this.location?.trim() ?? undefined;
    input.links = this.links;
    input.visibility = this.visibility;
    if (this.photo_url === null || this.photo_url === '') input.removePhoto = true;
    else if (this.photo_url?.startsWith('data:')) input.photoDataUrl = this.photo_url;
    return input;
  }
}
