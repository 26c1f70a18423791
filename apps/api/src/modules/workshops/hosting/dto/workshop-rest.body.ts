import { fromWallClock, parseEuroToCents } from '@platform/domain';
import { Transform } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { IsSingleLine } from '../../../../core/validation/field-decorators.js';
import {
  CreateWorkshopInput,
  UpdateWorkshopInput,
  WORKSHOP_INPUT_LIMITS as L,
  type WorkshopFieldsInput,
} from '../../dto/workshop.input.js';

/**
 * Lists arrive as arrays, as a JSON string of an array (older callers), or as one text;
 * materials may be `{ type, title }` objects. All become string lists before validation.
 */
function toStringList({ value }: { value: unknown }): unknown {
  let list = value;
  if (typeof list === 'string') {
    const text = list.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text) as unknown;
      } catch {
        return [text];
      }
    } else return [text];
  }
  if (!Array.isArray(list)) return list;
  return list.map((item: unknown) =>
    typeof item === 'object' && item !== null && 'title' in item ? item.title : item,
  );
}

const listRules = () =>
  function decorate(target: object, key: string) {
    Transform(toStringList)(target, key);
    IsOptional()(target, key);
    IsArray()(target, key);
    ArrayMaxSize(L.rawListEntries)(target, key);
    IsString({ each: true })(target, key);
    MaxLength(L.rawListEntry, { each: true })(target, key);
  };

/** `2026-05-01T18:00:00Z` (an instant) or `2026-05-01T18:00` (Berlin wall-clock time). */
export function parseStartTime(text: string): Date {
  const local = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(
    text.trim(),
  );
  if (local) {
    const [year, month, day, hour, minute] = local.slice(1).map(Number);
    return fromWallClock({ year, month, day, hour, minute });
  }
  return /^\d{4}-\d{2}-\d{2}T/.test(text) ? new Date(text) : new Date(Number.NaN);
}

/** The fields both REST bodies share (snake_case, as in the spec). */
abstract class WorkshopRestFields {
  @IsString() @MaxLength(L.title) @IsSingleLine() title!: string;
  @IsString() @MaxLength(L.description) description!: string;
  @IsOptional() @IsString() @MaxLength(L.category) @IsSingleLine() category?: string | null;
  @IsString() @MaxLength(40) start_time!: string;
  @IsOptional() @IsString() @MaxLength(64) @IsSingleLine() timezone?: string | null;
  @IsInt() duration_minutes!: number;
  @IsString() @MaxLength(20) format!: string;
  @IsOptional() @IsString() @MaxLength(L.location) @IsSingleLine() location?: string | null;
  @IsOptional() @IsString() @MaxLength(L.videoCallLink) video_call_link?: string | null;
  @IsInt() max_participants!: number;
  /** Absent: kept (update) or none (create); null: none. */
  @IsOptional() @IsInt() min_participants?: number | null;
  @IsOptional() @IsInt() min_participants_decision_hours?: number | null;
  @listRules() learning_objectives?: string[] | null;
  @listRules() materials?: string[] | null;
  @listRules() tags?: string[] | null;
  @IsBoolean() is_public!: boolean;
  @IsString() @MaxLength(20) visibility!: string;
  @IsBoolean() guest_registration_enabled!: boolean;
  /** A data URL or bare base64; judged by its content. */
  @IsOptional() @IsString() @MaxLength(L.posterDataUrl) poster_base64?: string | null;
  @IsOptional() @IsString() @MaxLength(L.filename) @IsSingleLine() poster_filename?: string | null;

  protected fill<T extends WorkshopFieldsInput>(input: T): T {
    input.title = this.title.trim();
    input.description = this.description.trim();
    input.category = this.category;
    input.format = this.format;
    input.location = this.location;
    input.videoCallLink = this.video_call_link;
    input.startTime = parseStartTime(this.start_time);
    input.timeZone = this.timezone;
    input.durationMinutes = this.duration_minutes;
    input.maxParticipants = this.max_participants;
    input.minParticipants = this.min_participants;
    input.minParticipantsDecisionHours = this.min_participants_decision_hours;
    input.learningObjectives = this.learning_objectives;
    input.materials = this.materials;
    input.tags = this.tags;
    input.isPublic = this.is_public;
    input.visibility = this.visibility;
    input.guestRegistrationEnabled = this.guest_registration_enabled;
    return input;
  }

  protected poster() {
    const dataUrl = this.poster_base64?.trim();
    return dataUrl ? { dataUrl, filename: this.poster_filename ?? undefined } : undefined;
  }
}

/** POST /api/workshops/member/create. */
export class CreateWorkshopRestBody extends WorkshopRestFields {
  @IsOptional() @IsString() @MaxLength(L.rule) @IsSingleLine() recurrence_rule?: string | null;
  @IsOptional() @IsString() @MaxLength(10) recurrence_end_date?: string | null;
  /** Euros with at most two decimals, as a number or a text ("12.50", "12,50"). */
  @Allow() base_price?: unknown;

  toInput(): CreateWorkshopInput {
    const input = this.fill(new CreateWorkshopInput());
    input.poster = this.poster() ?? { dataUrl: '' };
    input.basePriceCents = priceCents(this.base_price);
    const rule = this.recurrence_rule?.trim();
    input.recurrence = rule ? { rule, endDate: this.recurrence_end_date } : null;
    return input;
  }
}

/** PUT /api/workshops/member/{id}: no recurrence fields and no base price. */
export class UpdateWorkshopRestBody extends WorkshopRestFields {
  toInput(): UpdateWorkshopInput {
    const input = this.fill(new UpdateWorkshopInput());
    input.poster = this.poster();
    return input;
  }
}

/** Cents, or -1 (refused by the price rule with its own message) when it is no euro amount. */
function priceCents(value: unknown): number {
  if (typeof value !== 'number' && typeof value !== 'string') return -1;
  try {
    return parseEuroToCents(value);
  } catch {
    return -1;
  }
}
