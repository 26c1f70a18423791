import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { FEEDBACK_LIMITS, MATERIAL_LIMITS } from '@platform/domain';
import { IsBoolean, IsInt, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

/**
 * A feedback from the feedback page. Stars and the comment's length are checked by the
 * service with the rule the form runs (`feedbackProblems`), so each field gets its own message;
 * here only what no form sends (a huge text, a token of any length) is cut off.
 */
@InputType()
export class FeedbackInput {
  @Field(() => ID)
  @IsUUID()
  registrationId!: string;

  @Field(() => String, { nullable: true, description: 'The link’s secret (guests, mail links).' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  token?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  overall?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  contentRating?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @IsInt()
  hostRating?: number | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(FEEDBACK_LIMITS.commentMaxLength * 4)
  comment?: string | null;

  @Field(() => Boolean, { defaultValue: false })
  @IsBoolean()
  showPublicly!: boolean;
}

@InputType()
export class MaterialLinkInput {
  @Field(() => ID)
  @IsUUID()
  workshopId!: string;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @IsUUID()
  sessionId?: string | null;

  @Field()
  @IsString()
  @MaxLength(MATERIAL_LIMITS.titleMaxLength * 4)
  title!: string;

  @Field()
  @IsString()
  @MaxLength(MATERIAL_LIMITS.urlMaxLength * 2)
  url!: string;

  @Field()
  @IsString()
  @MaxLength(20)
  audience!: string;
}
